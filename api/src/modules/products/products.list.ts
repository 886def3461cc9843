import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fieldsInvalid } from '../../plugins/errors';
import { queryRows } from '../catalog-public/query-rows';
import { normalizeCode, normalizeText } from '../common/search-text';
import type { ListIndexes } from './list-index';
import { createListCache, type ListCache } from './list-totals';
import { checkProduct, normalizeProductCode } from './products.rules';

export interface ProductListQuery {
  q?: string;
  page: number;
  pageSize: number;
  sort?: string;
  brand?: string;
  category?: string;
  group?: string;
  subgroup?: string;
  status?: string;
  hasImage?: boolean;
  completenessBelow?: number;
  updatedSince?: string;
  updatedBy?: string;
}

const like = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * q finds a product by its code (exact or prefix, in any writing: code_norm), an OE or
 * competitor reference (prefix), its EAN, or the words of its description, synonyms and
 * complement (search_text). Each way is a condition on the product `t` with an index of its
 * own; a product matches when one of them holds. No way: q can match nothing.
 */
function searchArms(tenantId: string, q: string): SQL[] {
  const code = normalizeCode(q);
  const words = normalizeText(q).split(' ').filter(Boolean).slice(0, 8);
  const arms: SQL[] = [];
  if (code) {
    const prefix = `${like(code)}%`;
    arms.push(sql`t.code_norm like ${prefix}`);
    // The references found first (an init plan), then their products by primary key.
    arms.push(sql`t.id = any(array(
      select product_id from product_oe_refs where tenant_id = ${tenantId} and code_norm like ${prefix}
      union select product_id from product_cross_refs
        where tenant_id = ${tenantId} and code_norm like ${prefix}))`);
  }
  const digits = q.replace(/[\s.-]/g, '');
  if (/^[0-9]{8,14}$/.test(digits)) arms.push(sql`t.ean13 = ${digits}`);
  // The trigram index answers words of 3+ characters; a shorter one would make it read every
  // entry, so it only filters what the long ones found (and alone searches no description).
  if (words.some((w) => w.length >= 3)) {
    const all = words.map((w) =>
      w.length >= 3
        ? sql`t.search_text like ${`%${like(w)}%`}`
        : sql`(t.search_text || '') like ${`%${like(w)}%`}`,
    );
    arms.push(sql.join(all, sql` and `));
  }
  return arms;
}

/** The tenant and the list's filters but q, as conditions on the product `t`. */
function filterSql(tenantId: string, p: Omit<ProductListQuery, 'page' | 'pageSize'>): SQL[] {
  const c: SQL[] = [sql`t.tenant_id = ${tenantId}`];
  if (p.brand) c.push(sql`t.brand_id = ${p.brand}`);
  if (p.category) c.push(sql`t.category_id = ${p.category}`);
  if (p.group) c.push(sql`t.group_id = ${p.group}`);
  if (p.subgroup) c.push(sql`t.subgroup_id = ${p.subgroup}`);
  if (p.status) c.push(sql`t.status = ${p.status}`);
  if (p.hasImage !== undefined) c.push(sql`t.has_image = ${p.hasImage}`);
  if (p.completenessBelow !== undefined) c.push(sql`t.completeness < ${p.completenessBelow}`);
  if (p.updatedSince) c.push(sql`t.updated_at >= ${new Date(p.updatedSince).toISOString()}`);
  if (p.updatedBy) c.push(sql`t.updated_by = ${p.updatedBy}`);
  return c;
}

// The filters product_list_counts (migration 0018) counts products by, and the nil uuid that
// stands there for "no category level".
const SUMMED: (keyof ProductListQuery)[] = [
  'brand',
  'category',
  'group',
  'subgroup',
  'status',
  'hasImage',
];
const NIL = '00000000-0000-0000-0000-000000000000';

