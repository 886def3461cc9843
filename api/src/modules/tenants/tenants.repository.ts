import { and, eq, isNull, lt, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categorySettings, tenants } from '../../db/schema';
import type { CategorySettingsRow, NewTenantRow, TenantRow } from '../../db/schema';

/** How long a sign-up may stay unconfirmed before it goes and frees its name. */
export const UNCONFIRMED_DAYS = 7;

/** A sign-up whose owner has not confirmed the e-mail within UNCONFIRMED_DAYS. */
const expired = () =>
  and(
    isNull(tenants.confirmedAt),
    lt(tenants.createdAt, sql`now() - make_interval(days => ${UNCONFIRMED_DAYS})`),
  );

// Resolving the Host's tenant is the one lookup that cannot take a tenant id: it finds it.
// An expired sign-up is as good as gone (its name is free).
export async function findTenantByUriName(db: Db, uriName: string): Promise<TenantRow | null> {
  const rows = await db
    .select()
    .from(tenants)
    .where(and(eq(tenants.uriName, uriName), not(expired()!)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Removes expired sign-ups (with everything of theirs: the tenant's rows cascade), all of them
 * or the one holding `uriName`; answers how many went.
 */
export async function deleteExpiredSignUps(db: Db, uriName?: string): Promise<number> {
  const gone = await db
    .delete(tenants)
    .where(uriName ? and(expired(), eq(tenants.uriName, uriName)) : expired())
    .returning({ id: tenants.id });
  return gone.length;
}

/** A company goes public: its owner confirmed the e-mail (once; later confirmations keep it). */
export async function markTenantConfirmed(db: Db, tenantId: string): Promise<void> {
  await db
    .update(tenants)
    .set({ confirmedAt: sql`now()` })
    .where(and(eq(tenants.id, tenantId), isNull(tenants.confirmedAt)));
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
