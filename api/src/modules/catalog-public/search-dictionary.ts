import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { normalizeText } from '../common/search-text';
import { queryRows } from './query-rows';
import { searchWords } from './search-words';

/**
 * What a tenant's published catalogue is made of, in memory: the words of its search index
 * (for typos, "did you mean" and suggestions), its descriptions, brands, vehicle makers and
 * models (to read "pastilha gol 2015" as a part for a vehicle). A few thousand entries even at
 * 100,000 products; loaded in one round trip.
 */
export interface SearchDictionary {
  /** Every word of the index, sorted (binary search by prefix), with its product count. */
  terms: string[];
  counts: Map<string, number>;
  /** Descriptions with published products: folded name and synonyms, product count. */
  descriptions: { id: string; name: string; forms: string[][]; count: number }[];
  brands: { id: string; name: string; words: string[]; count: number }[];
  factories: { id: string; name: string; norm: string }[];
  /** Model names (folded) → the makers that make one by that name. */
  models: Map<string, { model: string; factories: { id: string; name: string }[] }>;
}

interface DictionaryRow {
  counts: { d: string | null; b: string | null; c: string | null; n: number }[] | null;
  descriptions: { id: string; name: string; synonyms: string[] | null }[] | null;
  brands: { id: string; name: string }[] | null;
  factories: { id: string; name: string }[] | null;
  models: { factory_id: string; model: string }[] | null;
}

/**
 * Loads the dictionary in one round trip: the published products counted by description,
 * brand and complement in one pass (grouping sets), then the names. The index's words are those
 * of the descriptions' names and synonyms, the complements and the brands' names, folded as the
 * index folds them (the index is built from exactly these: products.search_terms).
 */
export async function loadSearchDictionary(db: Db, tenantId: string): Promise<SearchDictionary> {
  const [row] = await queryRows<DictionaryRow>(
    db,
    sql`with counts as (select description_id as d, brand_id as b, complement as c,
          count(*)::int as n
        from products where tenant_id = ${tenantId} and status <> 'draft'
        group by grouping sets ((description_id), (brand_id), (complement)))
      select
        (select json_agg(counts) from counts) as counts,
        (select json_agg(json_build_object('id', d.id, 'name', d.name, 'synonyms', d.synonyms))
          from descriptions d where d.tenant_id = ${tenantId}
            and d.id in (select d from counts where d is not null)) as descriptions,
        (select json_agg(json_build_object('id', b.id, 'name', b.name)) from brands b
          where b.tenant_id = ${tenantId}
            and b.id in (select b from counts where b is not null)) as brands,
        (select json_agg(json_build_object('id', f.id, 'name', f.name)) from factories f
          where f.tenant_id = ${tenantId} and f.active and exists (select 1 from vehicles v
            where v.tenant_id = f.tenant_id and v.factory_id = f.id and v.active)) as factories,
        (select json_agg(distinct jsonb_build_object('factory_id', v.factory_id, 'model', v.model))
          from vehicles v where v.tenant_id = ${tenantId} and v.active) as models`,
  );
  const byDescription = new Map<string, number>();
  const byBrand = new Map<string, number>();
  const counts = new Map<string, number>();
  const addWords = (text: string, n: number) => {
    for (const w of new Set(searchWords(text))) counts.set(w, (counts.get(w) ?? 0) + n);
  };
  for (const c of row?.counts ?? []) {
    if (c.d) byDescription.set(c.d, c.n);
    else if (c.b) byBrand.set(c.b, c.n);
    else if (c.c) addWords(c.c, c.n);
  }
  const descriptions = (row?.descriptions ?? []).map((d) => {
    const count = byDescription.get(d.id) ?? 0;
    const forms = [d.name, ...(d.synonyms ?? [])].map(searchWords);
    for (const w of new Set(forms.flat())) counts.set(w, (counts.get(w) ?? 0) + count);
    return { id: d.id, name: d.name, forms, count };
  });
  const brands = (row?.brands ?? []).map((b) => {
    const count = byBrand.get(b.id) ?? 0;
    addWords(b.name, count);
    return { id: b.id, name: b.name, words: searchWords(b.name), count };
  });
  const factories = (row?.factories ?? []).map((f) => ({ ...f, norm: normalizeText(f.name) }));
  const byId = new Map(factories.map((f) => [f.id, f]));
  const models: SearchDictionary['models'] = new Map();
  for (const m of row?.models ?? []) {
    const factory = byId.get(m.factory_id);
    if (!factory) continue;
    const key = normalizeText(m.model);
    const entry = models.get(key) ?? { model: m.model, factories: [] };
    entry.factories.push({ id: factory.id, name: factory.name });
    models.set(key, entry);
  }
  const byCount = <T extends { count: number; name: string }>(a: T, b: T) =>
    b.count - a.count || a.name.localeCompare(b.name);
  return {
    terms: [...counts.keys()].sort(),
    counts,
    descriptions: descriptions.sort(byCount),
    brands: brands.sort(byCount),
    factories,
    models,
  };
}

/** The first index in sorted `terms` whose word is >= prefix. */
export function lowerBound(terms: string[], prefix: string): number {
  return lowerBoundBy(terms.length, (i) => terms[i]!, prefix);
}

/** lowerBound over any sorted sequence of `size` strings, item i being `at(i)`. */
export function lowerBoundBy(size: number, at: (i: number) => string, key: string): number {
  let lo = 0;
  let hi = size;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at(mid) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether some word of the index starts with `prefix`. */
export function hasPrefix(dict: SearchDictionary, prefix: string): boolean {
  const i = lowerBound(dict.terms, prefix);
  return i < dict.terms.length && dict.terms[i]!.startsWith(prefix);
}

interface CacheEntry {
  version: number;
  dict: SearchDictionary;
  loadedAt: number;
}

/**
 * One dictionary per tenant, kept until the tenant's catalogue version moves (the search
 * cache's version, which every catalogue write bumps, on every instance). A stale one keeps
 * answering while a fresh one loads in the background, at most one load every `minIntervalMs`:
 * the index itself is always live (a word typed right is found at once); only the typo
 * candidates and suggestions may lag a catalogue change by a few seconds.
 */
export class SearchDictionaries {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly loading = new Map<string, Promise<SearchDictionary>>();

  constructor(
    private readonly db: Db,
    private readonly versionOf: (tenantId: string) => number,
    private readonly minIntervalMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(tenantId: string): Promise<SearchDictionary> {
    const entry = this.entries.get(tenantId);
    if (!entry) return this.loading.get(tenantId) ?? this.load(tenantId, 0);
    if (entry.version !== this.versionOf(tenantId) && !this.loading.has(tenantId)) {
      const wait = Math.max(0, entry.loadedAt + this.minIntervalMs - this.now());
      void this.load(tenantId, wait).catch(() => undefined);
    }
    return entry.dict;
  }

  /** Loads after `waitMs`; the version is read when the load starts. */
  private load(tenantId: string, waitMs: number): Promise<SearchDictionary> {
    const work = (async () => {
      if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs).unref?.());
      const version = this.versionOf(tenantId);
      const loadedAt = this.now();
      const dict = await loadSearchDictionary(this.db, tenantId);
      this.entries.set(tenantId, { version, dict, loadedAt });
      return dict;
    })().finally(() => this.loading.delete(tenantId));
    this.loading.set(tenantId, work);
    return work;
  }
}
