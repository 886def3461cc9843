import type { AppStore } from '../store/store';
import { authConfig } from './auth-config';
import { setRefreshHandler } from './refresh-schedule';
import { loadSession, refreshSession } from './session-thunks';
import { readTokens } from './token-storage';

/**
 * Starts the session at application start: a stored token means 'loading' until the session
 * answers. Refreshes when the window becomes visible again while signed in, and when a
 * scheduled refresh is due; never periodically (spec §4, §9).
 */
export function startSession(store: AppStore): () => void {
  setRefreshHandler(() => {
    if (store.getState().session.status === 'authenticated') void store.dispatch(refreshSession());
  });
  if (readTokens()) void store.dispatch(loadSession());

  const onVisible = () => {
    if (!authConfig.refreshOnFocus || document.visibilityState !== 'visible') return;
    if (store.getState().session.status === 'authenticated') void store.dispatch(refreshSession());
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    setRefreshHandler(null);
  };
}
