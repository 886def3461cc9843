import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders, type OrderCustomer } from '../../db/commerce-schema';
import { drawOrderReference } from './order-reference';

/** Rows of a raw query; node-postgres and PGlite both answer `{ rows }`. */
async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export interface OrderableProduct {
  id: string;
  code: string;
  status: 'draft' | 'published' | 'discontinued';
  descriptionName: string;
  complement: string | null;
  /** The current offer's price, or null when the product has no running offer. */
  offerPrice: number | null;
}

/** The tenant's products among ids, with their current offer price; other tenants' never match. */
export async function findOrderableProducts(
  db: Db,
  tenantId: string,
  ids: string[],
  now: Date,
): Promise<OrderableProduct[]> {
  const at = now.toISOString();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select p.id, p.code, p.status, d.name as description_name, p.complement,
      (select o.price from offers o
        where o.tenant_id = p.tenant_id and o.product_id = p.id
          and o.starts_at <= ${at}::timestamptz
          and (o.ends_at is null or o.ends_at > ${at}::timestamptz)
        order by o.starts_at desc, o.id limit 1) as offer_price
    from products p
    join descriptions d on d.tenant_id = p.tenant_id and d.id = p.description_id
    where p.tenant_id = ${tenantId} and p.id in (${list})`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    code: String(r.code),
    status: r.status as OrderableProduct['status'],
    descriptionName: String(r.description_name),
    complement: (r.complement as string | null) ?? null,
    offerPrice: r.offer_price == null ? null : Number(r.offer_price),
  }));
}

export async function findOrderByKey(
  db: Db,
  tenantId: string,
  idempotencyKey: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

export async function findOrderLines(db: Db, tenantId: string, orderId: string) {
  return db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.tenantId, tenantId), eq(orderLines.orderId, orderId)))
    .orderBy(asc(orderLines.rank));
}

// Namespace of the per-tenant order-number lock (first argument of pg_advisory_xact_lock).
const ORDER_NUMBER_LOCK = 7_301;

/**
 * Serialises order creation per tenant until the transaction ends, so max(number) + 1 is safe
 * on PostgreSQL with concurrent requests (PGlite has one connection, the lock is then a no-op).
 */
export async function lockTenantOrders(tx: Db, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_NUMBER_LOCK}, hashtext(${tenantId}))`);
}

export async function nextOrderNumber(tx: Db, tenantId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select (coalesce(max(number), 0) + 1)::int as n from orders where tenant_id = ${tenantId}`,
  );
  return Number(row?.n ?? 1);
}

/**
 * A reference no order of the tenant has yet. Called under lockTenantOrders, so no twin can take
 * it before the insert (the unique index is the backstop); with 40 random bits a second draw is
 * already rare.
 */
export async function unusedOrderReference(tx: Db, tenantId: string): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const reference = drawOrderReference();
    const [taken] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.reference, reference)));
    if (!taken) return reference;
  }
  throw new Error('no free order reference after 10 draws');
}

export interface NewOrder {
  tenantId: string;
  number: number;
  reference: string;
  customer: OrderCustomer;
  notes: string | null;
  idempotencyKey: string;
  requestHash: string;
  lines: {
    productId: string;
    code: string;
    description: string;
    quantity: number;
    unitPrice: number | null;
  }[];
}

export async function insertOrder(tx: Db, order: NewOrder) {
  const { lines, ...values } = order;
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned no row');
  const lineRows = await tx
    .insert(orderLines)
    .values(lines.map((l, rank) => ({ ...l, tenantId: order.tenantId, orderId: row.id, rank })))
    .returning();
  return { order: row, lines: lineRows.sort((a, b) => a.rank - b.rank) };
}