/**
 * A list's total when its only filters are among SUMMED: the sum of the tenant's kept counts
 * for those values (a few hundred rows) instead of a count of every matching product. Undefined
 * for other filters, q, or a nil uuid asked (no product has it, the counts' "none" does).
 */
function summedTotal(tenantId: string, p: Omit<ProductListQuery, 'page' | 'pageSize'>) {
  const { q, ...filters } = p;
  if (q?.trim()) return undefined;
  const keys = (Object.keys(filters) as (keyof typeof filters)[]).filter(
    (k) => filters[k] !== undefined && filters[k] !== '' && k !== 'sort',
  );
  if (keys.length === 0 || !keys.every((k) => SUMMED.includes(k))) return undefined;
  if ([p.brand, p.category, p.group, p.subgroup].some((id) => id?.toLowerCase() === NIL))
    return undefined;
  const c: SQL[] = [sql`c.tenant_id = ${tenantId}`];
  if (p.brand) c.push(sql`c.brand_id = ${p.brand}`);
  if (p.category) c.push(sql`c.category_id = ${p.category}`);
  if (p.group) c.push(sql`c.group_id = ${p.group}`);
  if (p.subgroup) c.push(sql`c.subgroup_id = ${p.subgroup}`);
  if (p.status) c.push(sql`c.status = ${p.status}`);
  if (p.hasImage !== undefined) c.push(sql`c.has_image = ${p.hasImage}`);
  return sql`(select coalesce(sum(c.n), 0)::int from product_list_counts c
    where ${sql.join(c, sql` and `)})`;
}

/** Every filter and q as one condition on the product `t` (the CSV exports). */
export function whereSql(
  tenantId: string,
  p: Omit<ProductListQuery, 'page' | 'pageSize'>,
): { where: SQL; filtered: boolean } {
  const c = filterSql(tenantId, p);
  const q = p.q?.trim() ?? '';
  if (q) {
    const arms = searchArms(tenantId, q).map(
      (arm) => sql`select t.id from products t where t.tenant_id = ${tenantId} and ${arm}`,
    );
    c.push(arms.length > 0 ? sql`t.id in (${sql.join(arms, sql` union `)})` : sql`false`);
  }
  return { where: sql.join(c, sql` and `), filtered: c.length > 1 };
}

// Each sort ends on a unique key so pages never overlap, and each reads its page from an index
// (tenant, key, code_norm, id) walked either way: description and brand sort on the names the
// database keeps in the row (migration 0009) instead of joining and sorting every product.
const ORDERS: Record<string, (dir: SQL) => SQL> = {
  // code_norm: 'KL-10' and 'KL10' sort together.
  code: (d) => sql`t.code_norm ${d}, t.id ${d}`,
  description: (d) => sql`t.description_name ${d}, t.code_norm ${d}, t.id ${d}`,
  brand: (d) => sql`t.brand_name ${d}, t.code_norm ${d}, t.id ${d}`,
  status: (d) => sql`t.status ${d}, t.code_norm ${d}, t.id ${d}`,
  completeness: (d) => sql`t.completeness ${d}, t.id ${d}`,
  updatedAt: (d) => sql`t.updated_at ${d}, t.id ${d}`,
};

export function orderSql(sort = 'code:asc', reverse = false): SQL {
  const [key, dir] = sort.split(':');
  const desc = (dir === 'desc') !== reverse;
  return (ORDERS[key ?? 'code'] ?? ORDERS.code!)(sql.raw(desc ? 'desc' : 'asc'));
}

/**
 * Which rows of the order a page reads. An offset walks the index from its start, so a page in
 * the second half of the list is read from the other end (the total is known) and turned back:
 * the last page of 100,000 costs what the first does.
 */
export type PageWindow = ReturnType<typeof pageWindow>;

export function pageWindow(total: number | null, page: number, pageSize: number) {
  const offset = (page - 1) * pageSize;
  if (total === null || offset + pageSize / 2 <= total / 2)
    return { reverse: false, offset, limit: pageSize };
  const end = Math.min(total, offset + pageSize);
  if (end <= offset) return { reverse: false, offset, limit: pageSize };
  return { reverse: true, offset: total - end, limit: end - offset };
}

