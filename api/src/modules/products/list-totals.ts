/**
 * What the product list keeps between requests, per API instance (products.routes.ts makes one).
 *
 * A filtered list's total is kept per filter for one catalogue version
 * (catalog_search_state.version, which moves with every committed write to products): paging or
 * re-sorting a list, or a second user opening the same filter, reuses the count instead of
 * counting up to 100,000 rows again. A page already answered is kept too (its ids and total). The
 * unfiltered total is the tenant's product count, kept by triggers. Both are remembered as last
 * seen; the list's page query reads the current version and count in the same statement, so a
 * kept value is used only when the database confirms it (several instances never serve a total
 * older than the data).
 *
 * PRODUCT_LIST_CACHE=off (config.ts) turns the kept totals and kept pages off: every request
 * counts and finds its page again (what a first visit costs). The last seen version and count
 * stay: they are only a guess the page query checks (a deep page read from the end).
 */
/** Values per tenant, catalogue version and key, at most `max`, least recently used first out. */
class KeptAtVersion<T> {
  private readonly map = new Map<string, T>();
  constructor(private readonly max: number) {}

  get(tenantId: string, version: number | undefined, key: string): T | undefined {
    if (version === undefined) return undefined;
    const full = `${tenantId}|${version}|${key}`;
    const value = this.map.get(full);
    if (value !== undefined) {
      // A hit moves to the end, the most recently used.
      this.map.delete(full);
      this.map.set(full, value);
    }
    return value;
  }

  set(tenantId: string, version: number, key: string, value: T) {
    this.map.set(`${tenantId}|${version}|${key}`, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }
}

export interface KeptPage {
  total: number;
  ids: string[];
}

export type ListCache = ReturnType<typeof createListCache>;

/** The list's memory; `enabled` false: nothing kept (PRODUCT_LIST_CACHE=off). */
export function createListCache(enabled = true) {
  const totals = new KeptAtVersion<number>(5000);
  // Pages of the list answered at a catalogue version: the ids in their order and the total, per
  // filter, sort, page and size. A page asked again at the same version (the list's rows are
  // read with the version in one statement, so the caller knows) needs neither its count nor
  // its search again. Small: at most 2,000 pages of up to 100 ids.
  const pages = new KeptAtVersion<KeptPage>(2000);
  const lastSeen = new Map<string, { version: number; count: number }>();
  return {
    enabled,
    /** The catalogue version and product count last read for the tenant (undefined: never). */
    seenState: (tenantId: string) => lastSeen.get(tenantId),
    rememberState(tenantId: string, version: number, count: number) {
      lastSeen.set(tenantId, { version, count });
    },
    /** The total kept for `filterKey` at `version`, if any. */
    keptTotal: (tenantId: string, version: number | undefined, filterKey: string) =>
      enabled ? totals.get(tenantId, version, filterKey) : undefined,
    keepTotal(tenantId: string, version: number, filterKey: string, total: number) {
      if (enabled) totals.set(tenantId, version, filterKey, total);
    },
    keptPage: (tenantId: string, version: number | undefined, pageKey: string) =>
      enabled ? pages.get(tenantId, version, pageKey) : undefined,
    keepPage(tenantId: string, version: number, pageKey: string, page: KeptPage) {
      if (enabled) pages.set(tenantId, version, pageKey, page);
    },
  };
}
