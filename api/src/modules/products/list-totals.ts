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

const totals = new KeptAtVersion<number>(5000);
const lastSeen = new Map<string, { version: number; count: number }>();

/** The catalogue version and product count last read for the tenant (undefined: never). */
export const seenState = (tenantId: string) => lastSeen.get(tenantId);

export function rememberState(tenantId: string, version: number, count: number) {
  lastSeen.set(tenantId, { version, count });
}

/** The total kept for `filterKey` at `version`, if any. */
export const keptTotal = (tenantId: string, version: number | undefined, filterKey: string) =>
  totals.get(tenantId, version, filterKey);

export const keepTotal = (tenantId: string, version: number, filterKey: string, total: number) =>
  totals.set(tenantId, version, filterKey, total);

/**
 * Pages of the list answered at a catalogue version: the ids in their order and the total, per
 * filter, sort, page and size. A page asked again at the same version (the list's rows are read
 * with the version in one statement, so the caller knows) needs neither its count nor its
 * search again. Small: at most 2,000 pages of up to 100 ids, least recently used first out.
 */
const pages = new KeptAtVersion<{ total: number; ids: string[] }>(2000);

export const keptPage = (tenantId: string, version: number | undefined, pageKey: string) =>
  pages.get(tenantId, version, pageKey);

export const keepPage = (
  tenantId: string,
  version: number,
  pageKey: string,
  page: { total: number; ids: string[] },
) => pages.set(tenantId, version, pageKey, page);
