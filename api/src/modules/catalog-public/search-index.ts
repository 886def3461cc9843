import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FacetRow, SearchCriteria, SearchRow, SearchSort } from './products.repository';
import { queryRows } from './query-rows';
import { evictLeastRecent } from '../common/tenant-indexes';
import { lowerBound, lowerBoundBy } from './search-dictionary';
import { readSearchState } from './search-state';

/**
 * A tenant's visible catalogue (every product that is not a draft) in memory, laid out for
 * search: the words of each product's search index (`products.search_terms`, read as
 * PostgreSQL built it), its codes, references, EAN, category path, makers and applications, and
 * what a result card shows. A search the index can answer needs no database round trip: its
 * matched set, total, facets and page come from typed arrays in a few milliseconds, where the
 * SQL search visits every matching row's page (thousands for "filtro").
 *
 * The answers are the SQL search's (products.repository.ts), row for row: products are numbered
 * in PostgreSQL's own order of (code_norm, id) and descriptions by PostgreSQL's order of their
 * names, so no JavaScript collation decides an order. search-index.test.ts compares both over
 * every query of the relevance suite. An index is only used while it is current (SearchIndexes);
 * until then the SQL search answers.
 */
export interface SearchIndex {
  size: number;
  ids: string[];
  codes: string[];
  codeNorms: string[];
  complements: (string | null)[];
  /** Positions into `descriptions`, `brands`, `categories`, … (-1: none). */
  description: Int32Array;
  brand: Int32Array;
  category: Int32Array;
  group: Int32Array;
  subgroup: Int32Array;
  /** Each product's makers: factoryOf[factoryStart[i] .. factoryStart[i + 1]). */
  factoryStart: Int32Array;
  factoryOf: Int32Array;
  imageUrl: (string | null)[];
  imageAlt: (string | null)[];
  /** Products by their code_norm in code-unit order (binary search of a prefix). */
  byCode: Int32Array;
  /** Every word of the index, sorted, and its products: postings[start[t] .. start[t + 1]). */
  terms: string[];
  termStart: Int32Array;
  postings: Int32Array;
  /** OE and competitor references (code_norm, sorted) and their products. */
  refCodes: string[];
  refProducts: Int32Array;
  ean: Map<string, number[]>;
  descriptions: Entity[];
  brands: Entity[];
  categories: Entity[];
  groups: Entity[];
  subgroups: Entity[];
  factories: Entity[];
  /** Descriptions' positions in the order of their names (equal names, equal place). */
  descriptionOrder: Int32Array;
  vehicles: Vehicle[];
  /** Each vehicle's applications: appProduct/appYearStart/appYearEnd[appStart[v] .. appStart[v + 1]). */
  appStart: Int32Array;
  appProduct: Int32Array;
  /** null years are NaN. */
  appYearStart: Float64Array;
  appYearEnd: Float64Array;
  /**
   * Per-product work arrays a search borrows and gives back clean (ranks all NONE, seen all
   * -1): allocating and filling them per search cost more than the search itself, in time and
   * in garbage. Searches run one at a time (synchronous code), so one set is enough.
   */
  scratch: { ranks: Uint8Array; seen: Int32Array };
}

interface Entity {
  id: string;
  name: string;
  active: boolean;
}

interface Vehicle {
  id: string;
  factory: number;
  model: string;
  yearStart: number | null;
  yearEnd: number | null;
}

interface ProductRow {
  id: string;
  code: string;
  code_norm: string;
  complement: string | null;
  ean13: string | null;
  description_id: string;
  brand_id: string;
  category_id: string | null;
  group_id: string | null;
  subgroup_id: string | null;
  /** Space-separated (text is cheaper to read than an array). */
  factory_ids: string | null;
  /** The words of search_terms, space-separated (a lexeme of 'simple' has no space). */
  terms: string | null;
  image_url: string | null;
  image_alt: string | null;
}

interface EntityRow {
  kind: 'description' | 'brand' | 'category' | 'group' | 'subgroup' | 'factory';
  id: string;
  name: string;
  active: boolean;
  ord: number;
}

