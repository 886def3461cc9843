import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../store/root-reducer';
import { AuthError } from './auth-error';
import { authClient } from './auth-client';
import type { TokenPair } from './auth-client';
import { sessionCleared, sessionLoaded, sessionLoading, tokensChanged } from './session-slice';
import { clearTokens, readTokens, writeTokens } from './token-storage';
import { scheduleRefresh } from './refresh-schedule';
import { setTokenRefresher } from '../http/base-api';

type Thunk<R> = ThunkAction<Promise<R>, RootState, unknown, UnknownAction>;

const baseUrlOf = (state: RootState) => state.tenant.baseUrl;

function storePair(pair: TokenPair): void {
  writeTokens(pair.token, pair.refreshToken, pair.refreshTokenMaxAge ?? undefined);
  scheduleRefresh(pair.refreshTokenMaxAge);
}

/** Loads the session for the stored token; without a token it stops unless forced (spec §4). */
export const loadSession =
  (options: { force?: boolean; allowRefresh?: boolean } = {}): Thunk<boolean> =>
  async (dispatch, getState) => {
    const stored = readTokens();
    if (!stored && !options.force) {
      dispatch(sessionCleared());
      return false;
    }
    dispatch(sessionLoading());
    try {
      const token = stored?.token ?? getState().session.accessToken ?? '';
      const data = await authClient.session(baseUrlOf(getState()), token);
      dispatch(sessionLoaded({ data, accessToken: token }));
      return true;
    } catch (error) {
      const canRefresh = options.allowRefresh !== false && stored?.refreshToken;
      if (error instanceof AuthError && error.code === 'TOKEN_EXPIRED' && canRefresh) {
        return dispatch(refreshSession());
      }
      // A failed session load clears the session and the token (spec §4).
      console.error('[auth] the session could not be loaded:', error);
      clearTokens();
      dispatch(sessionCleared());
      return false;
    }
  };

let inFlight: Promise<boolean> | null = null;

/** Runs `task` while holding the cross-tab refresh lock (Web Locks), or alone in this tab. */
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('catalogo-auth-refresh', task) : task();
}

/**
 * Swaps the tokens and reloads the session (spec §4). One refresh at a time across tabs: a tab
 * that waited for the lock and finds that another tab already rotated the tokens adopts them.
 */
export const refreshSession = (): Thunk<boolean> => async (dispatch, getState) => {
  inFlight ??= (async () => {
    const before = readTokens();
    if (!before?.refreshToken) return dispatch(loadSession({ allowRefresh: false }));
    try {
      const rotated = await withRefreshLock(async () => {
        const now = readTokens();
        if (now && now.refreshToken !== before.refreshToken) return true;
        storePair(
          await authClient.refresh(baseUrlOf(getState()), before.token, before.refreshToken!),
        );
        return true;
      });
      const tokens = readTokens();
      if (rotated && tokens) dispatch(tokensChanged(tokens.token));
      return await dispatch(loadSession({ allowRefresh: false }));
    } catch (error) {
      if (error instanceof AuthError && error.status === 401) {
        clearTokens();
        dispatch(sessionCleared());
      } else {
        console.error('[auth] refresh failed:', error);
      }
      return false;
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
};

/** Stores the tokens, loads the session. The caller redirects (to ?redirect= or the root). */
export const signIn =
  (credentials: { email: string; password: string }): Thunk<void> =>
  async (dispatch, getState) => {
    const pair = await authClient.signIn(baseUrlOf(getState()), credentials);
    storePair(pair);
    dispatch(tokensChanged(pair.token));
    if (!(await dispatch(loadSession()))) {
      throw new AuthError(
        0,
        'SESSION_INVALID',
        'Não foi possível abrir a sessão. Tente novamente.',
      );
    }
  };

/** Clears everything locally, then tells the API (which revokes the refresh family). */
export const signOut = (): Thunk<void> => async (dispatch, getState) => {
  const stored = readTokens();
  clearTokens();
  scheduleRefresh(null);
  dispatch(sessionCleared());
  if (stored) {
    await authClient
      .signOut(baseUrlOf(getState()), stored.token, stored.refreshToken)
      .catch((error) => {
        console.error('[auth] sign-out request failed:', error);
      });
  }
};

setTokenRefresher((dispatch) => dispatch(refreshSession()) as Promise<boolean>);
