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

// Rank of a hit: 0 exact code, 1 code prefix, 2 OE or competitor reference, 3 description.
function hitsSql(c: SearchCriteria): SQL | null {
  const parts: SQL[] = [];
  if (c.code) {
    const prefix = `${c.code}%`;
    parts.push(sql`select id as product_id, case when code_norm = ${c.code} then 0 else 1 end as rank
      from products where tenant_id = ${c.tenantId} and code_norm like ${prefix}`);
    parts.push(sql`select product_id, 2 from product_oe_refs
      where tenant_id = ${c.tenantId} and code_norm like ${prefix}`);
    parts.push(sql`select product_id, 2 from product_cross_refs
      where tenant_id = ${c.tenantId} and code_norm like ${prefix}`);
  }
  // Trigram word similarity: accent-free (normalised on write and here) and typo-tolerant.
  if (c.text.length >= 3) {
    parts.push(sql`select id, 3 from products
      where tenant_id = ${c.tenantId} and ${c.text} <% search_text`);
  }
  return parts.length > 0 ? sql.join(parts, sql` union all `) : null;
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
  if (c.brand) where.push(sql`p.brand_id = ${c.brand}`);
  if (c.category) where.push(sql`p.category_id = ${c.category}`);
  if (c.group) where.push(sql`p.group_id = ${c.group}`);
  if (c.subgroup) where.push(sql`p.subgroup_id = ${c.subgroup}`);
  const vehicle = vehicleSql(c);
  if (vehicle) where.push(vehicle);
  const from = hits
    ? sql`(select product_id, min(rank) as rank from (${hits}) h group by product_id) b
        join products p on p.tenant_id = ${c.tenantId} and p.id = b.product_id`
    : sql`products p`;
  const rank = hits ? sql`b.rank` : sql`0`;
  // search_text is only carried when the order needs it: the matched set can be most of a catalogue.
  const searchText = c.text.length >= 3 ? sql`p.search_text` : sql`null::text as search_text`;
  return sql`matched as materialized (select p.id, p.description_id, p.factory_ids, p.brand_id,
    p.category_id, p.group_id, p.subgroup_id, p.code_norm, ${searchText}, ${rank} as rank
    from ${from} where ${sql.join(where, sql` and `)})`;
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

// Over the matched set only (m); d is joined for the description sort.
function orderSql(c: SearchCriteria, sort: SearchSort): SQL {
  if (sort === 'code') return sql`m.code_norm, m.id`;
  if (sort === 'description') return sql`d.name, m.code_norm, m.id`;
  if (c.text.length >= 3) {
    return sql`m.rank, word_similarity(${c.text}, m.search_text) desc, m.code_norm, m.id`;
  }
  return sql`m.rank, m.code_norm, m.id`;
}

export interface FacetRow {
  kind: 'total' | 'brand' | 'category' | 'group' | 'subgroup' | 'factory';
  id: string | null;
  name: string | null;
  count: number;
}

/**
 * One page of results plus the total and every facet in a single round trip: the matched set
 * is computed once (a materialised CTE) and both the page and the grouping sets read it.
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
  const [row] = await queryRows<{ items: SearchRow[]; facets: FacetRow[] }>(
    db,
    sql`with ${matched},
    counts as (select grouping(brand_id, category_id, group_id, subgroup_id) as g,
        brand_id, category_id, group_id, subgroup_id, count(*)::int as n
      from matched group by grouping sets ((brand_id), (category_id), (group_id), (subgroup_id))),
    page_ids as (select m.id, row_number() over (order by ${order}) as ord from matched m
      join descriptions d on d.tenant_id = ${t} and d.id = m.description_id
      order by ${order} limit ${limit} offset ${offset}),
    page as (select p.id, p.code, d.name as description, p.complement, b.id as brand_id,
        b.name as brand_name, i.url as image_url, i.alt as image_alt, k.ord
      from page_ids k
      join products p on p.tenant_id = ${t} and p.id = k.id
      join brands b on b.tenant_id = p.tenant_id and b.id = p.brand_id
      join descriptions d on d.tenant_id = p.tenant_id and d.id = p.description_id
      left join lateral (select url, alt from product_images pi
        where pi.tenant_id = p.tenant_id and pi.product_id = p.id order by rank limit 1) i on true),
    facets as (
      select 'total' as kind, null::uuid as id, null as name, count(*)::int as count from matched
      union all select 'brand', x.id, x.name, c.n from counts c
        join brands x on x.tenant_id = ${t} and x.id = c.brand_id where c.g = 7
      union all select 'category', x.id, x.name, c.n from counts c
        join categories x on x.tenant_id = ${t} and x.id = c.category_id where c.g = 11
      union all select 'group', x.id, x.name, c.n from counts c
        join groups x on x.tenant_id = ${t} and x.id = c.group_id where c.g = 13
      union all select 'subgroup', x.id, x.name, c.n from counts c
        join subgroups x on x.tenant_id = ${t} and x.id = c.subgroup_id where c.g = 14
      union all select 'factory', f.id, f.name, count(*)::int
        from matched m cross join unnest(m.factory_ids) as u(factory_id)
        join factories f on f.tenant_id = ${t} and f.id = u.factory_id
        group by f.id, f.name)
    select (select coalesce(json_agg(x order by x.ord), '[]'::json) from page x) as items,
      (select coalesce(json_agg(y), '[]'::json) from facets y) as facets`,
  );
  return row ?? { items: [], facets: [] };
}

export async function logSearch(
  db: Db,
  tenantId: string,
  q: string | null,
  filters: Record<string, unknown>,
  total: number,
): Promise<void> {
  await db.execute(sql`insert into search_log (tenant_id, q, filters, total)
    values (${tenantId}, ${q}, ${JSON.stringify(filters)}::jsonb, ${total})`);
}