interface VehicleRow {
  id: string;
  factory_id: string;
  model: string;
  year_start: number | null;
  year_end: number | null;
  /** The vehicle's applications: 'ord yearStart yearEnd …' ('-' for a null year). */
  applications: string | null;
}

interface LoadedRows {
  products: ProductRow[];
  /** Every OE and competitor reference of a visible product: 'code_norm ord …' in code order. */
  refs: string;
  entities: EntityRow[];
  vehicles: VehicleRow[];
}

/** Code-unit order, the one binary searches by prefix need (not a collation's). */
const byUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Loads the index from one snapshot (a REPEATABLE READ transaction): the products with their
 * words and first picture in (code_norm, id) order; the references and the applications with
 * each product's place in that order, packed into text (hundreds of thousands of them would
 * otherwise each be a row object); the named things, descriptions in the order of their names.
 */
export async function loadSearchIndex(db: Db, tenantId: string): Promise<SearchIndex> {
  const numbered = sql`numbered as (select id, (row_number() over (order by code_norm, id) - 1)::int as ord
      from products where tenant_id = ${tenantId} and status <> 'draft')`;
  const read = async (tx: Db): Promise<LoadedRows> => {
    const products = await queryRows<ProductRow>(
      tx,
      sql`select p.id, p.code, p.code_norm, p.complement, p.ean13, p.description_id, p.brand_id,
          p.category_id, p.group_id, p.subgroup_id,
          array_to_string(p.factory_ids, ' ') as factory_ids,
          array_to_string(tsvector_to_array(p.search_terms), ' ') as terms,
          i.url as image_url, i.alt as image_alt
        from products p
        left join lateral (select url, alt from product_images pi
          where pi.tenant_id = p.tenant_id and pi.product_id = p.id order by rank limit 1) i on true
        where p.tenant_id = ${tenantId} and p.status <> 'draft'
        order by p.code_norm, p.id`,
    );
    const [refs] = await queryRows<{ refs: string | null }>(
      tx,
      sql`with ${numbered}, refs as (
          select product_id, code_norm from product_oe_refs where tenant_id = ${tenantId}
          union all select product_id, code_norm from product_cross_refs where tenant_id = ${tenantId})
        select string_agg(r.code_norm || ' ' || n.ord, ' ' order by r.code_norm collate "C") as refs
        from refs r join numbered n on n.id = r.product_id`,
    );
    const entities = await queryRows<EntityRow>(
      tx,
      sql`select 'description' as kind, id, name, active,
          dense_rank() over (order by name)::int as ord from descriptions where tenant_id = ${tenantId}
        union all select 'brand', id, name, active, 0 from brands where tenant_id = ${tenantId}
        union all select 'category', id, name, active, 0 from categories where tenant_id = ${tenantId}
        union all select 'group', id, name, active, 0 from groups where tenant_id = ${tenantId}
        union all select 'subgroup', id, name, active, 0 from subgroups where tenant_id = ${tenantId}
        union all select 'factory', id, name, active, 0 from factories where tenant_id = ${tenantId}`,
    );
    const vehicles = await queryRows<VehicleRow>(
      tx,
      sql`with ${numbered}, apps as (
          select a.vehicle_id, string_agg(n.ord || ' ' || coalesce(a.year_start::text, '-') || ' '
            || coalesce(a.year_end::text, '-'), ' ') as applications
          from product_applications a join numbered n on n.id = a.product_id
          where a.tenant_id = ${tenantId} group by a.vehicle_id)
        select v.id, v.factory_id, v.model, v.year_start, v.year_end, apps.applications
        from vehicles v left join apps on apps.vehicle_id = v.id
        where v.tenant_id = ${tenantId}`,
    );
    return { products, refs: refs?.refs ?? '', entities, vehicles };
  };
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    return read(tx as unknown as Db);
  });
  return buildSearchIndex(rows);
}

