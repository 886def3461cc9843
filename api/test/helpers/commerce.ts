import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import { offers } from '../../src/db/commerce-schema';
import { products } from '../../src/db/product-schema';
import { outbox, tenants, type CompanyAbout, type CompanyRule } from '../../src/db/schema';
import { tenantId } from './auth';

export const DEMO = 'demo.localhost:3333';
export const ACME = 'acme.localhost:3333';

/** Published products of a tenant, by code (a generated catalogue must be loaded). */
export async function publishedIds(app: App, uriName: string, count: number): Promise<string[]> {
  const rows = await app.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.tenantId, await tenantId(app, uriName)), eq(products.status, 'published')),
    )
    .orderBy(products.code)
    .limit(count);
  if (rows.length < count) throw new Error(`${uriName} has fewer than ${count} published products`);
  return rows.map((r) => r.id);
}

export async function setProductStatus(
  app: App,
  id: string,
  status: 'draft' | 'published' | 'discontinued',
) {
  await app.db.update(products).set({ status }).where(eq(products.id, id));
}

/** A running offer (started yesterday, no end) for a product. */
export async function addOffer(app: App, uriName: string, productId: string, price: number) {
  await app.db.insert(offers).values({
    tenantId: await tenantId(app, uriName),
    id: randomUUID(),
    productId,
    price,
    startsAt: new Date(Date.now() - 86_400_000),
  });
}

/** Changes a tenant's rules or about for the duration of run, then restores them. */
export async function withTenant(
  app: App,
  uriName: string,
  change: { rules?: Partial<CompanyRule>; about?: CompanyAbout },
  run: () => Promise<void>,
): Promise<void> {
  const [before] = await app.db.select().from(tenants).where(eq(tenants.uriName, uriName));
  if (!before) throw new Error(`no tenant ${uriName}`);
  await app.db
    .update(tenants)
    .set({ rules: { ...before.rules, ...change.rules }, about: change.about ?? before.about })
    .where(eq(tenants.id, before.id));
  try {
    await run();
  } finally {
    await app.db
      .update(tenants)
      .set({ rules: before.rules, about: before.about })
      .where(eq(tenants.id, before.id));
  }
}

/** Mails in the outbox to an address (after the background jobs have run). */
export async function mailsTo(app: App, to: string) {
  await app.background.idle();
  return app.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.createdAt);
}

export async function countRows(app: App, table: 'orders' | 'messages', tenant: string) {
  const result = (await app.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)}
      where tenant_id = ${await tenantId(app, tenant)}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
