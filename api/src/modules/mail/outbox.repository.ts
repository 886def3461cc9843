import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox, type OutboxRow } from '../../db/schema';
import type { MailMessage } from './mail.types';

export async function insertOutboxMail(db: Db, message: MailMessage): Promise<OutboxRow> {
  const [row] = await db
    .insert(outbox)
    .values({
      tenantId: message.tenantId,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      link: message.link ?? null,
    })
    .returning();
  if (!row) throw new Error('outbox insert returned no row');
  return row;
}

/** The newest mail to an address, optionally only among one tenant's mails. */
export async function findLatestOutboxMail(
  db: Db,
  to: string,
  tenantId: string | null,
): Promise<OutboxRow | null> {
  const rows = await db
    .select()
    .from(outbox)
    .where(tenantId ? and(eq(outbox.to, to), eq(outbox.tenantId, tenantId)) : eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return rows[0] ?? null;
}
