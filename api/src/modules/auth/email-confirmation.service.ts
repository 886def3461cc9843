import type { TenantRow, UserRow } from '../../db/schema';
import { confirmationMail, tenantAppUrl } from './auth-mails';
import { normalizeEmail, type AuthContext } from './auth.context';
import { linkExpired, linkInvalid } from './auth.errors';
import { findAuthToken, insertAuthToken, useAuthToken } from './auth-tokens.repository';
import { hashToken, newOpaqueToken } from './opaque-token';
import { confirmUserEmail, findUserByEmail, findUserById } from './users.repository';

export const CONFIRM_TOKEN_TTL_MS = 48 * 3600 * 1000;

/** Stores a new 48-hour confirmation token and mails its link to the user. */
export async function sendConfirmationMail(
  ctx: AuthContext,
  tenant: Pick<TenantRow, 'id' | 'uriName' | 'commercialName'>,
  user: Pick<UserRow, 'id' | 'name' | 'email'>,
): Promise<void> {
  const { token, hash } = newOpaqueToken();
  await insertAuthToken(ctx.db, {
    tenantId: tenant.id,
    userId: user.id,
    purpose: 'email_confirm',
    tokenHash: hash,
    expiresAt: new Date(Date.now() + CONFIRM_TOKEN_TTL_MS),
  });
  const appUrl = tenantAppUrl(ctx.config.mail.appUrlTemplate, tenant.uriName);
  await ctx.mailer.send(confirmationMail({ tenant, user, appUrl, token }));
}

export async function confirmEmail(
  ctx: AuthContext,
  tenant: TenantRow,
  token: string,
): Promise<{ confirmed: true; email: string }> {
  const row = await findAuthToken(ctx.db, tenant.id, 'email_confirm', hashToken(token));
  if (!row || row.usedAt) throw linkInvalid();
  if (row.expiresAt.getTime() <= Date.now()) throw linkExpired();
  const now = new Date();
  const user = await ctx.db.transaction(async (tx) => {
    if (!(await useAuthToken(tx, row, now))) return null;
    await confirmUserEmail(tx, tenant.id, row.userId, now);
    return findUserById(tx, tenant.id, row.userId);
  });
  if (!user) throw linkInvalid();
  return { confirmed: true, email: user.email };
}

/**
 * Answers the same whatever the e-mail is; the lookup and the mail run after the response, so
 * neither the body nor the timing tells whether an account exists or is confirmed.
 */
export async function resendConfirmation(
  ctx: AuthContext,
  tenant: TenantRow,
  email: string,
  ip: string,
): Promise<void> {
  const address = normalizeEmail(email);
  const { mailIp, mailEmail } = ctx.config.auth.rateLimits;
  await ctx.limiter.consume([
    { key: `confirm-resend:ip:${ip}`, rule: mailIp },
    { key: `confirm-resend:email:${tenant.id}:${address}`, rule: mailEmail },
  ]);
  ctx.background.run('confirmation-resend', async () => {
    const user = await findUserByEmail(ctx.db, tenant.id, address);
    if (!user || user.emailConfirmedAt || user.status !== 'active') return;
    await sendConfirmationMail(ctx, tenant, user);
  });
}
