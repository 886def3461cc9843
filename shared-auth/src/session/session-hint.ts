import { authConfig } from './auth-config';

/**
 * The refresh token is in an HttpOnly cookie (set and read by the API only) and the access token
 * in memory, so after a reload nothing a script can read says whether a session exists. This
 * hint does: the time the session ends (the refresh cookie's expiry), in localStorage, which is
 * no secret. With it, a page load shows 'loading' and restores the session with one refresh
 * call; without it, a visitor who never signed in costs no call and sees no flash.
 */
const key = () => `${authConfig.storagePrefix}.session-until`;

// Storage can be unavailable (blocked, private mode quotas): then every load asks the API.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Notes that a session lives for `maxAgeSeconds` more (a day when the API does not say). */
export function writeSessionHint(maxAgeSeconds: number | null | undefined): void {
  const seconds = maxAgeSeconds && maxAgeSeconds > 0 ? maxAgeSeconds : 86_400;
  try {
    storage()?.setItem(key(), String(Date.now() + seconds * 1000));
  } catch {
    // Quota or blocked storage: the session still works in this page.
  }
}

/** Whether a session may be restored: the hint is there and not past its time. */
export function hasSessionHint(): boolean {
  let value: string | null | undefined;
  try {
    value = storage()?.getItem(key());
  } catch {
    return false;
  }
  const until = Number(value);
  return value != null && Number.isFinite(until) && until > Date.now();
}

export function clearSessionHint(): void {
  try {
    storage()?.removeItem(key());
  } catch {
    // Nothing to clear.
  }
}

/**
 * Older builds wrote both tokens into script-readable cookies (`<prefix>.token` and
 * `<prefix>.refresh`, Path=/): they are expired once, so no page keeps a readable token.
 */
export function dropLegacyTokenCookies(): void {
  if (typeof document === 'undefined') return;
  for (const name of [`${authConfig.storagePrefix}.token`, `${authConfig.storagePrefix}.refresh`]) {
    if (document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`))) {
      document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Strict`;
    }
  }
}
