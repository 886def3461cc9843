import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../catalog-public/query-rows';

/**
 * Totals of filtered product lists, per tenant, keyed by the filter and valid for one catalogue
 * version (catalog_search_state.version, which a trigger bumps on every write to products).
 * Paging or re-sorting a list, or a second user opening the same filter, reuses the count
 * instead of counting up to 100,000 rows again; any product write makes every entry of the
 * tenant stale. Each instance checks the version in the database, so several instances never
 * serve a total older than the data.
 */
const MAX_ENTRIES = 5000;
const totals = new Map<string, number>();

export async function catalogVersion(db: Db, tenantId: string): Promise<number> {
  const [row] = await queryRows<{ v: number | string | null }>(
    db,
    sql`select (select version from catalog_search_state where tenant_id = ${tenantId}) as v`,
    'catalog_version',
  );
  return Number(row?.v ?? 0);
}

/**
 * The cached total of `filterKey` for the catalogue as it is now (`total`, or undefined when it
 * must be counted), and `keep` to remember a total counted for it.
 */
export async function filterTotal(db: Db, tenantId: string, filterKey: string) {
  const key = `${tenantId}|${await catalogVersion(db, tenantId)}|${filterKey}`;
  const total = totals.get(key);
  if (total !== undefined) {
    // Least recently used goes first: a hit moves to the end.
    totals.delete(key);
    totals.set(key, total);
  }
  return {
    total,
    keep(n: number) {
      totals.set(key, n);
      if (totals.size > MAX_ENTRIES) totals.delete(totals.keys().next().value!);
    },
  };
}
