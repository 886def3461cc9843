import { fieldsInvalid } from '../../plugins/errors';
import type { TenantRow } from '../../db/schema';
import { passwordResetMail, tenantAppUrl } from './auth-mails';
import { normalizeEmail, type AuthContext } from './auth.context';
import { linkExpired, linkInvalid } from './auth.errors';
import { findAuthToken, insertAuthToken, useAuthToken } from './auth-tokens.repository';
import { hashToken, newOpaqueToken } from './opaque-token';
import { passwordProblem } from './password-policy';
import { revokeUserFamilies } from './refresh-tokens.repository';
import { findUserByEmail, findUserById, resetUserPassword } from './users.repository';

export const RESET_TOKEN_TTL_MS = 3600 * 1000;

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
  const { mailIp, mailEmail } = ctx.config.auth.rateLimits;
  await ctx.limiter.consume([
    { key: `recovery:ip:${ip}`, rule: mailIp },
    { key: `recovery:email:${tenant.id}:${address}`, rule: mailEmail },
  ]);
  ctx.background.run('recovery-mail', async () => {
    const user = await findUserByEmail(ctx.db, tenant.id, address);
    if (!user || user.status === 'disabled') return;
    const { token, hash } = newOpaqueToken();
    await insertAuthToken(ctx.db, {
      tenantId: tenant.id,
      userId: user.id,
      purpose: 'password_reset',
      tokenHash: hash,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const appUrl = tenantAppUrl(ctx.config.mail.appUrlTemplate, tenant.uriName);
    await ctx.mailer.send(passwordResetMail({ tenant, user, appUrl, token }));
  });
}

/** Sets the new password, uses the link, confirms the e-mail and ends every session. */
export async function resetPassword(
  ctx: AuthContext,
  tenant: TenantRow,
  input: { token: string; password: string },
): Promise<{ reset: true }> {
  const problem = passwordProblem(input.password);
  if (problem) throw fieldsInvalid([{ field: 'password', reason: problem }]);

  const row = await findAuthToken(ctx.db, tenant.id, 'password_reset', hashToken(input.token));
  if (!row || row.usedAt) throw linkInvalid();
  if (row.expiresAt.getTime() <= Date.now()) throw linkExpired();
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
  return { reset: true };
}
