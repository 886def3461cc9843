import { storableJson } from '../common/storable-text';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from './query-rows';

export interface SearchCriteria {
  tenantId: string;
  /** q as a code (normalizeCode); empty when absent or when q only named a vehicle. */
  code: string;
  /** q's words as tsquery texts (search-query.ts); null when q has no word to search. */
  words: SearchWords | null;
  brand?: string;
  category?: string;
  group?: string;
  subgroup?: string;
  factory?: string;
  vehicleId?: string;
  model?: string;
  year?: number;
}

export interface SearchWords {
  /** tsquery: every word by prefix or one of its typo candidates (what matches). */
  all: string;
  /** The same words, each by its stem (prefix) or one of its typo candidates (exact). */
  list: { stem: string; typos: string[] }[];
  /**
   * Rank of a match by its description (search-query.ts ranks the tenant's descriptions in
   * memory: 3 the words themselves, 4 as a phrase, 5 every word, 6 every word with typos);
   * a product matched through its complement or brand only ranks 7.
   */
  descriptionRanks: { id: string; rank: number }[];
}

export type SearchSort = 'relevance' | 'code' | 'description';

const GTIN = /^[0-9]{8}$|^[0-9]{12,14}$/;

const MATCHED_COLUMNS = sql.raw(`p.id, p.description_id, p.factory_ids, p.brand_id,
  p.category_id, p.group_id, p.subgroup_id, p.code_norm`);

/**
 * The CTE `matched (id, …, rank)`: visible products of the tenant that pass q and the filters.
 * Each way q can match reads products through its own index — code prefix, OE and competitor
 * references, EAN, the words' GIN index — with the row's columns at once (no second visit
 * per product), and a product found several ways keeps its best rank: 0 exact code, 1 code
 * prefix, 2 reference or EAN, then the words' ranks (SearchWords.descriptionRanks). A vehicle
 * (model, year or vehicle id) narrows every way through `vehicle_hits`, gathered once from
 * the applications.
 */
function matchedSql(c: SearchCriteria): SQL | null {
  const t = c.tenantId;
  const ctes: SQL[] = [];
  const where: SQL[] = [sql`p.tenant_id = ${t}`, sql`p.status <> 'draft'`];
  if (c.brand) where.push(sql`p.brand_id = ${c.brand}`);
  if (c.category) where.push(sql`p.category_id = ${c.category}`);
  if (c.group) where.push(sql`p.group_id = ${c.group}`);
  if (c.subgroup) where.push(sql`p.subgroup_id = ${c.subgroup}`);
  const vehicle = !!(c.vehicleId || c.model || c.year !== undefined);
  if (vehicle) {
    const conditions: SQL[] = [sql`a.tenant_id = ${t}`];
    if (c.factory) conditions.push(sql`v.factory_id = ${c.factory}`);
    if (c.vehicleId) conditions.push(sql`v.id = ${c.vehicleId}`);
    if (c.model) conditions.push(sql`v.model = ${c.model}`);
    if (c.year !== undefined) {
      conditions.push(sql`${c.year} between coalesce(a.year_start, v.year_start)
        and coalesce(a.year_end, v.year_end, 9999)`);
    }
    ctes.push(sql`vehicle_hits as materialized (select distinct a.product_id
      from product_applications a
      join vehicles v on v.tenant_id = a.tenant_id and v.id = a.vehicle_id
      where ${sql.join(conditions, sql` and `)})`);
  } else if (c.factory) {
    // A maker alone reads the product's own list of makers.
    where.push(sql`p.factory_ids @> array[${c.factory}]::uuid[]`);
  }
  const filters = sql.join(where, sql` and `);
  const arms: SQL[] = [];
  if (c.code) {
    const prefix = `${c.code}%`;
    arms.push(
      sql`select ${MATCHED_COLUMNS}, case when p.code_norm = ${c.code} then 0 else 1 end
        from products p where p.code_norm like ${prefix} and ${filters}`,
      sql`select ${MATCHED_COLUMNS}, 2 from products p
        where p.id in (select product_id from product_oe_refs
            where tenant_id = ${t} and code_norm like ${prefix}
          union select product_id from product_cross_refs
            where tenant_id = ${t} and code_norm like ${prefix})
          and ${filters}`,
    );
    if (GTIN.test(c.code)) {
      arms.push(sql`select ${MATCHED_COLUMNS}, 2 from products p
        where p.ean13 = ${c.code} and ${filters}`);
    }
  }
  if (c.words) {
    const ranked = c.words.descriptionRanks;
    if (ranked.length > 0) {
      ctes.push(sql`description_ranks as (select * from
        jsonb_to_recordset(${JSON.stringify(ranked)}::jsonb) as r(id uuid, rank int))`);
    }
    arms.push(
      ranked.length > 0
        ? sql`select ${MATCHED_COLUMNS}, coalesce(r.rank, 7) from products p
          left join description_ranks r on r.id = p.description_id
          where p.search_terms @@ to_tsquery('simple', ${c.words.all}) and ${filters}`
        : sql`select ${MATCHED_COLUMNS}, 7 from products p
          where p.search_terms @@ to_tsquery('simple', ${c.words.all}) and ${filters}`,
    );
  }
  const columns = sql.raw(`id, description_id, factory_ids, brand_id, category_id, group_id,
    subgroup_id, code_norm, rank`);
  let body =
    arms.length === 0
      ? sql`select ${MATCHED_COLUMNS}, 0 as rank from products p where ${filters}`
      : arms.length === 1
        ? arms[0]!
        : sql`select distinct on (id) * from (${sql.join(arms, sql` union all `)}) u(${columns})
          order by id, rank`;
  if (vehicle && arms.length === 0) {
    body = sql`${body} and p.id in (select product_id from vehicle_hits)`;
  } else if (vehicle) {
    // q's matches first (their own indexes), then the vehicle's: a vehicle fits thousands of
    // products, and checking q's words on each of them would cost more than the other way.
    ctes.push(sql`candidates(${columns}) as materialized (${body})`);
    body = sql`select * from candidates where id in (select product_id from vehicle_hits)`;
  }
  const head = ctes.length ? sql`${sql.join(ctes, sql`, `)}, ` : sql``;
  return sql`${head}matched(${columns}) as materialized (${body})`;
}

