import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../catalog-public/query-rows';
import { lowerBoundBy } from '../catalog-public/search-dictionary';
import { normalizeCode, normalizeText } from '../common/search-text';
import { evictLeastRecent } from '../common/tenant-indexes';
import { orderSql, type ProductListQuery } from './products.list';

/**
 * The panel's product list in memory, per tenant: what its filters, sorts and q read of every
 * product (not what a row shows: the page's rows are read from the database by id, with their
 * names). The SQL list (products.list.ts) cost PostgreSQL 5.8–9.2 ms of CPU per request on
 * 100,000 products in bench:panel, which bound the list on two cores; with this index it costs
 * about 0.7 ms (the page's rows), and the API about 2 ms in all.
 *
 * It answers what the SQL list answers, row for row: q's ways (code prefix, an OE or competitor
 * reference's prefix, the EAN, the words of the search text as substrings), the filters, and
 * each sort's order with its tie-breaks. Orders of names (description, brand, status) are
 * PostgreSQL's: the names are ranked by the database, never by a JavaScript collation; codes
 * (lowercase letters and digits) and ids compare by code units, which the load checks against
 * the database's order of code_norm.
 *
 * It is kept current from product_changes (migration 0023): each committed write notes the
 * products it changed under the catalogue version it committed at, and the index reads the
 * products changed since its version. A changed product gets a new slot and its old one is left
 * dead (the word postings only grow; matches are checked against the live text); the tenant's
 * catalogue is loaded again when the dead slots outgrow the live ones.
 */

/** The sorts and what each orders by after its key: see ORDERS in products.list.ts. */
type SortKey = 'code' | 'description' | 'brand' | 'status' | 'completeness' | 'updatedAt';
const SORT_KEYS: SortKey[] = [
  'code',
  'description',
  'brand',
  'status',
  'completeness',
  'updatedAt',
];

interface ProductRow {
  id: string;
  code_norm: string;
  ean13: string | null;
  search_text: string;
  /** OE and competitor references' code_norm, space-separated. */
  refs: string | null;
  brand_id: string;
  category_id: string | null;
  group_id: string | null;
  subgroup_id: string | null;
  status: string;
  has_image: boolean;
  completeness: number;
  /** updated_at in microseconds since the epoch, as text (exact). */
  updated_us: string;
  updated_by: string | null;
  description_name: string;
  brand_name: string;
}

/** A product's columns as ProductRow, with its references (a load reads them apart: `null`). */
const productColumns = (refs: SQL) => sql`t.id, t.code_norm, t.ean13, t.search_text,
  ${refs} as refs, t.brand_id, t.category_id, t.group_id, t.subgroup_id, t.status,
  t.main_image is not null as has_image, t.completeness,
  floor(extract(epoch from t.updated_at) * 1000000)::bigint::text as updated_us, t.updated_by,
  t.description_name, t.brand_name`;

/** A changed product's columns: its references read with it. */
const PRODUCT_COLUMNS = productColumns(sql`(select string_agg(r.code_norm, ' ') from (
    select code_norm from product_oe_refs o where o.tenant_id = t.tenant_id and o.product_id = t.id
    union all select code_norm from product_cross_refs x
      where x.tenant_id = t.tenant_id and x.product_id = t.id) r)`);

/** Code-unit order: codes and ids (uuids compare as their lowercase hex). */
const byUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Trigrams of a text without a space in them (a word of q has none), each once. */
function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) {
    const g = text.slice(i, i + 3);
    if (!g.includes(' ')) grams.add(g);
  }
  return grams;
}

/** Lets other requests run between slices of a long build (a load takes seconds). */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface ListPage {
  total: number;
  ids: string[];
}

/** A product row as loaded, with its place in each sort's order (PostgreSQL's, 0-based). */
export interface LoadedRow extends ProductRow {
  ord_description: number;
  ord_brand: number;
  ord_status: number;
  ord_completeness: number;
  ord_updated: number;
}

