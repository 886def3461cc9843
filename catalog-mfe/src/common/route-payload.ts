import { baseApi, withGetRetry } from '@catalogo/shared-auth';
import type { AppDispatch } from '@catalogo/shared-auth';

// A public page's data as one file (spec §7, issue 17): the shell's server answers the route plus
// `/_payload.json` with the store state it would put into that page's HTML. On a client
// navigation the catalogue reads it and puts its answers into the store, so the page renders
// without its separate API calls. Anything short of a usable file (a 404, a 503 asked again once
// as every GET is, a page served by something else, a remote run on its own, another build of
// the catalogue, a slow answer) leaves the store as it was: the page then asks the API itself.

export const PAYLOAD_FILE = '_payload.json';

/** A client navigation never waits longer than this for the file before calling the API. */
export const PAYLOAD_TIMEOUT_MS = 2500;

/** `/` → `/_payload.json`, `/product/1` → `/product/1/_payload.json`; the query is kept. */
export function payloadPath(pathname: string, search = ''): string {
  return `${pathname.replace(/\/+$/, '')}/${PAYLOAD_FILE}${search}`;
}

interface QueryEntry {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  data?: unknown;
}

interface RoutePayload {
  state?: { api?: { queries?: Record<string, QueryEntry | undefined> } };
  builds?: { catalog?: string | null };
}

type Entries = Parameters<typeof baseApi.util.upsertQueryEntries>[0];

/** The answers the payload holds for endpoints this build knows (another build's are left). */
function entriesOf(payload: RoutePayload): Entries {
  const endpoints = baseApi.endpoints as Record<string, unknown>;
  return (
    Object.values(payload.state?.api?.queries ?? {})
      .filter(
        (entry): entry is Required<QueryEntry> =>
          entry?.status === 'fulfilled' &&
          typeof entry.endpointName === 'string' &&
          entry.endpointName in endpoints &&
          entry.data !== undefined,
      )
      .map((entry) => ({
        endpointName: entry.endpointName,
        arg: entry.originalArgs,
        value: entry.data,
      }))
      // The endpoint names were checked against this build's API just above.
      .map((entry) => entry as Entries[number])
  );
}

export interface LoadOptions {
  /** This catalogue build's id: a payload rendered by another build is not used. */
  buildId: string | undefined;
  fetchFn?: typeof fetch;
  timeoutMs?: number;
  /** Wait before the single retry of the GET (spec §7). */
  retryDelayMs?: number;
  /**
   * The page's own code loading meanwhile: the endpoints it adds to the API are known once it
   * has loaded, so the payload's answers wait for it (they would be left out before).
   */
  pageCode?: Promise<unknown>;
}

/**
 * Reads the payload of the page at `pathname` + `search` and puts its answers into the store.
 * True when it did; never throws.
 */
export async function loadRoutePayload(
  dispatch: AppDispatch,
  pathname: string,
  search: string,
  options: LoadOptions,
): Promise<boolean> {
  const { buildId, fetchFn = fetch, timeoutMs = PAYLOAD_TIMEOUT_MS, retryDelayMs } = options;
  try {
    const url = new URL(payloadPath(pathname, search), window.location.origin).href;
    const response = await withGetRetry(fetchFn, retryDelayMs)(url, {
      headers: { accept: 'application/json' },
      // Anonymous, as the page's HTML: the same file for every visitor.
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok || !/json/.test(response.headers.get('content-type') ?? '')) return false;
    const payload = (await response.json()) as RoutePayload;
    if (!buildId || payload.builds?.catalog !== buildId) return false;
    await options.pageCode?.catch(() => undefined);
    const entries = entriesOf(payload);
    if (!entries.length) return false;
    dispatch(baseApi.util.upsertQueryEntries(entries));
    return true;
  } catch {
    return false;
  }
}