function buildSearchIndex(rows: LoadedRows): SearchIndex {
  const { products } = rows;
  const n = products.length;
  const lists: Record<EntityRow['kind'], Entity[]> = {
    description: [],
    brand: [],
    category: [],
    group: [],
    subgroup: [],
    factory: [],
  };
  const positions = new Map<string, number>(); // `${kind}:${id}` → position
  const descriptionRank: number[] = [];
  for (const e of rows.entities) {
    positions.set(`${e.kind}:${e.id}`, lists[e.kind].length);
    lists[e.kind].push({ id: e.id, name: e.name, active: e.active });
    if (e.kind === 'description') descriptionRank.push(e.ord);
  }
  const at = (kind: EntityRow['kind'], id: string | null) =>
    id === null ? -1 : (positions.get(`${kind}:${id}`) ?? -1);

  const description = new Int32Array(n);
  const brand = new Int32Array(n);
  const category = new Int32Array(n);
  const group = new Int32Array(n);
  const subgroup = new Int32Array(n);
  const factoryStart = new Int32Array(n + 1);
  const factoryList: number[] = [];
  const termProducts = new Map<string, number[]>();
  const ean = new Map<string, number[]>();
  for (let i = 0; i < n; i++) {
    const p = products[i]!;
    description[i] = at('description', p.description_id);
    brand[i] = at('brand', p.brand_id);
    category[i] = at('category', p.category_id);
    group[i] = at('group', p.group_id);
    subgroup[i] = at('subgroup', p.subgroup_id);
    factoryStart[i] = factoryList.length;
    if (p.factory_ids) for (const f of p.factory_ids.split(' ')) factoryList.push(at('factory', f));
    if (p.terms)
      for (const term of p.terms.split(' ')) {
        const list = termProducts.get(term);
        if (list) list.push(i);
        else termProducts.set(term, [i]);
      }
    if (p.ean13) {
      const list = ean.get(p.ean13);
      if (list) list.push(i);
      else ean.set(p.ean13, [i]);
    }
  }
  factoryStart[n] = factoryList.length;

  const terms = [...termProducts.keys()].sort(byUnits);
  const termStart = new Int32Array(terms.length + 1);
  let total = 0;
  for (let t = 0; t < terms.length; t++) {
    termStart[t] = total;
    total += termProducts.get(terms[t]!)!.length;
  }
  termStart[terms.length] = total;
  const postings = new Int32Array(total);
  for (let t = 0; t < terms.length; t++) postings.set(termProducts.get(terms[t]!)!, termStart[t]);

  const byCode = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) =>
    byUnits(products[a]!.code_norm, products[b]!.code_norm),
  );

  const refParts = rows.refs ? rows.refs.split(' ') : [];
  const refCodes: string[] = new Array<string>(refParts.length / 2);
  const refProducts = new Int32Array(refParts.length / 2);
  for (let k = 0; k < refCodes.length; k++) {
    refCodes[k] = refParts[2 * k]!;
    refProducts[k] = Number(refParts[2 * k + 1]);
  }

  const vehicles: Vehicle[] = [];
  const appStart = new Int32Array(rows.vehicles.length + 1);
  const apps: string[][] = rows.vehicles.map((v) =>
    v.applications ? v.applications.split(' ') : [],
  );
  const count = apps.reduce((s, l) => s + l.length / 3, 0);
  const appProduct = new Int32Array(count);
  const appYearStart = new Float64Array(count);
  const appYearEnd = new Float64Array(count);
  const year = (s: string) => (s === '-' ? NaN : Number(s));
  let k = 0;
  rows.vehicles.forEach((v, x) => {
    vehicles.push({
      id: v.id,
      factory: at('factory', v.factory_id),
      model: v.model,
      yearStart: v.year_start,
      yearEnd: v.year_end,
    });
    appStart[x] = k;
    const list = apps[x]!;
    for (let j = 0; j < list.length; j += 3) {
      appProduct[k] = Number(list[j]);
      appYearStart[k] = year(list[j + 1]!);
      appYearEnd[k] = year(list[j + 2]!);
      k++;
    }
  });
  appStart[rows.vehicles.length] = k;

  return {
    size: n,
    ids: products.map((p) => p.id),
    codes: products.map((p) => p.code),
    codeNorms: products.map((p) => p.code_norm),
    complements: products.map((p) => p.complement),
    description,
    brand,
    category,
    group,
    subgroup,
    factoryStart,
    factoryOf: Int32Array.from(factoryList),
    imageUrl: products.map((p) => p.image_url),
    imageAlt: products.map((p) => p.image_alt),
    byCode,
    terms,
    termStart,
    postings,
    refCodes,
    refProducts,
    ean,
    descriptions: lists.description,
    brands: lists.brand,
    categories: lists.category,
    groups: lists.group,
    subgroups: lists.subgroup,
    factories: lists.factory,
    descriptionOrder: Int32Array.from(descriptionRank),
    vehicles,
    appStart,
    appProduct,
    appYearStart,
    appYearEnd,
    scratch: { ranks: new Uint8Array(n).fill(NONE), seen: new Int32Array(n).fill(-1) },
  };
}