/** The filters but q, as numbers the walk compares (-2: not asked). */
interface Filters {
  brand: number;
  category: number;
  group: number;
  subgroup: number;
  updatedBy: number;
  status: number;
  hasImage: number;
  below: number;
  since: number;
}

/** The per-product columns filters and sorts read, as typed arrays (grown by doubling). */
const NUMBER_COLUMNS = [
  'live',
  'brand',
  'category',
  'group',
  'subgroup',
  'updatedBy',
  'status',
  'descName',
  'brandName',
  'hasImage',
  'completeness',
] as const;
type NumberColumn = (typeof NUMBER_COLUMNS)[number];

/** The columns an equality filter reads, each with a posting list per value. */
const ID_FILTERS = [
  'brand',
  'category',
  'group',
  'subgroup',
  'updatedBy',
  'status',
  'hasImage',
] as const;

export class ListIndex {
  version: number;
  /** Per slot; a dead slot (an older state of a product, or a deleted one) has live 0. */
  private readonly ids: string[] = [];
  private readonly codeNorm: string[] = [];
  private readonly ean: (string | null)[] = [];
  private readonly text: string[] = [];
  private readonly col = {} as Record<NumberColumn, Int32Array>;
  /** updated_at in microseconds (exact in a double). */
  private updated = new Float64Array(0);
  private capacity = 0;
  private readonly slotOf = new Map<string, number>();
  /** uuids (brands, category levels, users) as small numbers; -1 is none. */
  private readonly uuidNumber = new Map<string, number>();
  /** Each id filter's slots per value (dead ones included: checked when read). */
  private readonly postings = {} as Record<(typeof ID_FILTERS)[number], Map<number, number[]>>;
  /** Names (descriptions, brands, statuses) and their rank in the database's order. */
  private readonly names: string[] = [];
  private readonly nameNumber = new Map<string, number>();
  private nameRank: number[] = [];
  private readonly grams = new Map<string, number[]>();
  private readonly eanSlots = new Map<string, number[]>();
  /** References' code_norm in code-unit order, and their slots. */
  private refCodes: string[] = [];
  private refSlots: number[] = [];
  /** Live slots in each sort's ascending order, and (built when asked) each slot's place in it. */
  private readonly orders = new Map<SortKey, Int32Array>();
  private readonly places = new Map<SortKey, Int32Array>();
  private liveCount = 0;
  private scratch = new Uint8Array(0);

  private constructor(version: number) {
    this.version = version;
    for (const c of NUMBER_COLUMNS) this.col[c] = new Int32Array(0);
    for (const c of ID_FILTERS) this.postings[c] = new Map();
  }

  get size(): number {
    return this.liveCount;
  }

  /** Slots no product is in any more: the index is worth loading again past the live count. */
  get dead(): number {
    return this.ids.length - this.liveCount;
  }

  /**
   * The index of `rows` (every product of the tenant in the database's (code_norm, id) order,
   * with their places in the other orders) and the tenant's references (code_norm in code-unit
   * order), at `version`. Built in slices that let other requests run. Null when the database
   * orders codes otherwise than code units do (a collation this index cannot follow when it
   * places a changed product): the SQL list answers then.
   */
  static async build(
    rows: LoadedRow[],
    refs: { code_norm: string; product_id: string }[],
    version: number,
    rankNames: (names: string[]) => Promise<string[]>,
  ): Promise<ListIndex | null> {
    const index = new ListIndex(version);
    index.grow(rows.length);
    const n = rows.length;
    const code = new Int32Array(n);
    const ords = {
      description: new Int32Array(n),
      brand: new Int32Array(n),
      status: new Int32Array(n),
      completeness: new Int32Array(n),
      updatedAt: new Int32Array(n),
    };
    for (let i = 0; i < n; i++) {
      const row = rows[i]!;
      const slot = index.add(row);
      code[i] = slot;
      ords.description[row.ord_description] = slot;
      ords.brand[row.ord_brand] = slot;
      ords.status[row.ord_status] = slot;
      ords.completeness[row.ord_completeness] = slot;
      ords.updatedAt[row.ord_updated] = slot;
      if (i > 0 && index.compare('code', i - 1, i) >= 0) return null;
      if (i % 5_000 === 4_999) await breathe();
    }
    for (const ref of refs) {
      const slot = index.slotOf.get(ref.product_id);
      if (slot === undefined) continue;
      index.refCodes.push(ref.code_norm);
      index.refSlots.push(slot);
    }
    await index.rankNames(rankNames);
    index.orders.set('code', code);
    for (const [key, order] of Object.entries(ords)) index.orders.set(key as SortKey, order);
    return index;
  }

