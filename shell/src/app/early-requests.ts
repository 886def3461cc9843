import { fetchRemoteManifest } from '../federation/remotes-config';
import type { RemoteManifest } from '../federation/remotes-config';

// main.ts starts these before the shared modules (React, MUI, shared-auth) download and run, so
// the first render does not wait for two more round trips after them. This module must not
// import a shared module: it runs before the share scope exists.

const pending = new Map<string, Promise<Response>>();

/**
 * The tenant-info URL bootstrapTenant (shared-auth) will ask for, from the same rule: the host's
 * first label unless reserved. A different answer only wastes this early request, as bootstrap
 * takes it by exact URL.
 */
function tenantApiBase(): string | null {
  const { hostname, protocol } = window.location;
  const labels = hostname.toLowerCase().split('.');
  const first = labels[0] ?? '';
  const reserved = ['www', 'accounts', 'localhost', String(process.env.PRODUCT_KEY).toLowerCase()];
  if (labels.length < 2 || /^\d+$/.test(labels.at(-1) ?? '') || reserved.includes(first))
    return null;
  return `${protocol}//${first}.${process.env.API_ADDRESS}`;
}

let remotes: Promise<RemoteManifest> | null = null;

/** Starts remotes.json, tenant-info and the category settings. */
export function startEarlyRequests(): void {
  remotes = fetchRemoteManifest();
  const base = tenantApiBase();
  if (!base) return;
  for (const path of ['/catalog-public/tenant-info', '/catalog-public/category/portifolio.category']) {
    const url = `${base}${path}`;
    const response = fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(8000),
    });
    // Bootstrap reports failures; an unclaimed rejection must not reach the console.
    response.catch(() => undefined);
    pending.set(url, response);
  }
}

/** remotes.json, from the early request when there was one. */
export function remoteManifest(): Promise<RemoteManifest> {
  return remotes ?? fetchRemoteManifest();
}

/** A fetch that hands over an early response for its URL once, and fetches anything else. */
export const earlyFetch: typeof fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const early = pending.get(url);
  if (!early) return fetch(input, init);
  pending.delete(url);
  return early;
};
