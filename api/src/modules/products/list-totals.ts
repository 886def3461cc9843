/**
 * Totals of the product list, per tenant, without a query of their own.
 *
 * A filtered list's total is kept per filter for one catalogue version
 * (catalog_search_state.version, which moves with every committed write to products): paging or
 * re-sorting a list, or a second user opening the same filter, reuses the count instead of
 * counting up to 100,000 rows again. The unfiltered total is the tenant's product count, kept
 * by triggers. Both are remembered as last seen; the list's page query reads the current
 * version and count in the same statement, so a remembered value is used only when the
 * database confirms it (several instances never serve a total older than the data).
 */
const MAX_ENTRIES = 5000;
const totals = new Map<string, number>();
const lastSeen = new Map<string, { version: number; count: number }>();

/** The catalogue version and product count last read for the tenant (undefined: never). */
export const seenState = (tenantId: string) => lastSeen.get(tenantId);

export function rememberState(tenantId: string, version: number, count: number) {
  lastSeen.set(tenantId, { version, count });
}

/** The total kept for `filterKey` at `version`, if any. */
export function keptTotal(tenantId: string, version: number | undefined, filterKey: string) {
  if (version === undefined) return undefined;
  const key = `${tenantId}|${version}|${filterKey}`;
  const total = totals.get(key);
  if (total !== undefined) {
    // Least recently used goes first: a hit moves to the end.
    totals.delete(key);
    totals.set(key, total);
  }
  return total;
}

export function keepTotal(tenantId: string, version: number, filterKey: string, total: number) {
  totals.set(`${tenantId}|${version}|${filterKey}`, total);
  if (totals.size > MAX_ENTRIES) totals.delete(totals.keys().next().value!);
}

/**
 * Pages of the list answered at a catalogue version: the ids in their order and the total, per
 * filter, sort, page and size. A page asked again at the same version (the list's rows are read
 * with the version in one statement, so the caller knows) needs neither its count nor its
 * search again. Small: at most MAX_PAGES pages of up to 100 ids, least recently used first out.
 */
const MAX_PAGES = 2000;
const pages = new Map<string, { total: number; ids: string[] }>();

export function keptPage(tenantId: string, version: number | undefined, pageKey: string) {
  if (version === undefined) return undefined;
  const key = `${tenantId}|${version}|${pageKey}`;
  const page = pages.get(key);
  if (page !== undefined) {
    pages.delete(key);
    pages.set(key, page);
  }
  return page;
}

export function keepPage(
  tenantId: string,
  version: number,
  pageKey: string,
  page: { total: number; ids: string[] },
) {
  pages.set(`${tenantId}|${version}|${pageKey}`, page);
  if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
}