  private grow(atLeast: number) {
    if (atLeast <= this.capacity) return;
    const capacity = Math.max(atLeast, this.capacity * 2, 1024);
    for (const c of NUMBER_COLUMNS) {
      const next = new Int32Array(capacity);
      next.set(this.col[c]);
      this.col[c] = next;
    }
    const updated = new Float64Array(capacity);
    updated.set(this.updated);
    this.updated = updated;
    this.capacity = capacity;
  }

  private number(id: string | null): number {
    if (id === null) return -1;
    const key = id.toLowerCase();
    let n = this.uuidNumber.get(key);
    if (n === undefined) {
      n = this.uuidNumber.size;
      this.uuidNumber.set(key, n);
    }
    return n;
  }

  private nameOf(name: string): number {
    let n = this.nameNumber.get(name);
    if (n === undefined) {
      n = this.names.length;
      this.names.push(name);
      this.nameNumber.set(name, n);
    }
    return n;
  }

  /** Ranks every name in the database's order (when a name is new to the index). */
  private async rankNames(rankNames: (names: string[]) => Promise<string[]>) {
    if (this.nameRank.length === this.names.length) return;
    const ordered = await rankNames(this.names);
    const rank = new Array<number>(this.names.length).fill(0);
    ordered.forEach((name, i) => {
      const n = this.nameNumber.get(name);
      if (n !== undefined) rank[n] = i;
    });
    this.nameRank = rank;
  }

  /** A product's state in a new slot (its old slot, if any, is left dead by the caller). */
  private add(row: ProductRow): number {
    const slot = this.ids.length;
    this.grow(slot + 1);
    const c = this.col;
    this.ids.push(row.id);
    this.liveCount++;
    this.slotOf.set(row.id, slot);
    this.codeNorm.push(row.code_norm);
    this.ean.push(row.ean13);
    this.text.push(row.search_text);
    c.live[slot] = 1;
    c.brand[slot] = this.number(row.brand_id);
    c.category[slot] = this.number(row.category_id);
    c.group[slot] = this.number(row.group_id);
    c.subgroup[slot] = this.number(row.subgroup_id);
    c.updatedBy[slot] = this.number(row.updated_by);
    c.status[slot] = this.nameOf(row.status);
    c.descName[slot] = this.nameOf(row.description_name);
    c.brandName[slot] = this.nameOf(row.brand_name);
    c.hasImage[slot] = row.has_image ? 1 : 0;
    c.completeness[slot] = Number(row.completeness);
    this.updated[slot] = Number(row.updated_us);
    for (const f of ID_FILTERS) {
      const value = c[f][slot]!;
      if (value < 0) continue;
      const list = this.postings[f].get(value);
      if (list) list.push(slot);
      else this.postings[f].set(value, [slot]);
    }
    for (const g of trigrams(row.search_text)) {
      const list = this.grams.get(g);
      if (list) list.push(slot);
      else this.grams.set(g, [slot]);
    }
    if (row.ean13) {
      const list = this.eanSlots.get(row.ean13);
      if (list) list.push(slot);
      else this.eanSlots.set(row.ean13, [slot]);
    }
    for (const ref of row.refs ? row.refs.split(' ') : []) {
      if (!ref) continue;
      this.refCodes.push(ref);
      this.refSlots.push(slot);
    }
    return slot;
  }

