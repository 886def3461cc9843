import { baseApi } from '@catalogo/shared-auth';
import type { UriNameAvailability } from '@catalogo/shared-auth';

/**
 * The auth calls that need no session handling, only made by this remote's screens (kept out of
 * the shared-auth singleton that every first page loads).
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkUriName: build.query<UriNameAvailability, string>({
      query: (name) => `/auth/uri-name/${encodeURIComponent(name)}`,
    }),
    confirmEmail: build.mutation<{ confirmed: boolean; email: string }, { token: string }>({
      query: (body) => ({ url: '/auth/email-confirm', method: 'POST', body }),
    }),
    resendConfirmation: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/auth/email-confirm/resend', method: 'POST', body }),
    }),
    requestRecovery: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/auth/recovery', method: 'POST', body }),
    }),
    resetPassword: build.mutation<{ reset: boolean }, { token: string; password: string }>({
      query: (body) => ({ url: '/auth/recovery/reset', method: 'POST', body }),
    }),
  }),
});

export const {
  useCheckUriNameQuery,
  useConfirmEmailMutation,
  useResendConfirmationMutation,
  useRequestRecoveryMutation,
  useResetPasswordMutation,
} = authApi;
