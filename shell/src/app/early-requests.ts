import { TENANT_PATHS, tenantApiBase } from '@catalogo/shared-auth/resolve-tenant';
import { runtimeConfig } from '@catalogo/shared-auth/runtime-config';
import { fetchRemoteManifest } from '../federation/remotes-config';
import type { RemoteManifest } from '../federation/remotes-config';

// main.ts starts these before the shared modules (React, MUI, shared-auth) download and run, so
// the first render does not wait for two more round trips after them. This module must not
// import a shared module: it runs before the share scope exists (the shared-auth entries it
// uses are plain modules, bundled here). The app takes the answers through shared-auth's
// early responses (setEarlyResponses).

const pending = new Map<string, Promise<Response>>();

/** The tenant's API, by the rule bootstrapTenant (shared-auth) follows; null without a tenant. */
export function earlyApiBase(): string | null {
  return tenantApiBase(window.location.hostname, window.location.protocol, runtimeConfig);
}

let remotes: Promise<RemoteManifest> | null = null;

/** An early response nobody claimed by then is dropped: a later request must get fresh data. */
const CLAIM_WITHIN_MS = 15_000;

/** Keys compare URLs as the Request the app builds spells them (default port, escapes). */
const key = (url: string) => new URL(url).href;

/**
 * The data the catalogue's public pages ask for first (catalog-mfe's requests, by exact URL),
 * so that it downloads with the code instead of after it. An entry that no longer matches what
 * the page asks for only costs one unused request; the journey tests count the requests.
 */
export function firstPageData(pathname: string, search: string): string[] {
  if (pathname === '/') {
    const paths = ['/catalog-public/promotions', '/catalog-public/offers?limit=8'];
    // With a search in the address the results depend on it; the plain home lists page one.
    if (!search) paths.push('/catalog-public/products?page=1&pageSize=24');
    return paths;
  }
  const product =
    /^\/product\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(pathname);
  return product ? [`/catalog-public/products/${product[1]}`] : [];
}

/** Starts remotes.json, tenant-info, the category settings and the first page's data. */
export function startEarlyRequests(): void {
  remotes = fetchRemoteManifest();
  const base = earlyApiBase();
  if (!base) return;
  const { pathname, search } = window.location;
  const paths = [TENANT_PATHS.tenantInfo, TENANT_PATHS.categorySettings];
  for (const path of [...paths, ...firstPageData(pathname, search)]) {
    // No deadline here: whoever takes the answer waits as long as its own signal allows.
    const response = fetch(`${base}${path}`, { headers: { Accept: 'application/json' } });
    // Whoever claims it reports failures; an unclaimed rejection must not reach the console.
    response.catch(() => undefined);
    pending.set(key(`${base}${path}`), response);
  }
  setTimeout(() => pending.clear(), CLAIM_WITHIN_MS);
}

/** remotes.json, from the early request when there was one. */
export function remoteManifest(): Promise<RemoteManifest> {
  return remotes ?? fetchRemoteManifest();
}

/** The early response for `url`, handed over once; undefined when there is none (left). */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = pending.get(key(url));
  pending.delete(key(url));
  return early;
}
