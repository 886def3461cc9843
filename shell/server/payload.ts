// A catalogue page's data as one file at the route plus `/_payload.json` (spec §7, issue 17):
// `/_payload.json` for the home, `/product/{id}/_payload.json` for a product, the query of the
// page kept (`/_payload.json?q=filtro`). The same state as the page's HTML carries, anonymous and
// cached like the HTML. The browser reads it on a client navigation instead of the page's API
// calls (catalog-mfe's route-payload), and falls back to them whenever it is not a 200.
import zlib from 'node:zlib';
import type { CachedPage } from './micro-cache';
import type { PayloadResult } from './types';

export const PAYLOAD_FILE = '_payload.json';
const SUFFIX = `/${PAYLOAD_FILE}`;

/** `/product/1/_payload.json` → `/product/1`, `/_payload.json` → `/`; null for any other path. */
export function payloadPagePath(pathname: string): string | null {
  if (!pathname.endsWith(SUFFIX)) return null;
  return pathname.slice(0, -SUFFIX.length) || '/';
}

/** What the browser reads (shell/src/app/server-payload.ts has the same `state` and `builds`). */
export interface RoutePayload {
  state: unknown;
  builds: { catalog: string | null };
}

const header = (value: string) => value.replace(/[^\x20-\x7e]/g, '?').slice(0, 200);

function json(status: number, value: unknown, headers: Record<string, string>): CachedPage {
  const body = Buffer.from(JSON.stringify(value));
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body,
    gzip: body.length > 1024 ? zlib.gzipSync(body, { level: 6 }) : null,
  };
}

/**
 * No payload: 404 (no such page here: not for a client to ask again) or 503 (not now: the
 * browser asks once more, as for any GET, then calls the API itself).
 */
export function payloadProblem(
  status: 404 | 503,
  reason: string,
  url = '',
  cacheControl = 'no-store',
): CachedPage {
  const pathname = url.split('?')[0];
  const body =
    status === 404
      ? { code: 'NOT_FOUND', message: `Page not found: ${pathname}` }
      : { code: 'PAYLOAD_UNAVAILABLE', message: 'Os dados desta página não estão disponíveis.' };
  return json(status, body, {
    'cache-control': cacheControl,
    'x-catalogo-render': `none; ${header(reason)}`,
  });
}

/** The answer for the page at `url` (path and query). */
export function payloadAnswer(
  result: PayloadResult,
  url: string,
  remoteBuild: string | null,
  cacheControl: string,
): CachedPage {
  if (result.kind === 'unavailable') return payloadProblem(503, result.reason, url);
  // A page that does not exist is not there for anyone: cached as its HTML's 404 is.
  if (result.kind === 'missing') return payloadProblem(404, result.reason, url, cacheControl);
  if (result.status === 404) return payloadProblem(404, 'no such page', url, cacheControl);
  const payload: RoutePayload = { state: result.state, builds: { catalog: remoteBuild } };
  return json(result.status, payload, {
    'cache-control': cacheControl,
    'x-catalogo-render': `server; catalog ${remoteBuild ?? 'none'}`,
  });
}