const GTIN = /^[0-9]{8}$|^[0-9]{12,14}$/;
const NONE = 255;

/** The products whose code_norm (in `keys`, by `at`) starts with `prefix`: [from, to). */
function prefixRange(size: number, at: (i: number) => string, prefix: string): [number, number] {
  const lo = lowerBoundBy(size, at, prefix);
  let end = lo;
  while (end < size && at(end).startsWith(prefix)) end++;
  return [lo, end];
}

/**
 * Marks in `seen` (one slot per product, set to `word` when the product passed every word
 * before it) the products having a word that starts with `stem` or equals a typo candidate;
 * calls `reached` with each product it marks.
 */
function markWord(
  ix: SearchIndex,
  seen: Int32Array,
  word: number,
  stem: string,
  typos: string[],
  reached: (p: number) => void,
) {
  const visit = (t: number) => {
    for (let k = ix.termStart[t]!; k < ix.termStart[t + 1]!; k++) {
      const p = ix.postings[k]!;
      if (seen[p] === word - 1) {
        seen[p] = word;
        reached(p);
      }
    }
  };
  for (let t = lowerBound(ix.terms, stem); t < ix.terms.length; t++) {
    if (!ix.terms[t]!.startsWith(stem)) break;
    visit(t);
  }
  for (const typo of typos) {
    const t = lowerBound(ix.terms, typo);
    if (ix.terms[t] === typo && !typo.startsWith(stem)) visit(t);
  }
}

/** Marks in `allowed` (1) the products a vehicle fits: model, year, vehicle id, maker. */
function markVehicleHits(ix: SearchIndex, c: SearchCriteria, allowed: Uint8Array): void {
  ix.vehicles.forEach((v, k) => {
    if (c.factory && (v.factory < 0 || ix.factories[v.factory]!.id !== c.factory)) return;
    if (c.vehicleId && v.id !== c.vehicleId) return;
    if (c.model && v.model !== c.model) return;
    for (let a = ix.appStart[k]!; a < ix.appStart[k + 1]!; a++) {
      if (c.year !== undefined) {
        // year between coalesce(a.year_start, v.year_start) and coalesce(a.year_end, v.year_end, 9999)
        const rawStart = ix.appYearStart[a]!;
        const start = Number.isNaN(rawStart) ? v.yearStart : rawStart;
        const rawEnd = ix.appYearEnd[a]!;
        const end = Number.isNaN(rawEnd) ? (v.yearEnd ?? 9999) : rawEnd;
        if (start === null || c.year < start || c.year > end) continue;
      }
      allowed[ix.appProduct[a]!] = 1;
    }
  });
}

/** Position of `id` in `list`, or -2 (no product has it; -1 is "none"). */
const positionOf = (list: Entity[], id: string) => {
  const k = list.findIndex((e) => e.id === id);
  return k < 0 ? -2 : k;
};