  /** Two slots in a sort's ascending order (never equal for two slots: ids are unique). */
  private compare(key: SortKey, a: number, b: number): number {
    const r = this.nameRank;
    const c = this.col;
    const ranked = (column: Int32Array) => r[column[a]!]! - r[column[b]!]!;
    const d =
      key === 'description'
        ? ranked(c.descName)
        : key === 'brand'
          ? ranked(c.brandName)
          : key === 'status'
            ? ranked(c.status)
            : 0;
    if (d !== 0) return d;
    if (key === 'completeness')
      return c.completeness[a]! - c.completeness[b]! || byUnits(this.ids[a]!, this.ids[b]!);
    if (key === 'updatedAt')
      return this.updated[a]! - this.updated[b]! || byUnits(this.ids[a]!, this.ids[b]!);
    return byUnits(this.codeNorm[a]!, this.codeNorm[b]!) || byUnits(this.ids[a]!, this.ids[b]!);
  }

  /**
   * Applies the products changed since the index's version, read at `version`: each row is a
   * product's state now, and each id without a row was deleted. The orders are merged with the
   * new slots (linear in the products), the references' list too.
   */
  async apply(
    version: number,
    changed: string[],
    rows: ProductRow[],
    rankNames: (names: string[]) => Promise<string[]>,
  ): Promise<void> {
    // New names are ranked first: from here on nothing is awaited, so no request sees the
    // index half changed.
    for (const row of rows)
      for (const name of [row.status, row.description_name, row.brand_name]) this.nameOf(name);
    await this.rankNames(rankNames);
    for (const id of changed) {
      const old = this.slotOf.get(id);
      if (old === undefined || this.col.live[old] === 0) continue;
      this.col.live[old] = 0;
      this.liveCount--;
      this.slotOf.delete(id);
    }
    const refsFrom = this.refCodes.length;
    const added = rows.map((row) => this.add(row));
    this.mergeRefs(refsFrom);
    for (const key of SORT_KEYS) {
      const old = this.orders.get(key)!;
      const extra = Int32Array.from(added).sort((a, b) => this.compare(key, a, b));
      const merged = new Int32Array(this.liveCount);
      const live = this.col.live;
      let n = 0;
      let e = 0;
      for (let i = 0; i < old.length; i++) {
        const slot = old[i]!;
        if (live[slot] === 0) continue;
        while (e < extra.length && this.compare(key, extra[e]!, slot) < 0)
          merged[n++] = extra[e++]!;
        merged[n++] = slot;
      }
      while (e < extra.length) merged[n++] = extra[e++]!;
      this.orders.set(key, merged);
    }
    this.places.clear();
    this.version = version;
  }

  /**
   * The references from `from` on (just added) put in code-unit order among the ones before
   * them: a few (a save's) each inserted at its place, many (an import's) merged in one pass that
   * also leaves out dead slots' references. A dead slot's references left in place are harmless:
   * matches() takes live slots only.
   */
  private mergeRefs(from: number) {
    const fresh: number[] = [];
    for (let i = from; i < this.refCodes.length; i++) fresh.push(i);
    if (fresh.length === 0) return;
    fresh.sort((a, b) => byUnits(this.refCodes[a]!, this.refCodes[b]!));
    const added = fresh.map((i) => [this.refCodes[i]!, this.refSlots[i]!] as const);
    this.refCodes.length = from;
    this.refSlots.length = from;
    if (added.length <= 256) {
      for (const [code, slot] of added) {
        const at = lowerBoundBy(this.refCodes.length, (k) => this.refCodes[k]!, code);
        this.refCodes.splice(at, 0, code);
        this.refSlots.splice(at, 0, slot);
      }
      return;
    }
    const codes: string[] = [];
    const slots: number[] = [];
    const live = this.col.live;
    let j = 0;
    for (let i = 0; i <= from; i++) {
      const code = i < from ? this.refCodes[i]! : undefined;
      while (j < added.length && (code === undefined || added[j]![0] < code)) {
        codes.push(added[j]![0]);
        slots.push(added[j]![1]);
        j++;
      }
      if (code !== undefined && live[this.refSlots[i]!] === 1) {
        codes.push(code);
        slots.push(this.refSlots[i]!);
      }
    }
    this.refCodes = codes;
    this.refSlots = slots;
  }