// A filtered list matching at most this share of the products gathers its matches to sort them,
// unless its page is near enough to an end of the order (walkCap in listProducts).
const SPARSE = 0.2;

/**
 * The filters that keep their matches together in an order (the order's key is, or follows, a
 * filtered column): walking that order from one end can pass every other product first.
 */
const TOGETHER: Record<string, (keyof ProductListQuery)[]> = {
  code: ['brand'],
  description: ['category', 'group', 'subgroup'],
  brand: ['brand'],
  status: ['status'],
  completeness: ['completenessBelow'],
  updatedAt: ['updatedSince'],
};

// What a search's union carries of each product: the id and every sort key.
const SORT_COLUMNS = sql.raw(
  't.id, t.code_norm, t.description_name, t.brand_name, t.status, t.completeness, t.updated_at',
);

interface ListRow {
  id: string;
  version: number;
  code: string;
  description: string;
  complement: string | null;
  brand: { id: string; name: string };
  categoryPath: string | null;
  status: string;
  completeness: number;
  image: string | null;
  updated_at: string;
  updated_by: string | null;
  updated_by_name: string | null;
}

/**
 * A page of the list and its total, in two statements as a rule. The page's ids are found first
 * (without q the order is read from an index, with no per-row work for the rows an offset
 * skips; with q each way of matching, searchArms, reads its own index with the filters and the
 * union of the matches is sorted), then only those rows are read whole. The first statement
 * also reads the catalogue's version and product count (list-totals.ts): the unfiltered total,
 * and the check that a kept filtered total is still true. A filtered total not kept yet is counted
 * once per catalogue version: a search's in the same pass as its page, other filters beside it.
 */
// The list's memory when the caller brings none (scripts, tests of the function alone).
const defaultCache = createListCache();

/**
 * Range filters that every product of the tenant passes, or none does, found from the ends of
 * their indexes (updated_at, completeness) with the catalogue version, in one statement:
 * updatedSince at or before the oldest change, completenessBelow above the highest completeness
 * (the list is the same without them), or past the newest change, at or below the lowest
 * completeness (the list is empty). A filter every product passes can make the list read and
 * count every match of the other filters through the table instead of their own index.
 */
async function rangeFilters(db: Db, tenantId: string, p: ProductListQuery) {
  const since = p.updatedSince ? new Date(p.updatedSince).toISOString() : null;
  const below = p.completenessBelow ?? null;
  if (since === null && below === null) return undefined;
  const [row] = await queryRows<{
    version: number | null;
    since_all: boolean | null;
    since_none: boolean | null;
    below_all: boolean | null;
    below_none: boolean | null;
  }>(
    db,
    sql`select (select version from catalog_search_state where tenant_id = ${tenantId}) as version,
      (select min(updated_at) from products where tenant_id = ${tenantId})
        >= ${since}::timestamptz as since_all,
      (select max(updated_at) from products where tenant_id = ${tenantId})
        < ${since}::timestamptz as since_none,
      (select max(completeness) from products where tenant_id = ${tenantId})
        < ${below}::int as below_all,
      (select min(completeness) from products where tenant_id = ${tenantId})
        >= ${below}::int as below_none`,
    'product_list_ranges',
  );
  if (!row) return undefined;
  const query = { ...p };
  if (row.since_all) delete query.updatedSince;
  if (row.below_all) delete query.completenessBelow;
  return {
    version: Number(row.version ?? 0),
    empty: Boolean(row.since_none || row.below_none),
    query,
    changed: Boolean(row.since_all || row.below_all),
  };
}

