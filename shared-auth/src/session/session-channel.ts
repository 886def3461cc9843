import { authConfig } from './auth-config';

/**
 * What one tab tells the others of the same origin. Every tab shares one refresh cookie, so a
 * tab that refreshed (or signed in) hands its new access token over instead of each tab rotating
 * the cookie again; a sign-out ends the session in every tab.
 */
export type SessionMessage =
  | {
      type: 'tokens';
      reason: 'sign-in' | 'refresh';
      token: string;
      refreshTokenMaxAge: number | null;
    }
  | { type: 'signed-out' };

export interface SharedTokens {
  token: string;
  refreshTokenMaxAge: number | null;
}

let channel: BroadcastChannel | null = null;
// Counts the tokens other tabs handed over: a refresh that waited for the cross-tab lock checks
// whether one arrived meanwhile.
let received = 0;
let latest: SharedTokens | null = null;

const channelName = () => `${authConfig.storagePrefix}-session`;

/** Joins the tabs' channel (where BroadcastChannel exists); returns the leave function. */
export function openSessionChannel(onMessage: (message: SessionMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const own = new BroadcastChannel(channelName());
  channel = own;
  own.onmessage = (event: MessageEvent<SessionMessage>) => {
    const message = event.data;
    if (message?.type === 'tokens' && typeof message.token === 'string') {
      received += 1;
      latest = { token: message.token, refreshTokenMaxAge: message.refreshTokenMaxAge };
    }
    if (message?.type === 'tokens' || message?.type === 'signed-out') onMessage(message);
  };
  return () => {
    own.close();
    if (channel === own) channel = null;
  };
}

export function tellOtherTabs(message: SessionMessage): void {
  channel?.postMessage(message);
}

/** A mark to pass to `tokensSharedSince` later. */
export const sharedTokensMark = (): number => received;

/** The newest tokens another tab handed over after `mark`, if any. */
export function tokensSharedSince(mark: number): SharedTokens | null {
  return received > mark ? latest : null;
}

/**
 * Runs `task` holding the tabs' refresh lock (Web Locks), so two tabs never present the same
 * refresh cookie at once: the second one sends the cookie the first one's answer replaced. Where
 * there are no Web Locks, the API's short grace window for a just-rotated token covers the race.
 */
export async function withSessionLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(`${authConfig.storagePrefix}-auth-refresh`, task) : task();
}