  /** Each live slot's place in a sort's order (built on first use after a change). */
  private placesOf(key: SortKey): Int32Array {
    let places = this.places.get(key);
    if (!places || places.length < this.ids.length) {
      places = new Int32Array(this.ids.length);
      const order = this.orders.get(key)!;
      for (let i = 0; i < order.length; i++) places[order[i]!] = i;
      this.places.set(key, places);
    }
    return places;
  }

  private ensureScratch() {
    if (this.scratch.length < this.ids.length)
      this.scratch = new Uint8Array(this.ids.length * 1.25);
    return this.scratch;
  }

  /** The live slots q matches (each once): every way of SQL's searchArms. */
  private matches(q: string): number[] {
    const out: number[] = [];
    const seen = this.ensureScratch();
    const live = this.col.live;
    const take = (slot: number) => {
      if (live[slot] === 1 && seen[slot] === 0) {
        seen[slot] = 1;
        out.push(slot);
      }
    };
    const code = normalizeCode(q);
    if (code) {
      const order = this.orders.get('code')!;
      const at = (i: number) => this.codeNorm[order[i]!]!;
      for (let i = lowerBoundBy(order.length, at, code); i < order.length; i++) {
        if (!at(i).startsWith(code)) break;
        take(order[i]!);
      }
      const refs = this.refCodes;
      for (let i = lowerBoundBy(refs.length, (k) => refs[k]!, code); i < refs.length; i++) {
        if (!refs[i]!.startsWith(code)) break;
        take(this.refSlots[i]!);
      }
    }
    const digits = q.replace(/[\s.-]/g, '');
    if (/^[0-9]{8,14}$/.test(digits))
      for (const slot of this.eanSlots.get(digits) ?? []) if (this.ean[slot] === digits) take(slot);
    const words = normalizeText(q).split(' ').filter(Boolean).slice(0, 8);
    const long = words.filter((w) => w.length >= 3);
    if (long.length > 0) {
      // The rarest trigram of the long words gives the candidates; each is checked whole.
      let rarest: number[] | undefined;
      for (const w of long)
        for (const g of trigrams(w)) {
          const list = this.grams.get(g) ?? [];
          if (!rarest || list.length < rarest.length) rarest = list;
        }
      for (const slot of rarest ?? []) {
        if (live[slot] !== 1 || seen[slot] === 1) continue;
        const text = this.text[slot]!;
        if (words.every((w) => text.includes(w))) take(slot);
      }
    }
    for (const slot of out) seen[slot] = 0;
    return out;
  }

  /** The filters but q as numbers (undefined: a value no product has, so nothing matches). */
  private filtersOf(p: ProductListQuery): Filters | undefined {
    const id = (value: string | undefined) =>
      value ? (this.uuidNumber.get(value.toLowerCase()) ?? -3) : -2;
    const f: Filters = {
      brand: id(p.brand),
      category: id(p.category),
      group: id(p.group),
      subgroup: id(p.subgroup),
      updatedBy: id(p.updatedBy),
      status: p.status ? (this.nameNumber.get(p.status) ?? -3) : -2,
      hasImage: p.hasImage === undefined ? -2 : p.hasImage ? 1 : 0,
      below: p.completenessBelow ?? Infinity,
      since: p.updatedSince ? Date.parse(new Date(p.updatedSince).toISOString()) * 1000 : -Infinity,
    };
    if (Object.values(f).includes(-3)) return undefined;
    return f;
  }