/**
 * The products the filters let through (brand, category path, maker, vehicle), as 1s, or null
 * when no filter is set.
 */
function allowedBy(ix: SearchIndex, c: SearchCriteria): Uint8Array | null {
  const n = ix.size;
  const vehicle = !!(c.vehicleId || c.model || c.year !== undefined);
  const columns: [Int32Array, number][] = [];
  for (const [key, list, column] of [
    ['brand', ix.brands, ix.brand],
    ['category', ix.categories, ix.category],
    ['group', ix.groups, ix.group],
    ['subgroup', ix.subgroups, ix.subgroup],
  ] as const) {
    const id = c[key];
    if (id !== undefined) columns.push([column, positionOf(list, id)]);
  }
  if (!vehicle && !c.factory && columns.length === 0) return null;
  let allowed: Uint8Array;
  if (vehicle) {
    allowed = new Uint8Array(n);
    markVehicleHits(ix, c, allowed);
  } else {
    allowed = new Uint8Array(n).fill(1);
    if (c.factory) {
      // A maker alone reads the product's own list of makers.
      const want = positionOf(ix.factories, c.factory);
      for (let i = 0; i < n; i++) {
        let has = 0;
        for (let k = ix.factoryStart[i]!; k < ix.factoryStart[i + 1]!; k++) {
          if (ix.factoryOf[k] === want) has = 1;
        }
        allowed[i] = has;
      }
    }
  }
  for (const [column, want] of columns) {
    for (let i = 0; i < n; i++) if (column[i] !== want) allowed[i] = 0;
  }
  return allowed;
}

interface Matched {
  /** One rank per product (NONE: not matched). */
  ranks: Uint8Array;
  /** The matched products in ascending order (their (code_norm, id) order). */
  list: Int32Array;
  /** Gives borrowed scratch arrays back clean. */
  release?: () => void;
}

/** Every product the filters let through, all of rank 0 (a search without q). */
function everything(n: number, allowed: Uint8Array | null): Matched {
  if (!allowed) {
    const list = new Int32Array(n);
    for (let i = 0; i < n; i++) list[i] = i;
    return { ranks: new Uint8Array(n), list };
  }
  const ranks = new Uint8Array(n).fill(NONE);
  let count = 0;
  for (let i = 0; i < n; i++) count += allowed[i]!;
  const list = new Int32Array(count);
  for (let i = 0, k = 0; i < n; i++) {
    if (allowed[i] === 1) {
      ranks[i] = 0;
      list[k++] = i;
    }
  }
  return { ranks, list };
}

/**
 * The matched set of `c`, as the SQL search's `matched` CTE: 0 exact code, 1 code prefix,
 * 2 reference or EAN, the words' ranks, and 0 for every product when q has nothing to search
 * by. Only the products q reaches are visited (a code's few, a word's postings), not all.
 */
