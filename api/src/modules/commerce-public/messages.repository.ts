import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages } from '../../db/commerce-schema';
import { products } from '../../db/product-schema';

/** A product the public catalogue shows (published or discontinued) of this tenant, or null. */
export async function findVisibleProductCode(db: Db, tenantId: string, id: string) {
  const [row] = await db
    .select({ code: products.code })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id), ne(products.status, 'draft')));
  return row ?? null;
}

export async function insertMessage(db: Db, values: typeof messages.$inferInsert) {
  const [row] = await db
    .insert(messages)
    .values(values)
    .returning({ id: messages.id, createdAt: messages.createdAt });
  if (!row) throw new Error('message insert returned no row');
  return row;
}