  /** Whether a live slot passes the filters (one monomorphic test, no closures). */
  private passes(slot: number, f: Filters): boolean {
    const c = this.col;
    return (
      (f.brand === -2 || c.brand[slot] === f.brand) &&
      (f.category === -2 || c.category[slot] === f.category) &&
      (f.group === -2 || c.group[slot] === f.group) &&
      (f.subgroup === -2 || c.subgroup[slot] === f.subgroup) &&
      (f.updatedBy === -2 || c.updatedBy[slot] === f.updatedBy) &&
      (f.status === -2 || c.status[slot] === f.status) &&
      (f.hasImage === -2 || c.hasImage[slot] === f.hasImage) &&
      c.completeness[slot]! < f.below &&
      this.updated[slot]! >= f.since
    );
  }

  /**
   * The fewest products one filter asked keeps, as the candidates the others are tested on: an
   * equality filter's posting list (dead slots included) or a range filter's run of its order
   * (completeness below: the start of the completeness order; changed since: the end of the
   * changed-at order).
   */
  private narrowest(f: Filters): ArrayLike<number> {
    let best: ArrayLike<number> | undefined;
    const consider = (list: ArrayLike<number>) => {
      if (!best || list.length < best.length) best = list;
    };
    for (const name of ID_FILTERS)
      if (f[name] !== -2) consider(this.postings[name].get(f[name]) ?? []);
    if (f.below !== Infinity) {
      const order = this.orders.get('completeness')!;
      const c = this.col.completeness;
      let lo = 0;
      let hi = order.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (c[order[mid]!]! < f.below) lo = mid + 1;
        else hi = mid;
      }
      consider(order.subarray(0, lo));
    }
    if (f.since !== -Infinity) {
      const order = this.orders.get('updatedAt')!;
      let lo = 0;
      let hi = order.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.updated[order[mid]!]! < f.since) lo = mid + 1;
        else hi = mid;
      }
      consider(order.subarray(lo));
    }
    return best ?? this.orders.get('code')!;
  }

  /** A page of the list and its total, as the SQL list answers them. */
  page(p: ProductListQuery): ListPage {
    const [name, dir] = (p.sort ?? 'code:asc').split(':');
    const key = (SORT_KEYS as string[]).includes(name ?? '') ? (name as SortKey) : 'code';
    const desc = dir === 'desc';
    const offset = (p.page - 1) * p.pageSize;
    const f = this.filtersOf(p);
    if (!f) return { total: 0, ids: [] };
    const q = p.q?.trim() ?? '';
    const order = this.orders.get(key)!;
    const filtered =
      f.below !== Infinity || f.since !== -Infinity || ID_FILTERS.some((name) => f[name] !== -2);
    // The page's places in the ascending order of the matches: [lo, hi).
    const window = (total: number) => {
      const end = Math.min(total, offset + p.pageSize);
      return desc ? { lo: total - end, hi: total - offset } : { lo: offset, hi: end };
    };
    const idsOf = (slots: number[]) => (desc ? slots.reverse() : slots).map((s) => this.ids[s]!);
    if (!q && !filtered) {
      const { lo, hi } = window(order.length);
      return { total: order.length, ids: idsOf(lo < hi ? Array.from(order.subarray(lo, hi)) : []) };
    }
    // The matches: q's, or the narrowest filter's candidates, each tested on every filter.
    const live = this.col.live;
    const candidates = q ? this.matches(q) : this.narrowest(f);
    const kept: number[] = [];
    for (let i = 0; i < candidates.length; i++) {
      const slot = candidates[i]!;
      if (live[slot] === 1 && (!filtered || this.passes(slot, f))) kept.push(slot);
    }
    const total = kept.length;
    const { lo, hi } = window(total);
    if (lo >= hi) return { total, ids: [] };
    // Few are sorted by their places in the order; many are marked and the order walked from
    // its nearer end until the page is found.
    if (total * Math.log2(total + 2) < order.length) {
      const places = this.placesOf(key);
      kept.sort((a, b) => places[a]! - places[b]!);
      return { total, ids: idsOf(kept.slice(lo, hi)) };
    }
    const marked = this.ensureScratch();
    for (const slot of kept) marked[slot] = 1;
    const page: number[] = [];
    if (lo <= total - hi) {
      for (let i = 0, at = 0; i < order.length && at < hi; i++) {
        const slot = order[i]!;
        if (marked[slot] !== 1) continue;
        if (at >= lo) page.push(slot);
        at++;
      }
    } else {
      for (let i = order.length - 1, at = total - 1; i >= 0 && at >= lo; i--) {
        const slot = order[i]!;
        if (marked[slot] !== 1) continue;
        if (at < hi) page.push(slot);
        at--;
      }
      page.reverse();
    }
    for (const slot of kept) marked[slot] = 0;
    return { total, ids: idsOf(page) };
  }
}

