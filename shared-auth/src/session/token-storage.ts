import { authConfig } from './auth-config';

export interface StoredTokens {
  token: string;
  refreshToken: string | null;
}

const names = () => ({
  token: `${authConfig.cookie.prefix}.token`,
  refresh: `${authConfig.cookie.prefix}.refresh`,
});

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

// Host-only cookies (no Domain attribute): a tenant's tokens never reach another subdomain.
function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const { path, sameSite, secure } = authConfig.cookie;
  const isSecure = secure ?? window.location.protocol === 'https:';
  document.cookie = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    `SameSite=${sameSite}`,
    ...(isSecure ? ['Secure'] : []),
  ].join('; ');
}

export function readTokens(): StoredTokens | null {
  const token = readCookie(names().token);
  return token ? { token, refreshToken: readCookie(names().refresh) } : null;
}

/** Keeps the tokens for as long as the refresh token lives (default: one day without one). */
export function writeTokens(
  token: string,
  refreshToken: string | null,
  maxAgeSeconds = 86_400,
): void {
  writeCookie(names().token, token, maxAgeSeconds);
  if (refreshToken) writeCookie(names().refresh, refreshToken, maxAgeSeconds);
}

export function clearTokens(): void {
  writeCookie(names().token, '', 0);
  writeCookie(names().refresh, '', 0);
}
