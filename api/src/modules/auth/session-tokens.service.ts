import { randomUUID } from 'node:crypto';
import type { TenantRow, UserRow } from '../../db/schema';
import type { AuthContext } from './auth.context';
import { refreshInvalid, refreshReused } from './auth.errors';
import { hashToken, newOpaqueToken } from './opaque-token';
import {
  findRefreshToken,
  insertRefreshToken,
  markRotated,
  revokeFamily,
} from './refresh-tokens.repository';
import { findUserById } from './users.repository';

export interface SessionTokens {
  token: string;
  refreshToken: string;
  /** Seconds until the family's absolute expiry: the client schedules its refresh by it. */
  refreshTokenMaxAge: number;
}

type Tenant = Pick<TenantRow, 'id' | 'uriName'>;

/** A new access token and a new refresh token, in a new family unless one is given. */
export async function issueSession(
  ctx: AuthContext,
  tenant: Tenant,
  user: Pick<UserRow, 'id' | 'role'>,
  family: { id: string; expiresAt: Date } | null,
  now = new Date(),
): Promise<SessionTokens> {
  const familyId = family?.id ?? randomUUID();
  const expiresAt =
    family?.expiresAt ?? new Date(now.getTime() + ctx.config.auth.refreshTokenTtl * 1000);
  const { token: refreshToken, hash } = newOpaqueToken();
  await insertRefreshToken(ctx.db, {
    tenantId: tenant.id,
    userId: user.id,
    familyId,
    tokenHash: hash,
    expiresAt,
  });
  const token = ctx.tokens.sign({
    sub: user.id,
    tid: tenant.id,
    ten: tenant.uriName,
    role: user.role,
  });
  const refreshTokenMaxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return { token, refreshToken, refreshTokenMaxAge };
}

/**
 * Rotates a refresh token. A token already rotated less than REFRESH_GRACE_SECONDS ago gets a
 * new pair in the same family (two tabs refreshing together both stay signed in); later, the
 * replay means the token leaked, so the whole family is revoked.
 */
export async function refreshSession(
  ctx: AuthContext,
  tenant: Tenant,
  presented: string,
): Promise<SessionTokens> {
  const now = new Date();
  let row = await findRefreshToken(ctx.db, tenant.id, hashToken(presented));
  if (!row || row.revokedAt || row.expiresAt <= now) throw refreshInvalid();
  const family = { id: row.familyId, expiresAt: row.expiresAt };

  const user = await findUserById(ctx.db, tenant.id, row.userId);
  if (!user || user.status !== 'active') {
    await revokeFamily(ctx.db, tenant.id, row.familyId, now);
    throw refreshInvalid();
  }

  if (!row.rotatedAt) {
    if (await markRotated(ctx.db, tenant.id, row.id, now)) {
      return issueSession(ctx, tenant, user, family, now);
    }
    // A concurrent request rotated it a moment ago: read when, then apply the grace rule.
    row = await findRefreshToken(ctx.db, tenant.id, row.tokenHash);
    if (!row || row.revokedAt) throw refreshInvalid();
  }
  const sinceRotation = now.getTime() - (row.rotatedAt ?? now).getTime();
  if (sinceRotation < ctx.config.auth.refreshGraceSeconds * 1000) {
    return issueSession(ctx, tenant, user, family, now);
  }
  await revokeFamily(ctx.db, tenant.id, row.familyId, now);
  ctx.log.warn(
    { tenantId: tenant.id, userId: row.userId, familyId: row.familyId },
    'rotated refresh token presented again: family revoked',
  );
  throw refreshReused();
}

/** Ends the session the refresh token belongs to; unknown tokens are ignored. */
export async function revokeSession(ctx: AuthContext, tenantId: string, presented: string) {
  const row = await findRefreshToken(ctx.db, tenantId, hashToken(presented));
  if (row) await revokeFamily(ctx.db, tenantId, row.familyId, new Date());
}