/**
 * Every product of the tenant in the database's (code_norm, id) order with its place in the other
 * sorts' orders (PostgreSQL's, so no JavaScript collation orders a name), the references in
 * code-unit order, and the version, from one snapshot.
 */
async function loadRows(db: Db, tenantId: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const t = tx as unknown as Db;
    const [state] = await queryRows<{ version: number | string | null }>(
      t,
      sql`select (select version from catalog_search_state where tenant_id = ${tenantId})
        as version`,
    );
    // Each sort's place, in the list's own orders (products.list.ts orderSql).
    const place = (sort: string) => sql`(row_number() over (order by ${orderSql(sort)}) - 1)::int`;
    const rows = await queryRows<LoadedRow>(
      t,
      sql`select ${productColumns(sql`null`)},
          ${place('description')} as ord_description,
          ${place('brand')} as ord_brand,
          ${place('status')} as ord_status,
          ${place('completeness')} as ord_completeness,
          ${place('updatedAt')} as ord_updated
        from products t where t.tenant_id = ${tenantId}
        order by t.code_norm, t.id`,
    );
    const refs = await queryRows<{ code_norm: string; product_id: string }>(
      t,
      sql`select code_norm, product_id from (
          select code_norm, product_id from product_oe_refs where tenant_id = ${tenantId}
          union all select code_norm, product_id from product_cross_refs
            where tenant_id = ${tenantId}) r
        order by code_norm collate "C"`,
    );
    return { version: Number(state?.version ?? 0), rows, refs };
  });
}

/** The names in the database's order (its collation, as `order by` on the columns). */
function nameRanker(db: Db) {
  return async (names: string[]) =>
    (
      await queryRows<{ name: string }>(
        db,
        sql`select value as name from json_array_elements_text(${JSON.stringify(names)}::json)
          order by value`,
      )
    ).map((r) => r.name);
}

interface Entry {
  index: ListIndex;
  /** The refresh in progress: requests that find the index behind wait for the same one. */
  refreshing?: Promise<boolean>;
}

/** How far behind (in versions) an index is read from product_changes, not loaded again. */
const MAX_VERSIONS_BEHIND = 900;
const MAX_CHANGES = 20_000;
const RETRY_AFTER_MS = 60_000;

/**
 * The tenants' list indexes: loaded in the background on a tenant's first list (the SQL list
 * answers until then), brought up to date from product_changes when a page's rows show the
 * catalogue has moved, loaded again when too far behind or too many dead slots. The tenants
 * searched least recently go when the products kept pass `maxProducts`.
 */
