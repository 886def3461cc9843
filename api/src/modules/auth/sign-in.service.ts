import type { TenantRow, UserRow } from '../../db/schema';
import { startSignIn } from './auth-limits';
import { normalizeEmail, type AuthContext } from './auth.context';
import {
  emailNotConfirmed,
  invalidCredentials,
  signInTicketInvalid,
  userDisabled,
} from './auth.errors';
import { permissionsOf } from './permissions';
import { lockFamily, markRotated } from './refresh-tokens.repository';
import { issueSession, type SessionTokens } from './session-tokens.service';
import { findUserByEmail, findUserById, recordSignIn } from './users.repository';

export async function signIn(
  ctx: AuthContext,
  tenant: TenantRow,
  input: { email: string; password: string },
  ip: string,
): Promise<SessionTokens> {
  const email = normalizeEmail(input.email);
  // Counted as a failure until the password matches (failures only count, see auth-limits.ts).
  const attempt = await startSignIn(ctx, tenant.id, email, ip);

  const user = await findUserByEmail(ctx.db, tenant.id, email);
  // The current settings' scrypt run whether or not the user exists: timing reveals no account.
  const matches = await ctx.passwords.verify(input.password, user?.passwordHash ?? null);
  if (!user || !matches || !user.passwordHash) throw invalidCredentials();
  await attempt.succeeded();
  // Only someone who knows the password learns the account's state.
  if (user.status === 'disabled') throw userDisabled();
  if (user.status !== 'active') throw invalidCredentials();
  if (!user.emailConfirmedAt) throw emailNotConfirmed();

  const now = new Date();
  const upgraded = ctx.passwords.needsRehash(user.passwordHash)
    ? await ctx.passwords.hash(input.password)
    : undefined;
  await recordSignIn(ctx.db, tenant.id, user.id, now, upgraded);
  return issueSession(ctx, tenant, user, null, now);
}

/**
 * The sign-up's ticket (sign-in-ticket.ts) for the tokens a sign-in answers, on the new
 * company's own host. Once only: the sign-up began the session with one refresh token that
 * nobody holds; the exchange rotates it (under the family lock), so a second exchange, or one
 * after the session moved on or ended, finds no such token and is refused.
 */
export async function exchangeSignInTicket(
  ctx: AuthContext,
  tenant: TenantRow,
  ticket: string,
): Promise<SessionTokens> {
  const claims = ctx.tickets.read(ticket);
  if (!claims || claims.tid !== tenant.id) throw signInTicketInvalid();
  const now = new Date();
  const tokens = await ctx.db.transaction(async (tx) => {
    const rows = await lockFamily(tx, tenant.id, claims.sid);
    const first = rows[0];
    if (rows.length !== 1 || !first || first.userId !== claims.sub) return null;
    if (first.rotatedAt || first.revokedAt || first.expiresAt <= now) return null;
    const user = await findUserById(tx, tenant.id, first.userId);
    if (!user || user.status !== 'active') return null;
    await markRotated(tx, tenant.id, first.id, now);
    await recordSignIn(tx, tenant.id, user.id, now);
    const family = { id: first.familyId, expiresAt: first.expiresAt };
    return issueSession(ctx, tenant, user, family, now, tx);
  });
  if (!tokens) throw signInTicketInvalid();
  return tokens;
}

export function toSession(user: UserRow, tenant: TenantRow) {
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      emailConfirmed: user.emailConfirmedAt !== null,
    },
    tenant: {
      id: tenant.id,
      uriName: tenant.uriName,
      commercialName: tenant.commercialName,
      situation: tenant.situation,
    },
    permissions: permissionsOf(user.role),
  };
}
