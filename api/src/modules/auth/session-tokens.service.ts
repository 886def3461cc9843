import { randomUUID } from 'node:crypto';
import type { TenantRow, UserRow } from '../../db/schema';
import type { Db } from '../../db/client';
import type { AuthContext } from './auth.context';
import { refreshInvalid, refreshReused } from './auth.errors';
import { hashToken, newOpaqueToken } from './opaque-token';
import {
  findRefreshToken,
  insertRefreshToken,
  lockFamily,
  markGraceUsed,
  markRotated,
  revokeFamily,
} from './refresh-tokens.repository';
import { findUserById } from './users.repository';

export interface SessionTokens {
  token: string;
  refreshToken: string;
  /** Seconds until the family's absolute expiry: the client schedules its refresh by it. */
  refreshTokenMaxAge: number;
  /** The session (refresh token family) the tokens belong to. */
  familyId: string;
}

type Tenant = Pick<TenantRow, 'id' | 'uriName'>;

/**
 * A refresh token row's `version` counts its updates: 1 as inserted, 2 once rotated, 3 once its
 * single grace replay is spent (revocation also bumps it, but revoked rows are refused anyway).
 */
const ROTATED_VERSION = 2;

/** A new access token and a new refresh token, in a new family unless one is given. */
export async function issueSession(
  ctx: AuthContext,
  tenant: Tenant,
  user: Pick<UserRow, 'id' | 'role'>,
  family: { id: string; expiresAt: Date } | null,
  now = new Date(),
  db: Db = ctx.db,
): Promise<SessionTokens> {
  const familyId = family?.id ?? randomUUID();
  const expiresAt =
    family?.expiresAt ?? new Date(now.getTime() + ctx.config.auth.refreshTokenTtl * 1000);
  const { token: refreshToken, hash } = newOpaqueToken();
  await insertRefreshToken(db, {
    tenantId: tenant.id,
    userId: user.id,
    familyId,
    tokenHash: hash,
    expiresAt,
  });
  // `sid` names the family: app.authenticate refuses the access token once it is revoked.
  const token = ctx.tokens.sign({
    sub: user.id,
    tid: tenant.id,
    ten: tenant.uriName,
    role: user.role,
    sid: familyId,
  });
  const refreshTokenMaxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return { token, refreshToken, refreshTokenMaxAge, familyId };
}

type RefreshOutcome =
  | { ok: true; tokens: SessionTokens }
  | { ok: false; reason: 'invalid' | 'reused'; revoked?: { familyId: string; userId: string } };

/**
 * Rotates a refresh token. A token rotated less than REFRESH_GRACE_SECONDS ago gets one more
 * pair in the same family, once: the browser shares one refresh cookie between its tabs, and
 * although the front-end serialises refreshes across tabs (Web Locks), a page unloaded while its
 * refresh was in flight, or a browser without locks, can present the cookie's token again just
 * after it was rotated. Later, the replay means the token leaked, so the whole family is revoked.
 *
 * Everything runs in one transaction that first locks the family's rows (revocation locks the
 * same rows), so a sign-out or reset racing a refresh never leaves a live token behind.
 */
export async function refreshSession(
  ctx: AuthContext,
  tenant: Tenant,
  presented: string | null,
): Promise<SessionTokens> {
  const now = new Date();
  // No cookie (never signed in here, signed out, or the cookie expired).
  if (!presented) throw refreshInvalid();
  const found = await findRefreshToken(ctx.db, tenant.id, hashToken(presented));
  if (!found) throw refreshInvalid();

  const outcome = await ctx.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const rows = await lockFamily(tx, tenant.id, found.familyId);
    const row = rows.find((r) => r.id === found.id);
    // A revoked row means the family was revoked (revocation takes every row under the lock).
    if (!row || rows.some((r) => r.revokedAt) || row.expiresAt <= now) {
      return { ok: false, reason: 'invalid' };
    }
    const family = { id: row.familyId, expiresAt: row.expiresAt };
    const revoked = { familyId: row.familyId, userId: row.userId };

    const user = await findUserById(tx, tenant.id, row.userId);
    if (!user || user.status !== 'active') {
      await revokeFamily(tx, tenant.id, row.familyId, now);
      return { ok: false, reason: 'invalid', revoked };
    }

    if (!row.rotatedAt) {
      await markRotated(tx, tenant.id, row.id, now);
      return { ok: true, tokens: await issueSession(ctx, tenant, user, family, now, tx) };
    }
    const sinceRotation = now.getTime() - row.rotatedAt.getTime();
    if (sinceRotation < ctx.config.auth.refreshGraceSeconds * 1000) {
      // One grace replay per rotated token: a copy of it cannot mint session after session.
      if (row.version !== ROTATED_VERSION) return { ok: false, reason: 'invalid' };
      await markGraceUsed(tx, tenant.id, row.id);
      return { ok: true, tokens: await issueSession(ctx, tenant, user, family, now, tx) };
    }
    await revokeFamily(tx, tenant.id, row.familyId, now);
    return { ok: false, reason: 'reused', revoked };
  });

  if (outcome.ok) return outcome.tokens;
  if (outcome.revoked) {
    ctx.sessions.invalidateFamily(tenant.id, outcome.revoked.familyId);
  }
  if (outcome.reason === 'reused') {
    ctx.log.warn(
      { tenantId: tenant.id, ...outcome.revoked },
      'rotated refresh token presented again: family revoked',
    );
    throw refreshReused();
  }
  throw refreshInvalid();
}

/** Ends the session the refresh token belongs to; unknown tokens are ignored. */
export async function revokeSession(ctx: AuthContext, tenantId: string, presented: string) {
  const row = await findRefreshToken(ctx.db, tenantId, hashToken(presented));
  if (!row) return;
  await revokeFamily(ctx.db, tenantId, row.familyId, new Date());
  ctx.sessions.invalidateFamily(tenantId, row.familyId);
}
