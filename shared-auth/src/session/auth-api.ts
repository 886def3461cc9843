import { baseApi } from '../http/base-api';

export interface UriNameAvailability {
  name: string;
  available: boolean;
  reason?: 'invalid' | 'reserved' | 'taken';
}

export interface SignUpPayload {
  company: { commercialName: string; uriName: string; cnpj: string };
  name: string;
  email: string;
  password: string;
}

export interface SignUpResult {
  tenant: { id: string; uriName: string; commercialName: string };
  user: { id: string; name: string; email: string; role: string };
  emailConfirmationRequired: boolean;
  token?: string;
  refreshToken?: string;
  refreshTokenMaxAge?: number;
}

/** The auth calls that need no session handling. */
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