export interface SearchRow {
  id: string;
  code: string;
  description: string;
  complement: string | null;
  brand_id: string;
  brand_name: string;
  image_url: string | null;
  image_alt: string | null;
}

/** Page order over `m` (the matched set, or products itself when `ranked` is false). */
export function orderSql(c: SearchCriteria, sort: SearchSort, ranked = true): SQL {
  if (sort === 'code') return sql`m.code_norm, m.id`;
  if (sort === 'description') return sql`d.name, m.code_norm, m.id`;
  return ranked ? sql`m.rank, m.code_norm, m.id` : sql`m.code_norm, m.id`;
}

export interface FacetRow {
  kind: 'total' | 'brand' | 'category' | 'group' | 'subgroup' | 'factory';
  id: string | null;
  name: string | null;
  count: number;
}

/**
 * The CTEs `page` (the rows of page_ids (id, ord) with what a result card shows) and `facets`
 * (counts (kind, id, n) with their names; kind 'total' has no name; a row switched off in the
 * panel is no facet), then the one-row answer.
 */
export function pageAndFacetsSql(t: string): SQL {
  return sql`page as (select p.id, p.code, d.name as description, p.complement, b.id as brand_id,
        b.name as brand_name, i.url as image_url, i.alt as image_alt, k.ord
      from page_ids k
      join products p on p.tenant_id = ${t} and p.id = k.id
      join brands b on b.tenant_id = p.tenant_id and b.id = p.brand_id
      join descriptions d on d.tenant_id = p.tenant_id and d.id = p.description_id
      left join lateral (select url, alt from product_images pi
        where pi.tenant_id = p.tenant_id and pi.product_id = p.id order by rank limit 1) i on true),
    names as (select 'brand' as kind, id, name from brands where tenant_id = ${t} and active
      union all select 'category', id, name from categories where tenant_id = ${t} and active
      union all select 'group', id, name from groups where tenant_id = ${t} and active
      union all select 'subgroup', id, name from subgroups where tenant_id = ${t} and active
      union all select 'factory', id, name from factories where tenant_id = ${t} and active),
    facets as (select c.kind, case when c.kind = 'total' then null else c.id end as id,
        x.name, c.n as count
      from counts c left join names x on x.kind = c.kind and x.id = c.id
      where c.kind = 'total' or x.id is not null)
    select (select coalesce(json_agg(x order by x.ord), '[]'::json) from page x) as items,
      (select coalesce(json_agg(y), '[]'::json) from facets y) as facets`;
}

/**
 * One page of results plus the total and every facet in a single round trip: the matched set
 * is computed once (a materialised CTE) and both the page and one grouping-sets pass read it.
 */
export async function searchProductsPage(
  db: Db,
  c: SearchCriteria,
  sort: SearchSort,
  limit: number,
  offset: number,
): Promise<{ items: SearchRow[]; facets: FacetRow[] }> {
  const matched = matchedSql(c);
  if (!matched) return { items: [], facets: [] };
  const t = c.tenantId;
  const order = orderSql(c, sort);
  const description =
    sort === 'description'
      ? sql`join descriptions d on d.tenant_id = ${t} and d.id = m.description_id`
      : sql``;
  const [row] = await queryRows<{ items: SearchRow[]; facets: FacetRow[] }>(
    db,
    sql`with ${matched},
    counts as (select case grouping(brand_id, category_id, group_id, subgroup_id)
          when 7 then 'brand' when 11 then 'category' when 13 then 'group' when 14 then 'subgroup'
          else 'total' end as kind,
        coalesce(brand_id, category_id, group_id, subgroup_id) as id, count(*)::int as n
      from matched
      group by grouping sets ((brand_id), (category_id), (group_id), (subgroup_id), ())
      union all select 'factory', u.id, count(*)::int from matched m
        cross join unnest(m.factory_ids) as u(id) group by u.id),
    page_ids as (select m.id, row_number() over (order by ${order}) as ord from matched m
      ${description} order by ${order} limit ${limit} offset ${offset}),
    ${pageAndFacetsSql(t)}`,
  );
  return row ?? { items: [], facets: [] };
}

/** Whether anything matches (the "did you mean" check of a search that found nothing). */
export async function anyMatch(db: Db, c: SearchCriteria): Promise<boolean> {
  const matched = matchedSql(c);
  if (!matched) return false;
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`with ${matched} select exists (select 1 from matched) as found`,
  );
  return row?.found === true;
}

export interface SearchLogRow {
  tenantId: string;
  q: string | null;
  filters: Record<string, unknown>;
  total: number;
  at: Date;
}

/** Many searches in one insert (one commit, not one per search). */
export async function insertSearchLogs(db: Db, rows: SearchLogRow[]): Promise<void> {
  if (rows.length === 0) return;
  const json = rows.map((r) => ({
    tenant_id: r.tenantId,
    q: r.q,
    filters: r.filters,
    total: r.total,
    created_at: r.at.toISOString(),
  }));
  await db.execute(sql`insert into search_log (tenant_id, q, filters, total, created_at)
    select tenant_id, q, filters, total, created_at from jsonb_to_recordset(${storableJson(json)}::jsonb)
      as x(tenant_id uuid, q text, filters jsonb, total integer, created_at timestamptz)`);
}
