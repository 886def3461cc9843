import type { TenantRow, UserRow } from '../../db/schema';
import { markTenantConfirmed } from '../tenants/tenants.repository';
import { consumeMailRequest } from './auth-limits';
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
    const confirmed = await findUserById(tx, tenant.id, row.userId);
    // The owner's address is proven: the company goes public.
    if (confirmed?.role === 'owner') await markTenantConfirmed(tx, tenant.id);
    return confirmed;
  });
  if (!user) throw linkInvalid();
  // A signed-in session must see the confirmation at once (the panel's banner goes).
  ctx.sessions.invalidateUser(tenant.id, user.id);
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
  await consumeMailRequest(ctx, 'confirm-resend', tenant.id, address, ip);
  ctx.background.run('confirmation-resend', async () => {
    const user = await findUserByEmail(ctx.db, tenant.id, address);
    if (!user || user.emailConfirmedAt || user.status !== 'active') return;
    await sendConfirmationMail(ctx, tenant, user);
  });
}
