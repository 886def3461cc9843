import { fetchWithEarlyResponses } from '../http/early-responses';
import { RETRY_DELAY_MS, withGetRetry } from '../http/retry';
import { buildApiBaseUrl, resolveTenantLabel, TENANT_PATHS } from './resolve-tenant';
import type { TenantState } from './tenant-slice';
import type { CategorySettings, TenantInfo } from './tenant-types';

export interface TenantBootstrapOptions {
  hostname: string;
  protocol: string;
  apiAddress: string;
  productKey: string;
  fetchFn?: typeof fetch;
  timeoutMs?: number;
  /** Wait before the single retry of a GET (spec §7). */
  retryDelayMs?: number;
}

class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    /** The API's error code, when the body says one. */
    readonly code: string | null,
  ) {
    super(`HTTP ${status}`);
  }
}

async function errorCode(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { code?: unknown };
    return typeof body?.code === 'string' ? body.code : null;
  } catch {
    return null;
  }
}

async function getJson<T>(fetchFn: typeof fetch, url: string, timeoutMs: number): Promise<T> {
  const response = await fetchFn(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new HttpStatusError(response.status, await errorCode(response));
  return (await response.json()) as T;
}

/**
 * Application start (spec §4): on a tenant host, fetch tenant-info and the category settings
 * before the first render. A failed call is silently ignored (spec §8); a 404 marks the tenant
 * as unknown (or, with TENANT_UNCONFIRMED, as not public yet) so the pages can show
 * /error/unavailable. Reserved hosts make no call. Like every GET (spec §7), each is asked once
 * more when it answers 408, 409, 425, 429, 500, 502, 503 or 504.
 */
export async function bootstrapTenant(options: TenantBootstrapOptions): Promise<TenantState> {
  const { hostname, protocol, apiAddress, productKey, timeoutMs = 8000 } = options;
  // The shell may have asked for these already (its early requests): then those answers serve
  // (a retry goes to the network: an early answer is handed over once).
  const fetchFn = withGetRetry(
    options.fetchFn ?? fetchWithEarlyResponses,
    options.retryDelayMs ?? RETRY_DELAY_MS,
  );
  const label = resolveTenantLabel(hostname, productKey);
  const baseUrl = buildApiBaseUrl(protocol, label, apiAddress);
  const state: TenantState = {
    status: 'platform',
    label,
    baseUrl,
    info: null,
    categorySettings: null,
  };
  if (!label) return state;

  const [info, categories] = await Promise.allSettled([
    getJson<TenantInfo>(fetchFn, `${baseUrl}${TENANT_PATHS.tenantInfo}`, timeoutMs),
    getJson<CategorySettings>(fetchFn, `${baseUrl}${TENANT_PATHS.categorySettings}`, timeoutMs),
  ]);
  if (info.status === 'fulfilled' && info.value && typeof info.value.id === 'string') {
    state.status = 'loaded';
    state.info = info.value;
  } else if (
    info.status === 'rejected' &&
    info.reason instanceof HttpStatusError &&
    info.reason.status === 404
  ) {
    state.status = info.reason.code === 'TENANT_UNCONFIRMED' ? 'unconfirmed' : 'not-found';
  } else {
    state.status = 'unreachable';
  }
  if (categories.status === 'fulfilled' && Array.isArray(categories.value?.metadata)) {
    state.categorySettings = categories.value;
  }
  return state;
}
