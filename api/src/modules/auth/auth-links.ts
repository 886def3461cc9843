import type { AuthTokenPurpose, AuthTokenRow, TenantRow, UserRow } from '../../db/schema';
import type { MailMessage } from '../mail/mail.types';
import { tenantAppUrl, type MailTarget } from './auth-mails';
import type { AuthContext } from './auth.context';
import { linkExpired, linkInvalid } from './auth.errors';
import { findAuthToken, insertAuthToken } from './auth-tokens.repository';
import { hashToken, newOpaqueToken } from './opaque-token';

/** Stores a new single-use link token for the user and mails the link built by `mail`. */
export async function sendLinkMail(
  ctx: AuthContext,
  link: { purpose: AuthTokenPurpose; ttlMs: number; mail: (target: MailTarget) => MailMessage },
  tenant: Pick<TenantRow, 'id' | 'uriName' | 'commercialName'>,
  user: Pick<UserRow, 'id' | 'name' | 'email'>,
): Promise<void> {
  const { token, hash } = newOpaqueToken();
  await insertAuthToken(ctx.db, {
    tenantId: tenant.id,
    userId: user.id,
    purpose: link.purpose,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + link.ttlMs),
  });
  const appUrl = tenantAppUrl(ctx.config.mail.appUrlTemplate, tenant.uriName);
  await ctx.mailer.send(link.mail({ tenant, user, appUrl, token }));
}

/** The link token behind `token`, unused and unexpired; otherwise TOKEN_INVALID / TOKEN_EXPIRED. */
export async function findUsableLink(
  ctx: AuthContext,
  tenantId: string,
  purpose: AuthTokenPurpose,
  token: string,
): Promise<AuthTokenRow> {
  const row = await findAuthToken(ctx.db, tenantId, purpose, hashToken(token));
  if (!row || row.usedAt) throw linkInvalid();
  if (row.expiresAt.getTime() <= Date.now()) throw linkExpired();
  return row;
}
