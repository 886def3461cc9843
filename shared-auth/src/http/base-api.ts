import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';
import { fetchWithEarlyResponses } from './early-responses';
import { stateRestored } from '../store/state-restored';
import type { AppBaseQuery } from './base-query';

interface StateWithTenantAndSession {
  tenant?: { baseUrl?: string };
  session?: { accessToken?: string | null };
}

const rawBaseQuery = createBaseQuery({
  getBaseUrl: (state) => (state as StateWithTenantAndSession).tenant?.baseUrl ?? '',
  getToken: (state) => (state as StateWithTenantAndSession).session?.accessToken,
  fetchFn: fetchWithEarlyResponses,
});

// Set by the session module, which imports this file (so no import cycle at load time).
let refreshOnExpiry: ((dispatch: (action: unknown) => unknown) => Promise<boolean>) | null = null;
export function setTokenRefresher(refresher: typeof refreshOnExpiry): void {
  refreshOnExpiry = refresher;
}

/** An expired access token is refreshed once, unnoticed, and the request repeated. */
const baseQueryWithRefresh: AppBaseQuery = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  const code = (result.error?.data as { code?: unknown } | undefined)?.code;
  const hadToken = !!(api.getState() as StateWithTenantAndSession).session?.accessToken;
  if (result.error?.status === 401 && code === 'TOKEN_EXPIRED' && hadToken && refreshOnExpiry) {
    if (await refreshOnExpiry(api.dispatch as (action: unknown) => unknown))
      return rawBaseQuery(args, api, extraOptions);
  }
  return result;
};

/**
 * The RTK Query API that every remote extends with `baseApi.injectEndpoints(...)`.
 * Tag types are added by remotes with `baseApi.enhanceEndpoints({ addTagTypes: [...] })`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRefresh,
  endpoints: () => ({}),
  // The cache kept across a forced reload (store/reload-state.ts) comes back through RTK Query's
  // own rehydration.
  extractRehydrationInfo: (action, { reducerPath }) =>
    stateRestored.match(action) ? (action.payload[reducerPath as 'api'] as never) : undefined,
});