/** The page's rows, and the catalogue version they were read at (one snapshot). */
async function readRows(db: Db, tenantId: string, ids: string[]) {
  const rows = await queryRows<ListRow & { state_version: number | null }>(
    db,
    // Levels and the writer joined: the tenant's few of each are hashed or memoized once, where
    // a subquery per row and column cost four index lookups per row (1.8 ms of a 100-row
    // page). A named statement: its plan is kept.
    sql`select t.id, t.version, t.code, t.description_name as description, t.complement,
      json_build_object('id', t.brand_id, 'name', t.brand_name) as brand,
      nullif(concat_ws(' › ', c.name, g.name, s.name), '') as "categoryPath",
      t.status, t.completeness, t.main_image as image, t.updated_at, t.updated_by,
      u.name as updated_by_name,
      (select version from catalog_search_state where tenant_id = ${tenantId}) as state_version
    from products t
    left join categories c on c.tenant_id = t.tenant_id and c.id = t.category_id
    left join groups g on g.tenant_id = t.tenant_id and g.id = t.group_id
    left join subgroups s on s.tenant_id = t.tenant_id and s.id = t.subgroup_id
    left join users u on u.tenant_id = t.tenant_id and u.id = t.updated_by
    where t.tenant_id = ${tenantId} and t.id = any(${`{${ids.join(',')}}`}::uuid[])`,
    'product_list_rows',
  );
  return { rows, version: rows[0] ? Number(rows[0].state_version ?? 0) : undefined };
}

/** The tenant's catalogue version now. */
async function stateVersion(db: Db, tenantId: string) {
  const [row] = await queryRows<{ version: number | null }>(
    db,
    sql`select (select version from catalog_search_state where tenant_id = ${tenantId})
      as version`,
    'product_list_version',
  );
  return Number(row?.version ?? 0);
}

/** The list's answer: the rows in the page's order, as the API shows them. */
function listAnswer(total: number, ids: string[], rows: ListRow[]) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    total,
    items: ids
      .map((id) => byId.get(id)!)
      .map((r) => ({
        id: r.id,
        version: Number(r.version),
        code: r.code,
        description: r.description,
        complement: r.complement ?? null,
        brand: r.brand,
        categoryPath: r.categoryPath ?? null,
        status: r.status,
        completeness: Number(r.completeness),
        image: r.image ?? null,
        updatedAt: new Date(r.updated_at).toISOString(),
        updatedBy: r.updated_by ? { id: r.updated_by, name: r.updated_by_name ?? '' } : null,
      })),
  };
}

/**
 * The list from the tenant's in-memory index (list-index.ts), or undefined when it has none yet
 * (it loads in the background) or cannot catch up: the SQL list answers then. The page's ids and
 * total are the index's at its version; the rows, read by id, carry the version they were read
 * at: when it is not the index's, the index reads what changed and the page is found again.
 */
async function listFromIndex(db: Db, tenantId: string, p: ProductListQuery, indexes: ListIndexes) {
  for (let tries = 0; tries < 3; tries++) {
    const index = indexes.get(tenantId);
    if (!index) return undefined;
    const version = index.version;
    const { total, ids } = index.page(p);
    const read =
      ids.length > 0
        ? await readRows(db, tenantId, ids)
        : { rows: [], version: await stateVersion(db, tenantId) };
    if (read.version === version && read.rows.length === ids.length)
      return listAnswer(total, ids, read.rows);
    if (!(await indexes.refresh(tenantId))) return undefined;
  }
  return undefined;
}

/**
 * A page of the list and its total. A range filter that every product passes is left out, and
 * one that none passes answers an empty list, when the list found without it is of the same
 * catalogue version as the ranges (no write to products in between); else the list is found
 * with every filter.
 */
