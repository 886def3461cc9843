import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../store/store';
import { authClient } from './auth-client';
import type { SignUpPayload, SignUpResult } from './auth-api';
import { authErrorFromBody } from './auth-error';
import { selectSession, selectSessionStatus } from './session-slice';
import { signIn, signOut } from './session-thunks';

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
      /**
       * Signs up. The session it opens belongs to the new company's site: the caller goes there
       * with `signInTicket` (withSignInTicket), where the owner is signed in at once (spec §4).
       */
      async signUp(payload: SignUpPayload): Promise<SignUpResult> {
        const result = (await authClient.signUp(baseUrl, payload)) as SignUpResult | null;
        if (!result?.tenant) throw authErrorFromBody(0, null);
        return result;
      },
    }),
    [dispatch, baseUrl],
  );
}
