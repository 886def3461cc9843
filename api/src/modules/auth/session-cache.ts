import type { TenantRow, UserRow } from '../../db/schema';
import type { SharedState } from '../../plugins/shared-state';

export interface CachedSession {
  tenant: TenantRow;
  user: UserRow;
  /** The refresh token family (access token `sid`) found live when the entry was loaded. */
  familyId: string;
}

/**
 * What app.authenticate loads per request (the Host's tenant and the token's user), kept for a
 * few seconds: a panel page makes several calls with one token, and on PGlite each lookup costs
 * about a millisecond of the only thread. The price is that a disabled user or a changed role
 * takes up to AUTH_SESSION_CACHE_SECONDS to apply on other instances; invalidateUser applies it
 * at once on this one (invalidateFamily for one revoked session). TTL 0 turns the cache off.
 */
export interface SessionCache {
  get(key: string): CachedSession | null;
  set(key: string, value: CachedSession): void;
  invalidateUser(tenantId: string, userId: string): void;
  /** Forgets the entries of one session (sign-out, reuse detection): its tokens fail at once. */
  invalidateFamily(tenantId: string, familyId: string): void;
  clear(): void;
}

const MAX_ENTRIES = 10_000;

export function createSessionCache(
  ttlSeconds: number,
  clock: () => number = Date.now,
): SessionCache {
  const entries = new Map<string, { value: CachedSession; expiresAt: number }>();
  const ttlMs = ttlSeconds * 1000;
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt > clock()) return entry.value;
      entries.delete(key);
      return null;
    },
    set(key, value) {
      if (ttlMs <= 0) return;
      // Maps iterate in insertion order: dropping the first entry drops the oldest.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expiresAt: clock() + ttlMs });
    },
    invalidateUser(tenantId, userId) {
      for (const [key, { value }] of entries) {
        if (value.user.tenantId === tenantId && value.user.id === userId) entries.delete(key);
      }
    },
    invalidateFamily(tenantId, familyId) {
      for (const [key, { value }] of entries) {
        if (value.tenant.id === tenantId && value.familyId === familyId) entries.delete(key);
      }
    },
    clear: () => entries.clear(),
  };
}

/**
 * `cache` with its invalidations applied on every API instance (DESIGN §7): a disabled user or
 * a revoked session is refused by all of them at once, not after the cache's seconds.
 */
export function sharedSessionCache(cache: SessionCache, shared: SharedState): SessionCache {
  shared.subscribe('session-invalidate', (raw) => {
    const { kind, tenantId, id } = JSON.parse(raw) as {
      kind: string;
      tenantId: string;
      id: string;
    };
    if (kind === 'user') cache.invalidateUser(tenantId, id);
    else cache.invalidateFamily(tenantId, id);
  });
  const announce = (kind: 'user' | 'family', tenantId: string, id: string) =>
    shared.publish('session-invalidate', JSON.stringify({ kind, tenantId, id }));
  return {
    get: (key) => cache.get(key),
    set: (key, value) => cache.set(key, value),
    invalidateUser: (tenantId, userId) => announce('user', tenantId, userId),
    invalidateFamily: (tenantId, familyId) => announce('family', tenantId, familyId),
    clear: () => cache.clear(),
  };
}
