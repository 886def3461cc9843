// Addresses of the system under test (scripts/start.mjs). Chromium resolves *.localhost itself.
export const SHELL_PORT = Number(process.env.SHELL_PORT || 4200);
export const API_PORT = Number(process.env.API_PORT || 3333);
export const tenantUrl = (tenant: string, path = '/') =>
  `http://${tenant}.localhost:${SHELL_PORT}${path}`;
export const platformUrl = (path = '/') => `http://localhost:${SHELL_PORT}${path}`;

export const REMOTE_PORTS = {
  catalog: SHELL_PORT + 1,
  auth: SHELL_PORT + 2,
  portfolio: SHELL_PORT + 3,
  settings: SHELL_PORT + 4,
  commerce: SHELL_PORT + 5,
} as const;

/** Matches every request to one remote's static server. */
export const remoteOrigin = (remote: keyof typeof REMOTE_PORTS) =>
  new RegExp(`^http://(localhost|127\\.0\\.0\\.1|\\[::1\\]):${REMOTE_PORTS[remote]}/`);
