import type { TenantRow, UserRow } from '../../db/schema';
import { confirmationMail } from './auth-mails';
import { normalizeEmail, type AuthContext } from './auth.context';
import { linkInvalid } from './auth.errors';
import { findUsableLink, sendLinkMail } from './auth-links';
import { useAuthToken } from './auth-tokens.repository';
import { confirmUserEmail, findUserByEmail, findUserById } from './users.repository';

export const CONFIRM_TOKEN_TTL_MS = 48 * 3600 * 1000;

const CONFIRM_LINK = {
  purpose: 'email_confirm',
  ttlMs: CONFIRM_TOKEN_TTL_MS,
  mail: confirmationMail,
} as const;

/** Stores a new 48-hour confirmation token and mails its link to the user. */
export function sendConfirmationMail(
  ctx: AuthContext,
  tenant: Pick<TenantRow, 'id' | 'uriName' | 'commercialName'>,
  user: Pick<UserRow, 'id' | 'name' | 'email'>,
): Promise<void> {
  return sendLinkMail(ctx, CONFIRM_LINK, tenant, user);
}

export async function confirmEmail(
  ctx: AuthContext,
  tenant: TenantRow,
  token: string,
): Promise<{ confirmed: true; email: string }> {
  const row = await findUsableLink(ctx, tenant.id, 'email_confirm', token);
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
