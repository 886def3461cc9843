// The icon service's settings (spec §9), free of Iconify: the first page holds only these, the
// client itself is a chunk loaded by the first <Icon>.

/** Iconify API requests: give up on a request after 5000 ms, ask the next host after 750 ms. */
export const ICON_API_TIMEOUT_MS = 5000;
export const ICON_API_ROTATE_MS = 750;
/** Longest request URL; a longer icon list is split into several requests. */
export const ICON_API_MAX_URL = 500;
/** The theme's fetch timeout: an icon still missing after this is reported and its box stays. */
export const ICON_FETCH_TIMEOUT_MS = 1500;

/** Iconify's public API hosts, asked after our API's own endpoint (the order is the rotation). */
export const PUBLIC_ICON_HOSTS: readonly string[] = [
  'https://api.iconify.design',
  'https://api.simplesvg.com',
  'https://api.unisvg.com',
];

export interface IconHostsOptions {
  /** Our API's icon endpoint, e.g. `https://api.example.com/icons` (asked first). */
  localApi?: string | null;
  /** Hosts asked after it; Iconify's public API by default, `[]` for none. */
  publicHosts?: readonly string[];
}

let hosts: readonly string[] = [];
let local: string | null = null;
let configured = false;

/**
 * Sets the hosts icons are loaded from, before the first <Icon> renders (shared-auth does it at
 * start). Until then no host is ever asked: tests and previews stay off the network.
 */
export function configureIcons({ localApi, publicHosts = PUBLIC_ICON_HOSTS }: IconHostsOptions) {
  local = localApi ? localApi.replace(/\/+$/, '') : null;
  hosts = [...(local ? [local] : []), ...publicHosts];
  configured = true;
}

/** The hosts in rotation order (empty before configureIcons). */
export function iconHosts(): readonly string[] {
  return configured ? hosts : [];
}

/** Our API's endpoint among them, if any. */
export function localIconHost(): string | null {
  return configured ? local : null;
}
