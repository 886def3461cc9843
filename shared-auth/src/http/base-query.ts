import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { RETRY_DELAY_MS, shouldRetry } from './retry';

export interface BaseQueryOptions {
  /** The API base URL, read on every call (it comes from the tenant in the store). */
  getBaseUrl: (state: unknown) => string;
  /** The access token to send as `Bearer <token>`, if any. */
  getToken?: (state: unknown) => string | null | undefined;
  fetchFn?: typeof fetch;
  /** Wait before the single retry. */
  retryDelayMs?: number;
}

/** The API's public catalogue and commerce routes, which take no credentials. */
const PUBLIC_PREFIX = '/catalog-public/';

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/**
 * The HTTP base every remote uses: JSON content type on object bodies (fetchBaseQuery does this
 * for plain objects and arrays), the bearer token (not on the public catalogue), and a single retry for GET only on 408, 409,
 * 425, 429, 500, 502, 503 and 504 (spec §7).
 */
export function createBaseQuery(options: BaseQueryOptions): AppBaseQuery {
  const { getBaseUrl, getToken, fetchFn, retryDelayMs = RETRY_DELAY_MS } = options;
  return async (args, api, extraOptions) => {
    const raw = fetchBaseQuery({
      baseUrl: getBaseUrl(api.getState()),
      ...(fetchFn ? { fetchFn } : {}),
      prepareHeaders(headers, { getState, arg }) {
        const token = getToken?.(getState());
        const path = typeof arg === 'string' ? arg : arg.url;
        // The public catalogue is the same for everyone: its requests go without credentials.
        const anonymous = path.startsWith(PUBLIC_PREFIX);
        if (token && !anonymous && !headers.has('authorization'))
          headers.set('authorization', `Bearer ${token}`);
        if (!headers.has('accept')) headers.set('accept', 'application/json');
        return headers;
      },
    });
    const method = typeof args === 'string' ? 'GET' : args.method;
    const first = await raw(args, api, extraOptions);
    if (!first.error || !shouldRetry(method, first.error.status)) return first;
    if (retryDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    return raw(args, api, extraOptions);
  };
}
