import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../store/root-reducer';
import { AuthError } from './auth-error';
import { authClient } from './auth-client';
import type { TokenPair } from './auth-client';
import { sessionCleared, sessionLoaded, sessionLoading, tokensChanged } from './session-slice';
import { clearSessionHint, hasSessionHint, writeSessionHint } from './session-hint';
import {
  sharedTokensMark,
  tellOtherTabs,
  tokensSharedSince,
  withSessionLock,
} from './session-channel';
import { scheduleRefresh } from './refresh-schedule';
import { setTokenRefresher } from '../http/base-api';

type Thunk<R> = ThunkAction<Promise<R>, RootState, unknown, UnknownAction>;

const baseUrlOf = (state: RootState) => state.tenant.baseUrl;

/**
 * Takes an access token into memory (the store; never a cookie or Web Storage), notes until when
 * the session lives and schedules the refresh by the refresh token's max age (spec §4).
 */
const adoptTokens =
  (pair: TokenPair): Thunk<void> =>
  async (dispatch) => {
    dispatch(tokensChanged(pair.token));
    writeSessionHint(pair.refreshTokenMaxAge);
    scheduleRefresh(pair.refreshTokenMaxAge);
  };

/** Ends the session in this tab: data, access token, hint and scheduled refresh. */
const endLocally = (): Thunk<void> => async (dispatch) => {
  clearSessionHint();
  scheduleRefresh(null);
  dispatch(sessionCleared());
};

/** Loads the session for the token in memory; without a token it stops unless forced (spec §4). */
export const loadSession =
  (options: { force?: boolean; allowRefresh?: boolean } = {}): Thunk<boolean> =>
  async (dispatch, getState) => {
    const token = getState().session.accessToken;
    if (!token && !options.force) {
      dispatch(sessionCleared());
      return false;
    }
    dispatch(sessionLoading());
    try {
      const data = await authClient.session(baseUrlOf(getState()), token ?? '');
      // A newer token that another tab handed over while this load was under way stays: writing
      // back the one the load started with would leave this tab on an older token than the rest.
      const now = getState().session.accessToken;
      dispatch(sessionLoaded({ data, accessToken: now && now !== token ? now : (token ?? '') }));
      return true;
    } catch (error) {
      if (
        error instanceof AuthError &&
        error.code === 'TOKEN_EXPIRED' &&
        options.allowRefresh !== false
      ) {
        return dispatch(refreshSession());
      }
      // A failed session load clears the session and the token (spec §4); a refused one (401,
      // 403) the hint as well, while a network failure lets the next page load try again.
      console.error('[auth] the session could not be loaded:', error);
      if (error instanceof AuthError && (error.status === 401 || error.status === 403)) {
        await dispatch(endLocally());
      } else {
        dispatch(sessionCleared());
      }
      return false;
    }
  };

/** Loads the session again when signed in (what it says may have changed: a confirmed e-mail). */
export const reloadSession = (): Thunk<boolean> => async (dispatch, getState) =>
  getState().session.accessToken ? dispatch(loadSession()) : false;

let inFlight: Promise<boolean> | null = null;

/**
 * Swaps the refresh cookie for a new access token and reloads the session (spec §4). One refresh
 * at a time in this tab (calls made meanwhile share it) and across tabs (the Web Locks lock): a
 * tab that waited while another refreshed takes the token that tab handed over instead of
 * presenting the cookie once more.
 */
export const refreshSession = (): Thunk<boolean> => async (dispatch, getState) => {
  inFlight ??= (async () => {
    const mark = sharedTokensMark();
    try {
      const pair = await withSessionLock(async () => {
        const shared = tokensSharedSince(mark);
        if (shared) return shared;
        const fresh = await authClient.refresh(
          baseUrlOf(getState()),
          getState().session.accessToken,
        );
        // Told before the lock is released; a tab that misses it still sends the new cookie.
        tellOtherTabs({ type: 'tokens', reason: 'refresh', ...fresh });
        return fresh;
      });
      await dispatch(adoptTokens(pair));
      return await dispatch(loadSession({ allowRefresh: false }));
    } catch (error) {
      if (error instanceof AuthError && error.status === 401) {
        // The cookie's session is over (expired, revoked, signed out elsewhere).
        await dispatch(endLocally());
      } else {
        console.error('[auth] refresh failed:', error);
        // A page load that could not restore the session leaves 'loading' (the hint stays: the
        // next load tries again); a signed-in tab keeps its session until its token is refused.
        if (getState().session.status === 'loading') dispatch(sessionCleared());
      }
      return false;
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
};

/**
 * At application start: with the hint of a session, 'loading' at once (before the first render,
 * so no signed-out flash) and one refresh call, which the cookie answers; otherwise nothing.
 */
export const restoreSession = (): Thunk<boolean> => async (dispatch) => {
  if (!hasSessionHint()) {
    dispatch(sessionCleared());
    return false;
  }
  dispatch(sessionLoading());
  return dispatch(refreshSession());
};

/**
 * At the start of the new company's site after a sign-up: 'loading' at once, then the ticket's
 * exchange, which answers like a sign-in (spec §4: the sign-up signs in). A ticket that fails
 * (expired, used) leaves the visitor signed out: the sign-in page follows.
 */
export const signInWithTicket =
  (ticket: string): Thunk<boolean> =>
  async (dispatch, getState) => {
    dispatch(sessionLoading());
    try {
      const pair = await authClient.exchangeTicket(baseUrlOf(getState()), ticket);
      await dispatch(adoptTokens(pair));
      tellOtherTabs({ type: 'tokens', reason: 'sign-in', ...pair });
      return await dispatch(loadSession());
    } catch (error) {
      console.error('[auth] the sign-up could not sign in here:', error);
      dispatch(sessionCleared());
      return false;
    }
  };

/** Keeps the access token, loads the session. The caller redirects (to ?redirect= or the root). */
export const signIn =
  (credentials: { email: string; password: string }): Thunk<void> =>
  async (dispatch, getState) => {
    const pair = await authClient.signIn(baseUrlOf(getState()), credentials);
    await dispatch(adoptTokens(pair));
    tellOtherTabs({ type: 'tokens', reason: 'sign-in', ...pair });
    if (!(await dispatch(loadSession()))) {
      throw new AuthError(
        0,
        'SESSION_INVALID',
        'Não foi possível abrir a sessão. Tente novamente.',
      );
    }
  };

let signingOut = false;

/** Whether this tab is signing out (tokens another tab hands over meanwhile are not taken). */
export const isSigningOut = () => signingOut;

/**
 * Clears everything locally, then tells the API, which revokes the session and clears the
 * cookie, then the other tabs. The call holds the refresh lock: a refresh in another tab either
 * finished before (its tokens die with the session) or starts after (and finds no cookie).
 */
export const signOut = (): Thunk<void> => async (dispatch, getState) => {
  const token = getState().session.accessToken;
  const baseUrl = baseUrlOf(getState());
  signingOut = true;
  await dispatch(endLocally());
  try {
    await withSessionLock(() =>
      authClient.signOut(baseUrl, token).catch((error) => {
        console.error('[auth] sign-out request failed:', error);
      }),
    );
    tellOtherTabs({ type: 'signed-out' });
  } finally {
    signingOut = false;
  }
};

setTokenRefresher((dispatch) => dispatch(refreshSession()) as Promise<boolean>);
