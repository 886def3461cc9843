import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

interface StateWithTenantAndSession {
  tenant?: { baseUrl?: string };
  session?: { accessToken?: string | null };
}

/**
 * The RTK Query API that every remote extends with `baseApi.injectEndpoints(...)`.
 * Tag types are added by remotes with `baseApi.enhanceEndpoints({ addTagTypes: [...] })`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery({
    getBaseUrl: (state) => (state as StateWithTenantAndSession).tenant?.baseUrl ?? '',
    getToken: (state) => (state as StateWithTenantAndSession).session?.accessToken,
  }),
  endpoints: () => ({}),
});
