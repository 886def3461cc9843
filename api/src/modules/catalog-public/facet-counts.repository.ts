import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  orderSql,
  pageAndFacetsSql,
  type FacetRow,
  type SearchCriteria,
  type SearchRow,
  type SearchSort,
} from './products.repository';
import { queryRows } from './query-rows';

/** Stands for "no value" in catalog_facet_counts' key (the no-filter row, the total). */
export const NIL = '00000000-0000-0000-0000-000000000000';

export type FilterKind = 'all' | 'brand' | 'category' | 'group' | 'subgroup' | 'factory';

/** The single-valued facets of row `r` (and `first`: the total or the no-filter row). */
const singles = (r: string, first: 'total' | 'all') =>
  sql.raw(`(values ('${first}', '${NIL}'::uuid), ('brand', ${r}.brand_id),
    ('category', ${r}.category_id), ('group', ${r}.group_id), ('subgroup', ${r}.subgroup_id))`);

/**
 * Recomputes the tenant's facet counts for no filter and every single filter value, and
 * marks them valid for the catalogue version read before counting: a write during the count
 * bumps the version past it, so the counts are simply not used.
 */
export async function refreshFacetCounts(db: Db, tenantId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Two instances refreshing one tenant at once would collide on the primary key.
    await t.execute(sql`select pg_advisory_xact_lock(hashtext('catalog_facet_counts'),
      hashtext(${tenantId}))`);
    const [state] = await queryRows<{ version: number }>(
      t,
      sql`insert into catalog_search_state (tenant_id) values (${tenantId})
        on conflict (tenant_id) do update set tenant_id = excluded.tenant_id
        returning version`,
    );
    await t.execute(sql`delete from catalog_facet_counts where tenant_id = ${tenantId}`);
    // Products grouped by their facet values, then four kinds of pairs: single-valued facets
    // with each other, factory filter × single facet, single filter × factory facet, factory
    // pairs. Grouping first keeps every later step small (about 1.5 s for 100,000 products).
    await t.execute(sql`insert into catalog_facet_counts
        (tenant_id, filter_kind, filter_id, facet_kind, facet_id, count)
      with base as (select brand_id, category_id, group_id, subgroup_id, factory_ids,
          count(*)::int as n
        from products where tenant_id = ${tenantId} and status <> 'draft'
        group by brand_id, category_id, group_id, subgroup_id, factory_ids),
      single as (select brand_id, category_id, group_id, subgroup_id, sum(n)::int as n
        from base group by brand_id, category_id, group_id, subgroup_id),
      by_factory as (select u as factory_id, brand_id, category_id, group_id, subgroup_id,
          sum(n)::int as n
        from base cross join unnest(factory_ids) u
        group by u, brand_id, category_id, group_id, subgroup_id),
      pairs as (select f.kind as filter_kind, f.id as filter_id, x.kind as facet_kind,
          x.id as facet_id, sum(s.n)::int as count
        from single s cross join lateral ${singles('s', 'all')} as f(kind, id)
        cross join lateral ${singles('s', 'total')} as x(kind, id)
        where f.id is not null and x.id is not null group by 1, 2, 3, 4
      union all select 'factory', b.factory_id, x.kind, x.id, sum(b.n)::int
        from by_factory b cross join lateral ${singles('b', 'total')} as x(kind, id)
        where x.id is not null group by 2, 3, 4
      union all select f.kind, f.id, 'factory', b.factory_id, sum(b.n)::int
        from by_factory b cross join lateral ${singles('b', 'all')} as f(kind, id)
        where f.id is not null group by 1, 2, 4
      union all select 'factory', f1, 'factory', f2, sum(n)::int
        from base cross join unnest(factory_ids) f1 cross join unnest(factory_ids) f2
        group by f1, f2)
      select ${tenantId}, filter_kind, filter_id, facet_kind, facet_id, count from pairs`);
    await t.execute(sql`update catalog_search_state set facets_version = ${state!.version}
      where tenant_id = ${tenantId}`);
    return Number(state!.version);
  });
}

function filterSql(kind: FilterKind, id: string): SQL {
  switch (kind) {
    case 'all':
      return sql`true`;
    case 'brand':
      return sql`m.brand_id = ${id}`;
    case 'category':
      return sql`m.category_id = ${id}`;
    case 'group':
      return sql`m.group_id = ${id}`;
    case 'subgroup':
      return sql`m.subgroup_id = ${id}`;
    case 'factory':
      return sql`m.factory_ids @> array[${id}]::uuid[]`;
  }
}

/**
 * A page with no q and at most one filter: rows straight from products in index order, facet
 * counts from catalog_facet_counts. `fresh` is false when the counts are missing or older
 * than the catalogue (then the caller counts live and refreshes them).
 */
export async function browseProductsPage(
  db: Db,
  c: SearchCriteria,
  filter: { kind: FilterKind; id: string },
  sort: SearchSort,
  limit: number,
  offset: number,
): Promise<{ items: SearchRow[]; facets: FacetRow[]; fresh: boolean }> {
  const t = c.tenantId;
  const order = orderSql(c, sort, false);
  const description =
    sort === 'description'
      ? sql`join descriptions d on d.tenant_id = ${t} and d.id = m.description_id`
      : sql``;
  const [row] = await queryRows<{ items: SearchRow[]; facets: FacetRow[]; fresh: boolean }>(
    db,
    sql`with state as (select facets_version = version as fresh from catalog_search_state
        where tenant_id = ${t}),
    counts as (select facet_kind as kind, facet_id as id, count as n from catalog_facet_counts
      where tenant_id = ${t} and filter_kind = ${filter.kind} and filter_id = ${filter.id}
        and coalesce((select fresh from state), false)),
    page_ids as (select m.id, row_number() over (order by ${order}) as ord from products m
      ${description}
      where m.tenant_id = ${t} and m.status <> 'draft' and ${filterSql(filter.kind, filter.id)}
      order by ${order} limit ${limit} offset ${offset}),
    ${pageAndFacetsSql(t)}, coalesce((select fresh from state), false) as fresh`,
  );
  if (!row) return { items: [], facets: [], fresh: false };
  // No published product at all leaves no count row, not even the total.
  if (row.fresh && !row.facets.some((f) => f.kind === 'total')) {
    row.facets.push({ kind: 'total', id: null, name: null, count: 0 });
  }
  return row;
}

/** Refreshes the counts of every tenant whose catalogue changed since (after a bulk load). */
export async function refreshStaleFacetCounts(db: Db): Promise<void> {
  const stale = await queryRows<{ tenant_id: string }>(
    db,
    sql`select tenant_id from catalog_search_state where facets_version <> version`,
  );
  for (const { tenant_id } of stale) await refreshFacetCounts(db, tenant_id);
}
