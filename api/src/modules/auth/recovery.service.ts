import { fieldsInvalid } from '../../plugins/errors';
import type { TenantRow } from '../../db/schema';
import { consumeMailRequest, forgetSignInFailures } from './auth-limits';
import { passwordResetMail } from './auth-mails';
import { normalizeEmail, type AuthContext } from './auth.context';
import { linkInvalid } from './auth.errors';
import { findUsableLink, sendLinkMail } from './auth-links';
import { useAuthToken } from './auth-tokens.repository';
import { passwordProblem } from './password-policy';
import { revokeUserFamilies } from './refresh-tokens.repository';
import { findUserByEmail, findUserById, resetUserPassword } from './users.repository';

export const RESET_TOKEN_TTL_MS = 3600 * 1000;
const RESET_LINK = {
  purpose: 'password_reset',
  ttlMs: RESET_TOKEN_TTL_MS,
  mail: passwordResetMail,
} as const;

/**
 * Same answer and about the same time for any e-mail: only the rate limit runs before the
 * response; the lookup, the token and the mail run after it.
 */
export async function requestRecovery(
  ctx: AuthContext,
  tenant: TenantRow,
  email: string,
  ip: string,
): Promise<void> {
  const address = normalizeEmail(email);
  await consumeMailRequest(ctx, 'recovery', tenant.id, address, ip);
  ctx.background.run('recovery-mail', async () => {
    const user = await findUserByEmail(ctx.db, tenant.id, address);
    if (!user || user.status === 'disabled') return;
    await sendLinkMail(ctx, RESET_LINK, tenant, user);
  });
}

/**
 * Sets the new password, uses the link, confirms the e-mail and ends every session; the account's
 * sign-in failures (and this client's on it) are forgotten.
 */
export async function resetPassword(
  ctx: AuthContext,
  tenant: TenantRow,
  input: { token: string; password: string },
  ip: string,
): Promise<{ reset: true }> {
  const problem = passwordProblem(input.password);
  if (problem) throw fieldsInvalid([{ field: 'password', reason: problem }]);

  const row = await findUsableLink(ctx, tenant.id, 'password_reset', input.token);
  const user = await findUserById(ctx.db, tenant.id, row.userId);
  if (!user || user.status === 'disabled') throw linkInvalid();

  const passwordHash = await ctx.passwords.hash(input.password);
  const now = new Date();
  const done = await ctx.db.transaction(async (tx) => {
    if (!(await useAuthToken(tx, row, now))) return false;
    await resetUserPassword(tx, tenant.id, user.id, passwordHash, now);
    await revokeUserFamilies(tx, tenant.id, user.id, now);
    return true;
  });
  if (!done) throw linkInvalid();
  ctx.sessions.invalidateUser(tenant.id, user.id);
  await forgetSignInFailures(ctx, tenant.id, normalizeEmail(user.email), ip);
  return { reset: true };
}
