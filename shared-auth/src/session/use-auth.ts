import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../store/store';
import { authClient } from './auth-client';
import type { SignUpPayload, SignUpResult } from './auth-api';
import { authErrorFromBody } from './auth-error';
import { selectSession, selectSessionStatus, tokensChanged } from './session-slice';
import { writeSessionHint } from './session-hint';
import { loadSession, signIn, signOut } from './session-thunks';

export const useSessionStatus = () => useAppSelector(selectSessionStatus);
export const useSession = () => useAppSelector(selectSession);

/** Sign in, sign up and sign out, for the screens. Errors are AuthError with pt-BR messages. */
export function useAuthActions() {
  const dispatch = useAppDispatch();
  const baseUrl = useAppSelector((state) => state.tenant.baseUrl);
  return useMemo(
    () => ({
      signIn: (credentials: { email: string; password: string }) => dispatch(signIn(credentials)),
      signOut: () => dispatch(signOut()),
      /** Signs up; signs in at once when the API needs no e-mail confirmation (spec §4). */
      async signUp(payload: SignUpPayload): Promise<SignUpResult> {
        const result = (await authClient.signUp(baseUrl, payload)) as SignUpResult | null;
        if (!result?.tenant) throw authErrorFromBody(0, null);
        if (!result.emailConfirmationRequired && typeof result.token === 'string') {
          // The access token in memory only; the refresh token, if any, came as a cookie.
          writeSessionHint(result.refreshTokenMaxAge);
          dispatch(tokensChanged(result.token));
          await dispatch(loadSession());
        }
        return result;
      },
    }),
    [dispatch, baseUrl],
  );
}