export class ListIndexes {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<void>>();
  /** When a tenant's last load failed: it is not tried again for a while (the SQL list answers). */
  private readonly failedAt = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly options: {
      enabled: boolean;
      maxProducts: number;
      onError?: (error: unknown) => void;
      onLoad?: (tenantId: string, products: number, ms: number) => void;
    },
  ) {}

  /** The tenant's index, whatever its version; null (and a load starts) when there is none. */
  get(tenantId: string): ListIndex | null {
    if (!this.options.enabled) return null;
    const entry = this.entries.get(tenantId);
    if (!entry) {
      this.startLoad(tenantId);
      return null;
    }
    this.entries.delete(tenantId); // most recently used goes last
    this.entries.set(tenantId, entry);
    return entry.index;
  }

  /** Settles when the tenant's load in progress, if any, has finished (for tests and tools). */
  async settled(tenantId: string): Promise<void> {
    await this.loading.get(tenantId);
  }

  /**
   * Brings the tenant's index to the database's version (true), or drops it for a load in the
   * background (false) when it is too far behind, a read fails, or it holds too many dead slots.
   */
  async refresh(tenantId: string): Promise<boolean> {
    const entry = this.entries.get(tenantId);
    if (!entry) return false;
    entry.refreshing ??= this.catchUp(tenantId, entry).finally(() => {
      entry.refreshing = undefined;
    });
    return entry.refreshing;
  }

  private async catchUp(tenantId: string, entry: Entry): Promise<boolean> {
    const { index } = entry;
    try {
      const [head] = await queryRows<{ version: number | string | null; changes: number }>(
        this.db,
        sql`select (select version from catalog_search_state where tenant_id = ${tenantId})
            as version,
          (select count(distinct product_id)::int from product_changes
            where tenant_id = ${tenantId} and version > ${index.version}) as changes`,
      );
      const version = Number(head?.version ?? 0);
      if (version === index.version) return true;
      if (
        version < index.version ||
        version - index.version > MAX_VERSIONS_BEHIND ||
        (head?.changes ?? 0) > MAX_CHANGES
      )
        return this.drop(tenantId);
      // One snapshot: the version, the products changed since the index's, and their rows (a
      // deleted product's are null). No change: one row with the version alone.
      const rows = await queryRows<
        ProductRow & { changed_id: string | null; state_version: number | string | null }
      >(
        this.db,
        sql`with changed as (select distinct product_id from product_changes
            where tenant_id = ${tenantId} and version > ${index.version})
          select s.version as state_version, c.product_id as changed_id, ${PRODUCT_COLUMNS}
          from (select version from catalog_search_state where tenant_id = ${tenantId}) s
          left join (changed c left join products t
            on t.tenant_id = ${tenantId} and t.id = c.product_id) on true`,
      );
      const now = Number(rows[0]?.state_version ?? 0);
      if (now - index.version > MAX_VERSIONS_BEHIND) return this.drop(tenantId);
      const changed = rows.filter((r) => r.changed_id !== null);
      await index.apply(
        now,
        changed.map((r) => r.changed_id!),
        changed.filter((r) => r.id !== null),
        nameRanker(this.db),
      );
      if (index.dead > Math.max(10_000, index.size)) return this.drop(tenantId);
      return true;
    } catch (error) {
      this.options.onError?.(error);
      return this.drop(tenantId);
    }
  }

  private drop(tenantId: string): false {
    this.entries.delete(tenantId);
    this.startLoad(tenantId);
    return false;
  }

  private startLoad(tenantId: string): void {
    if (this.loading.has(tenantId)) return;
    if (Date.now() - (this.failedAt.get(tenantId) ?? -Infinity) < RETRY_AFTER_MS) return;
    const work = (async () => {
      const started = Date.now();
      const { version, rows, refs } = await loadRows(this.db, tenantId);
      const index = await ListIndex.build(rows, refs, version, nameRanker(this.db));
      if (!index) throw new Error('the database orders product codes otherwise than code units');
      this.options.onLoad?.(tenantId, index.size, Date.now() - started);
      this.entries.delete(tenantId);
      this.entries.set(tenantId, { index });
      evictLeastRecent(this.entries, this.options.maxProducts);
    })()
      .catch((error: unknown) => {
        this.failedAt.set(tenantId, Date.now());
        this.options.onError?.(error);
      })
      .finally(() => this.loading.delete(tenantId));
    this.loading.set(tenantId, work);
  }
}