export async function listProducts(
  db: Db,
  tenantId: string,
  p: ProductListQuery,
  cache: ListCache = defaultCache,
  indexes?: ListIndexes,
) {
  const fromIndex = indexes && (await listFromIndex(db, tenantId, p, indexes));
  if (fromIndex) return { ...fromIndex, source: 'index' as const };
  const ranges = await rangeFilters(db, tenantId, p);
  if (ranges?.empty) return { total: 0, items: [], source: 'sql' as const };
  if (ranges?.changed) {
    const { version, ...answer } = await listAt(db, tenantId, ranges.query, cache);
    if (version === ranges.version) return { ...answer, source: 'sql' as const };
  }
  const { version: _version, ...answer } = await listAt(db, tenantId, p, cache);
  return { ...answer, source: 'sql' as const };
}

/**
 * Whether one index answers the list's filters alone (its count reads that index, not the
 * table), so the list is counted first and the count decides how its page is found: one filter,
 * levels of the category tree together, or a range filter (changed since, completeness below)
 * with any others (its index carries every filter column, migration 0019). Other combinations
 * gather their matches from the table and count them in the same pass.
 */
export function countedByOneIndex(filters: Omit<ProductListQuery, 'page' | 'pageSize'>) {
  const used = (Object.keys(filters) as (keyof typeof filters)[]).filter(
    (k) => k !== 'q' && k !== 'sort' && filters[k] !== undefined && filters[k] !== '',
  );
  return (
    used.length <= 1 ||
    used.every((k) => k === 'category' || k === 'group' || k === 'subgroup') ||
    used.includes('updatedSince') ||
    used.includes('completenessBelow')
  );
}

