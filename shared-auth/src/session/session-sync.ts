import type { AppStore } from '../store/store';
import { authConfig } from './auth-config';
import { setRefreshHandler, scheduleRefresh } from './refresh-schedule';
import { openSessionChannel, type SessionMessage } from './session-channel';
import { dropLegacyTokenCookies } from './session-hint';
import { sessionCleared, tokensChanged } from './session-slice';
import {
  isSigningOut,
  loadSession,
  refreshSession,
  restoreSession,
  signInWithTicket,
} from './session-thunks';
import { takeSignInTicket } from './sign-in-ticket';

/** What another tab of this origin said: a new access token, or the end of the session. */
function onOtherTab(store: AppStore, message: SessionMessage): void {
  if (message.type === 'signed-out') {
    scheduleRefresh(null);
    store.dispatch(sessionCleared());
    return;
  }
  if (isSigningOut()) return;
  store.dispatch(tokensChanged(message.token));
  scheduleRefresh(message.refreshTokenMaxAge);
  // A sign-in elsewhere may be someone else's: the session is loaded again.
  const status = store.getState().session.status;
  if (message.reason === 'sign-in' || status === 'unauthenticated') {
    void store.dispatch(loadSession());
  }
}

/**
 * Starts the session at application start: with the hint of a session (or a sign-up's ticket),
 * 'loading' until the API answered. Refreshes when the window becomes visible again while signed in, and
 * when a scheduled refresh is due; never periodically (spec §4, §9). Listens to the other tabs.
 */
export function startSession(store: AppStore): () => void {
  dropLegacyTokenCookies();
  setRefreshHandler(() => {
    if (store.getState().session.status === 'authenticated') void store.dispatch(refreshSession());
  });
  const leave = openSessionChannel((message) => onOtherTab(store, message));
  // Just signed up on the platform's host: the ticket it carried here signs the owner in.
  const ticket = takeSignInTicket();
  void store.dispatch(ticket ? signInWithTicket(ticket) : restoreSession());

  const onVisible = () => {
    if (!authConfig.refreshOnFocus || document.visibilityState !== 'visible') return;
    if (store.getState().session.status === 'authenticated') void store.dispatch(refreshSession());
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    setRefreshHandler(null);
    leave();
  };
}
