import type { TenantRow, UserRow } from '../../db/schema';
import { startSignIn } from './auth-limits';
import { normalizeEmail, type AuthContext } from './auth.context';
import { emailNotConfirmed, invalidCredentials, userDisabled } from './auth.errors';
import { permissionsOf } from './permissions';
import { issueSession, type SessionTokens } from './session-tokens.service';
import { findUserByEmail, recordSignIn } from './users.repository';

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

export function toSession(user: UserRow, tenant: TenantRow) {
  return {
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
    tenant: {
      id: tenant.id,
      uriName: tenant.uriName,
      commercialName: tenant.commercialName,
      situation: tenant.situation,
    },
    permissions: permissionsOf(user.role),
  };
}
