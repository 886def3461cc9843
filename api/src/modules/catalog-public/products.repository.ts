import { storableJson } from '../common/storable-text';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from './query-rows';

export interface SearchCriteria {
  tenantId: string;
  /** Normalised words (normalizeText) and code (normalizeCode) of q; empty when absent. */
  text: string;
  code: string;
  brand?: string;
  category?: string;
  group?: string;
  subgroup?: string;
  factory?: string;
  vehicleId?: string;
  model?: string;
  year?: number;
}

export type SearchSort = 'relevance' | 'code' | 'description';

interface Hits {
  /** The CTE `ref_hits (product_id)`: OE and competitor codes with the prefix. */
  refs: SQL | null;
  /** Whether product p is a hit: one bitmap scan of products ORs the code, id and trigram indexes. */
  match: SQL;
  /** Rank of a hit: 0 exact code, 1 code prefix, 2 OE or competitor reference, 3 description. */
  rank: SQL;
}

function hitsSql(c: SearchCriteria): Hits | null {
  const t = c.tenantId;
  const arms: SQL[] = [];
  const ranks: SQL[] = [];
  let refs: SQL | null = null;
  if (c.code) {
    const prefix = `${c.code}%`;
    refs = sql`ref_hits as materialized (select product_id from product_oe_refs
        where tenant_id = ${t} and code_norm like ${prefix}
      union select product_id from product_cross_refs
        where tenant_id = ${t} and code_norm like ${prefix})`;
    arms.push(
      sql`p.code_norm like ${prefix}`,
      sql`p.id = any(array(select product_id from ref_hits))`,
    );
    ranks.push(
      sql`when p.code_norm = ${c.code} then 0`,
      sql`when p.code_norm like ${prefix} then 1`,
      sql`when p.id in (select product_id from ref_hits) then 2`,
    );
  }
  // Trigram word similarity: accent-free (normalised on write and here) and typo-tolerant.
  if (c.text.length >= 3) arms.push(sql`${c.text} <% p.search_text`);
  if (arms.length === 0) return null;
  return {
    refs,
    match: sql`(${sql.join(arms, sql` or `)})`,
    rank: ranks.length > 0 ? sql`case ${sql.join(ranks, sql` `)} else 3 end` : sql`3`,
  };
}

function vehicleSql(c: SearchCriteria): SQL | null {
  if (!c.factory && !c.vehicleId && !c.model && c.year === undefined) return null;
  if (!c.vehicleId && !c.model && c.year === undefined) {
    return sql`p.factory_ids @> array[${c.factory}]::uuid[]`;
  }
  const conditions: SQL[] = [];
  if (c.factory) conditions.push(sql`v.factory_id = ${c.factory}`);
  if (c.vehicleId) conditions.push(sql`v.id = ${c.vehicleId}`);
  if (c.model) conditions.push(sql`v.model = ${c.model}`);
  if (c.year !== undefined) {
    conditions.push(sql`${c.year} between coalesce(a.year_start, v.year_start)
      and coalesce(a.year_end, v.year_end, 9999)`);
  }
  return sql`exists (select 1 from product_applications a
    join vehicles v on v.tenant_id = a.tenant_id and v.id = a.vehicle_id
    where a.tenant_id = p.tenant_id and a.product_id = p.id and ${sql.join(conditions, sql` and `)})`;
}

/** The CTE `matched (id, rank)`: visible products of the tenant that pass q and the filters. */
function matchedSql(c: SearchCriteria): SQL | null {
  const hits = hitsSql(c);
  if ((c.text || c.code) && !hits) return null;
  const where: SQL[] = [sql`p.tenant_id = ${c.tenantId}`, sql`p.status <> 'draft'`];
  if (hits) where.push(hits.match);
  if (c.brand) where.push(sql`p.brand_id = ${c.brand}`);
  if (c.category) where.push(sql`p.category_id = ${c.category}`);
  if (c.group) where.push(sql`p.group_id = ${c.group}`);
  if (c.subgroup) where.push(sql`p.subgroup_id = ${c.subgroup}`);
  const vehicle = vehicleSql(c);
  if (vehicle) where.push(vehicle);
  // search_text is only carried when the order needs it: the matched set can be most of a catalogue.
  const searchText = c.text.length >= 3 ? sql`p.search_text` : sql`null::text as search_text`;
  const refs = hits?.refs ? sql`${hits.refs}, ` : sql``;
  return sql`${refs}matched as materialized (select p.id, p.description_id, p.factory_ids,
    p.brand_id, p.category_id, p.group_id, p.subgroup_id, p.code_norm, ${searchText},
    ${hits ? hits.rank : sql`0`} as rank
    from products p where ${sql.join(where, sql` and `)})`;
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
  if (c.text.length >= 3) {
    return sql`m.rank, word_similarity(${c.text}, m.search_text) desc, m.code_norm, m.id`;
  }
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
