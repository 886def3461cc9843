import { and, eq } from 'drizzle-orm';
import type { TenantRow } from '../../db/schema';
import { users } from '../../db/schema';
import type { MailMessage } from '../mail/mail.types';
import type { CommerceContext } from './commerce-public.context';

/** Who hears of a new order or message: the tenant's contact e-mail, else its active owners. */
async function noticeRecipients(ctx: CommerceContext, tenant: TenantRow): Promise<string[]> {
  const contact = tenant.about.email?.trim();
  if (contact) return [contact];
  const owners = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.role, 'owner'), eq(users.status, 'active')));
  return owners.map((o) => o.email);
}

/**
 * Mails the tenant after the response: a mail failure is logged by app.background and never
 * fails (or slows) the visitor's request, which is already stored.
 */
export function noticeTenant(
  ctx: CommerceContext,
  tenant: TenantRow,
  name: string,
  build: (to: string) => MailMessage,
): void {
  ctx.background.run(name, async () => {
    const recipients = await noticeRecipients(ctx, tenant);
    if (recipients.length === 0) {
      ctx.log.warn({ tenant: tenant.uriName, job: name }, 'no contact e-mail or owner to notify');
    }
    for (const to of recipients) await ctx.mailer.send(build(to));
  });
}
