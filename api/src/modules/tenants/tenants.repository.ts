import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categorySettings, tenants } from '../../db/schema';
import type { CategorySettingsRow, TenantRow } from '../../db/schema';

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