function matchRanks(ix: SearchIndex, c: SearchCriteria): Matched {
  const n = ix.size;
  const allowed = allowedBy(ix, c);
  if (!c.code && !c.words) return everything(n, allowed);
  const ranks = ix.scratch.ranks;
  const touched: number[] = [];
  const offer = (i: number, rank: number) => {
    if (rank >= ranks[i]! || (allowed && allowed[i] !== 1)) return;
    if (ranks[i] === NONE) touched.push(i);
    ranks[i] = rank;
  };
  try {
    if (c.code) {
      const [from, to] = prefixRange(n, (k) => ix.codeNorms[ix.byCode[k]!]!, c.code);
      for (let k = from; k < to; k++) {
        const i = ix.byCode[k]!;
        offer(i, ix.codeNorms[i] === c.code ? 0 : 1);
      }
      const [rFrom, rTo] = prefixRange(ix.refCodes.length, (k) => ix.refCodes[k]!, c.code);
      for (let k = rFrom; k < rTo; k++) offer(ix.refProducts[k]!, 2);
      if (GTIN.test(c.code)) for (const i of ix.ean.get(c.code) ?? []) offer(i, 2);
    }
    if (c.words) {
      const words = c.words.list;
      const seen = ix.scratch.seen;
      const last = words.length - 1;
      // Every product a later word reaches, the first reached too: cleaning those cleans all.
      const first: number[] = [];
      const found = last === 0 ? first : [];
      try {
        words.forEach((w, k) =>
          markWord(ix, seen, k, w.stem, w.typos, (p) => {
            if (k === 0) first.push(p);
            else if (k === last) found.push(p);
          }),
        );
      } finally {
        for (const p of first) seen[p] = -1;
      }
      const byDescription = new Map(c.words.descriptionRanks.map((r) => [r.id, r.rank]));
      const descriptionRank = Uint8Array.from(ix.descriptions, (d) => byDescription.get(d.id) ?? 7);
      for (const i of found) {
        const d = ix.description[i]!;
        offer(i, d < 0 ? 7 : descriptionRank[d]!);
      }
    }
  } catch (error) {
    for (const i of touched) ranks[i] = NONE;
    throw error;
  }
  const list = Int32Array.from(touched).sort();
  // The ranks stay set until release(): the page reads them.
  return { ranks, list, release: () => list.forEach((i) => (ranks[i] = NONE)) };
}

/** Whether anything matches `c` (the "did you mean" check). */
export function indexAnyMatch(ix: SearchIndex, c: SearchCriteria): boolean {
  const matched = matchRanks(ix, c);
  matched.release?.();
  return matched.list.length > 0;
}

/**
 * One page of results with the total and every facet, as searchProductsPage answers them:
 * counts over the matched set by brand, category, group, subgroup and maker (named and active
 * ones only), the page in the sort's order (rank or description name, then code_norm, id).
 */
export function indexSearchPage(
  ix: SearchIndex,
  c: SearchCriteria,
  sort: SearchSort,
  limit: number,
  offset: number,
): { items: SearchRow[]; facets: FacetRow[] } {
  const matched = matchRanks(ix, c);
  try {
    return pageOf(ix, matched, sort, limit, offset);
  } finally {
    matched.release?.();
  }
}

function pageOf(
  ix: SearchIndex,
  { ranks, list }: Matched,
  sort: SearchSort,
  limit: number,
  offset: number,
): { items: SearchRow[]; facets: FacetRow[] } {
  const counts = {
    brand: new Int32Array(ix.brands.length),
    category: new Int32Array(ix.categories.length),
    group: new Int32Array(ix.groups.length),
    subgroup: new Int32Array(ix.subgroups.length),
    factory: new Int32Array(ix.factories.length),
  };
  // The sort's first key of a product (products are in (code_norm, id) order already).
  const key =
    sort === 'code'
      ? () => 0
      : sort === 'description'
        ? (i: number) => (ix.description[i]! < 0 ? 0 : ix.descriptionOrder[ix.description[i]!]!)
        : (i: number) => ranks[i]!;
  const perKey = new Int32Array(sort === 'description' ? ix.descriptions.length + 2 : NONE + 1);
  const total = list.length;
  for (let x = 0; x < total; x++) {
    const i = list[x]!;
    perKey[key(i)]!++;
    const b = ix.brand[i]!;
    if (b >= 0) counts.brand[b]!++;
    const ca = ix.category[i]!;
    if (ca >= 0) counts.category[ca]!++;
    const g = ix.group[i]!;
    if (g >= 0) counts.group[g]!++;
    const sg = ix.subgroup[i]!;
    if (sg >= 0) counts.subgroup[sg]!++;
    for (let k = ix.factoryStart[i]!; k < ix.factoryStart[i + 1]!; k++) {
      const f = ix.factoryOf[k]!;
      if (f >= 0) counts.factory[f]!++;
    }
  }
  const facets: FacetRow[] = [{ kind: 'total', id: null, name: null, count: total }];
  for (const [kind, list] of [
    ['brand', ix.brands],
    ['category', ix.categories],
    ['group', ix.groups],
    ['subgroup', ix.subgroups],
    ['factory', ix.factories],
  ] as const) {
    const k = counts[kind];
    list.forEach((e, p) => {
      if (k[p]! > 0 && e.active) facets.push({ kind, id: e.id, name: e.name, count: k[p]! });
    });
  }
  // The page: whole keys skipped by their counts, then the products of the keys it spans.
  const page: number[] = [];
  let skip = offset;
  for (let v = 0; v < perKey.length && page.length < limit; v++) {
    const count = perKey[v]!;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    for (let x = 0; x < total && page.length < limit; x++) {
      const i = list[x]!;
      if (key(i) !== v) continue;
      if (skip > 0) skip--;
      else page.push(i);
    }
  }
  const items: SearchRow[] = page.map((i) => {
    const b = ix.brands[ix.brand[i]!];
    return {
      id: ix.ids[i]!,
      code: ix.codes[i]!,
      description: ix.descriptions[ix.description[i]!]?.name ?? '',
      complement: ix.complements[i]!,
      brand_id: b?.id ?? '',
      brand_name: b?.name ?? '',
      image_url: ix.imageUrl[i]!,
      image_alt: ix.imageAlt[i]!,
    };
  });
  return { items, facets };
}