/** The list (listProducts) and the catalogue version its total and ids were found at, if one. */
async function listAt(db: Db, tenantId: string, p: ProductListQuery, cache: ListCache) {
  const { keepPage, keepTotal, keptPage, keptTotal, rememberState, seenState } = cache;
  const { page: _page, pageSize: _size, sort: _sort, ...filters } = p;
  const conditions = filterSql(tenantId, p);
  const where = sql.join(conditions, sql` and `);
  const q = p.q?.trim() ?? '';
  const arms = q ? searchArms(tenantId, q) : [];
  if (q && arms.length === 0) return { total: 0, items: [], version: undefined };
  // The arms made disjoint (each leaves out what the ones before it match), so their rows are
  // appended without a pass to remove duplicates.
  const source = q
    ? sql`(${sql.join(
        arms.map(
          (arm, i) =>
            sql`select ${SORT_COLUMNS} from products t where ${where} and ${arm}${
              i === 0
                ? sql``
                : sql` and not coalesce(${sql.join(
                    arms.slice(0, i).map((a) => sql`(${a})`),
                    sql` or `,
                  )}, false)`
            }`,
        ),
        sql` union all `,
      )}) t`
    : sql`products t where ${where}`;
  // A filter that keeps few products: its matches are gathered (from the filters' indexes)
  // and sorted, instead of walking the order's index past every product that does not match
  // (offset 0 keeps the planner from merging the two).
  const gathered = sql`(select ${SORT_COLUMNS} from products t where ${where} offset 0) t`;
  const sparse = (total: number | undefined, count: number | undefined) =>
    !q && total !== undefined && total <= SPARSE * (count ?? Infinity);
  const sortKey = (p.sort ?? 'code').split(':')[0] ?? 'code';
  const together = (TOGETHER[sortKey] ?? []).some((f) => p[f] !== undefined && p[f] !== '');
  // What makes a product part of the list: the filters and, with q, one of its ways.
  const hit = q
    ? sql`${where} and (${sql.join(
        arms.map((a) => sql`(${a})`),
        sql` or `,
      )})`
    : where;
  /**
   * A sparse filter's page near an end of the order (a first page, a last one) is found by walking
   * the order's index and keeping the matches, at most `cap` rows of it, instead of gathering
   * and sorting every match: worth it when the walk is expected to visit fewer rows (the page's
   * position over the filter's share) than the filter matches (each a row read either way: the
   * walk reads the filter's columns, the gathering the sort keys). A walk that falls short
   * (the matches sit elsewhere in the order) leaves the page to the gathering.
   */
  const walkCap = (total: number, count: number) => {
    if (together || total === 0) return undefined;
    const w = pageWindow(total, p.page, p.pageSize);
    const rows = ((w.offset + w.limit) * count) / total;
    return rows < total ? Math.ceil(2 * rows) + w.limit : undefined;
  };
  const walked = (cap: number) => (w: PageWindow) =>
    sql`(select * from (select ${SORT_COLUMNS}, (${hit}) as hit from products t
      where t.tenant_id = ${tenantId} order by ${orderSql(p.sort, w.reverse)} limit ${cap}) t
      where t.hit) t`;
  /** The page of a filter whose total is known: walked, gathered, or as the planner likes. */
  const filteredPage = async (total: number, count: number | undefined) => {
    // A search's matches are gathered from its ways' indexes (the source) unless its page is
    // found sooner by walking the order: a word or a short prefix matches thousands.
    if (!q && !sparse(total, count)) return pageOf(total, false);
    const cap = count === undefined ? undefined : walkCap(total, count);
    if (cap !== undefined) {
      const page = await pageOf(total, false, walked(cap));
      const expected = Math.max(0, Math.min(page.w.limit, total - page.w.offset));
      if (page.ids.length >= expected) return page;
    }
    return pageOf(total, false, q ? source : gathered);
  };
  const filtered = conditions.length > 1 || Boolean(q);
  const filterKey = JSON.stringify(filters);
  // Filters product_list_counts answers: the total is summed from it, in the statement of the
  // count and again in the page's (the page's own snapshot).
  const summed = summedTotal(tenantId, filters);

  const pageOf = async (
    total: number | undefined,
    withCount: boolean,
    source_: SQL | ((w: PageWindow) => SQL) = source,
  ) => {
    const w = pageWindow(total ?? null, p.page, p.pageSize);
    const from = typeof source_ === 'function' ? source_(w) : source_;
    const [row] = await queryRows<{
      version: number | null;
      product_count: number | null;
      total: number | null;
      summed: number | null;
      ids: string[] | null;
    }>(
      db,
      sql`with page as materialized (
        select t.id${sql.raw(withCount ? ', count(*) over ()::int as total' : '')}
        from ${from} order by ${orderSql(p.sort, w.reverse)}
        limit ${w.limit} offset ${w.offset})
      select (select version from catalog_search_state where tenant_id = ${tenantId}) as version,
        (select product_count from catalog_search_state where tenant_id = ${tenantId})
          as product_count,
        ${withCount ? sql`(select max(total) from page)` : sql`null::int`} as total,
        ${summed ?? sql`null::int`} as summed,
        (select array_agg(id) from page) as ids`,
    );
    const version = Number(row?.version ?? 0);
    const count = Number(row?.product_count ?? 0);
    rememberState(tenantId, version, count);
    const ids = row?.ids ?? [];
    if (w.reverse) ids.reverse();
    return { w, version, count, total: row?.total ?? null, summed: row?.summed ?? null, ids };
  };
  // The count, with the catalogue version and product count it was taken at (one snapshot).
  const counted = async () => {
    const state = sql`(select version from catalog_search_state where tenant_id = ${tenantId})
        as version,
      (select product_count from catalog_search_state where tenant_id = ${tenantId})
        as product_count`;
    const [row] = await queryRows<{ n: number; version: number | null; product_count: number }>(
      db,
      summed
        ? sql`select ${summed} as n, ${state}`
        : sql`select count(*)::int as n, ${state} from ${source}`,
    );
    const version = Number(row?.version ?? 0);
    const count = Number(row?.product_count ?? 0);
    rememberState(tenantId, version, count);
    const n = Number(row?.n ?? 0);
    keepTotal(tenantId, version, filterKey, n);
    return { n, count, version };
  };

  const countable = countedByOneIndex(filters);

  const seen = seenState(tenantId);
  // A page already answered at the catalogue's current version: its ids and total are still
  // true when the rows, read now, carry that version (no write to products since).
  const pageKey = JSON.stringify([filterKey, p.sort ?? '', p.page, p.pageSize]);
  const keptIds = keptPage(tenantId, seen?.version, pageKey);
  if (keptIds) {
    const read = await readRows(db, tenantId, keptIds.ids);
    if (read.version === seen?.version && read.rows.length === keptIds.ids.length)
      return { ...listAnswer(keptIds.total, keptIds.ids, read.rows), version: read.version };
  }
  let total: number;
  // The catalogue version at which `total` was true (undefined: not known to be the page's).
  let totalVersion: number | undefined;
  let page: Awaited<ReturnType<typeof pageOf>>;
  if (!filtered) {
    page = await pageOf(seen?.count, false);
    // A page read from the end with a count that has moved since: read it again.
    if (page.w.reverse && page.count !== seen?.count) page = await pageOf(page.count, false);
    total = page.count;
    totalVersion = page.version;
  } else {
    const kept = keptTotal(tenantId, seen?.version, filterKey);
    if (kept !== undefined) {
      page = await filteredPage(kept, seen?.count);
      if (page.version === seen?.version) {
        total = kept;
        totalVersion = seen.version;
      } else {
        // The catalogue moved since: count again, and read the page again.
        const c = await counted();
        total = c.n;
        totalVersion = c.version;
        page = await filteredPage(total, c.count);
      }
    } else if (q || (!countable && !summed)) {
      // The matches are gathered for the page anyway (a search's from its ways' indexes; two
      // filters no one index holds, from the table): counted in the same pass, one reading of
      // the matches instead of two (a page past the end has no row to carry the count, and
      // counts alone).
      page = await pageOf(undefined, true, q ? source : gathered);
      if (page.total === null) total = (await counted()).n;
      else {
        total = page.total;
        totalVersion = page.version;
        keepTotal(tenantId, page.version, filterKey, total);
      }
    } else {
      // A filter seen first is counted first (an index of the filter columns, or summed from
      // product_list_counts): the count decides how its page is found.
      const c = await counted();
      total = c.n;
      totalVersion = c.version;
      page = await filteredPage(total, c.count);
      // A summed total is read again with the page: after a write in between, the total is the
      // page's snapshot's, and the page is found again when its window depended on the old one.
      for (let tries = 0; tries < 3 && summed && page.version !== totalVersion; tries++) {
        if (page.summed === null) break;
        const moved = page.summed !== total;
        total = page.summed;
        totalVersion = page.version;
        if (moved) page = await filteredPage(total, page.count);
      }
    }
  }
  // The catalogue version the total and the page's ids were both found at.
  const version = totalVersion === page.version ? page.version : undefined;
  if (page.ids.length === 0) return { ...listAnswer(total, [], []), version };
  const read = await readRows(db, tenantId, page.ids);
  // Kept for the next time this page is asked at this version: the ids and total were found
  // at it, and the rows were read at it too (nothing moved in between).
  if (totalVersion === page.version && read.version === page.version)
    keepPage(tenantId, page.version, pageKey, { total, ids: page.ids });
  return { ...listAnswer(total, page.ids, read.rows), version };
}

/** GET …/code-available: the code as it would be stored, and whether another product has it. */
export async function codeAvailable(db: Db, tenantId: string, code: string, id?: string) {
  const { issues } = checkProduct({ code }, () => true);
  const codeIssues = issues.filter((i) => i.field === 'code');
  if (codeIssues.length > 0) throw fieldsInvalid(codeIssues);
  const normalized = normalizeProductCode(code);
  const [taken] = await queryRows<{ id: string }>(
    db,
    sql`select id from products where tenant_id = ${tenantId} and code = ${normalized}
      ${id ? sql`and id <> ${id}` : sql``} limit 1`,
  );
  return { available: !taken, normalized };
}
