import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categorySettings, tenants } from '../../db/schema';
import type { CategorySettingsRow, NewTenantRow, TenantRow } from '../../db/schema';

// Resolving the Host's tenant is the one lookup that cannot take a tenant id: it finds it.
export async function findTenantByUriName(db: Db, uriName: string): Promise<TenantRow | null> {
  const rows = await db.select().from(tenants).where(eq(tenants.uriName, uriName)).limit(1);
  return rows[0] ?? null;
}

export async function findCategorySettings(
  db: Db,
  tenantId: string,
): Promise<CategorySettingsRow | null> {
  const rows = await db
    .select()
    .from(categorySettings)
    .where(eq(categorySettings.tenantId, tenantId))
    .limit(1);
  return rows[0] ?? null;
}

/** A new tenant with its category settings row (every level on), in the caller's transaction. */
export async function insertTenantWithSettings(db: Db, values: NewTenantRow): Promise<TenantRow> {
  const [row] = await db.insert(tenants).values(values).returning();
  if (!row) throw new Error('tenant insert returned no row');
  await db.insert(categorySettings).values({ tenantId: row.id });
  return row;
}