interface Entry {
  version: string;
  index: SearchIndex;
}

/**
 * One index per tenant, used only while current: its version (this process's catalogue version,
 * which every catalogue write bumps on every instance, and the database's, which every committed
 * write to products bumps, writers outside the API included) is the tenant's. A stale or
 * missing one answers null — the SQL search answers live — and a fresh one is loaded in the
 * background, at most one load every `minIntervalMs` per tenant. At most `maxProducts` are kept
 * over all tenants (least recently used out).
 */
export class SearchIndexes {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly lastLoad = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly versionOf: (tenantId: string) => number,
    private readonly options: {
      enabled: boolean;
      maxProducts: number;
      minIntervalMs: number;
      onError?: (error: unknown) => void;
      onLoad?: (tenantId: string, products: number, ms: number) => void;
    },
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The tenant's index when it is current — loaded at the tenant's catalogue version in this
   * process and `dbVersion` in the database (readSearchState) — else null, and a load starts.
   */
  current(tenantId: string, dbVersion: number): SearchIndex | null {
    if (!this.options.enabled) return null;
    const entry = this.entries.get(tenantId);
    if (entry && entry.version === `${this.versionOf(tenantId)}:${dbVersion}`) {
      this.entries.delete(tenantId); // most recently used goes last
      this.entries.set(tenantId, entry);
      return entry.index;
    }
    this.startLoad(tenantId);
    return null;
  }

  private async currentVersion(tenantId: string): Promise<string> {
    const { version } = await readSearchState(this.db, tenantId);
    return `${this.versionOf(tenantId)}:${version}`;
  }

  /** Settles when the tenant's load in progress, if any, has finished (for tests and tools). */
  async settled(tenantId: string): Promise<void> {
    await this.loading.get(tenantId);
  }

  private startLoad(tenantId: string): void {
    if (this.loading.has(tenantId)) return;
    const wait = Math.max(
      0,
      (this.lastLoad.get(tenantId) ?? -Infinity) + this.options.minIntervalMs - this.now(),
    );
    const work = (async () => {
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait).unref?.());
      this.lastLoad.set(tenantId, this.now());
      // The version is read before the snapshot: a write committed in between makes the entry
      // look stale at once (its version moved), never current with older rows.
      const version = await this.currentVersion(tenantId);
      const started = this.now();
      const index = await loadSearchIndex(this.db, tenantId);
      this.options.onLoad?.(tenantId, index.size, this.now() - started);
      this.entries.delete(tenantId);
      this.entries.set(tenantId, { version, index });
      evictLeastRecent(this.entries, this.options.maxProducts);
    })()
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => this.loading.delete(tenantId));
    this.loading.set(tenantId, work);
  }
}
