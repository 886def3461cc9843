/**
 * Drops the least recently used tenants' indexes (the Map's first entries: a use moves its tenant
 * last) until the products they hold are at most `maxProducts`, always keeping the newest one.
 * The public search's (catalog-public/search-index.ts) and the panel list's (products/list-index.ts).
 */
export function evictLeastRecent(
  entries: Map<string, { index: { size: number } }>,
  maxProducts: number,
): void {
  let total = 0;
  for (const e of entries.values()) total += e.index.size;
  for (const [tenantId, e] of entries) {
    if (total <= maxProducts || entries.size === 1) break;
    entries.delete(tenantId);
    total -= e.index.size;
  }
}
