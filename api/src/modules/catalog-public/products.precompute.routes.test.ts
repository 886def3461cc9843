import { sql } from 'drizzle-orm';
import { tenantId } from '../../../test/helpers/auth';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { searchProductsPage, type FacetRow } from './products.repository';
import { queryRows } from './query-rows';

const DEMO = 'demo.localhost:3333';

interface Body {
  items: { id: string; code: string; brand: { id: string } }[];
  total: number;
  facets: Record<string, { id: string; name: string; count: number }[]>;
}

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { extend: (app) => generateTestCatalogues(app) });
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx.app.db, query);
  const demoId = () => tenantId(ctx.app, 'demo');
  const search = async (params: Record<string, string> = {}) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/catalog-public/products?${new URLSearchParams(params)}`,
      headers: { host: DEMO },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Body;
  };
  const state = async () => {
    const [row] = await rows<{ version: number; facets_version: number }>(sql`
      select version::int, facets_version::int from catalog_search_state
      where tenant_id = ${await demoId()}`);
    return row!;
  };
  /** Facet counts computed live over the matched set, as a search with q would. */
  const liveFacets = async (filter: Record<string, string> = {}) => {
    const { facets } = await searchProductsPage(
      ctx.app.db,
      { tenantId: await demoId(), words: null, code: '', ...filter },
      'relevance',
      1,
      0,
    );
    const key = (f: FacetRow) => `${f.kind}:${f.id ?? ''}:${f.count}`;
    return facets.map(key).sort();
  };
  const answered = (body: Body) => {
    const out = [`total::${body.total}`];
    for (const [kind, values] of Object.entries(body.facets)) {
      for (const v of values) out.push(`${kind}:${v.id}:${v.count}`);
    }
    return out.sort();
  };
  /** Changes every `n`th published product to the least used own brand. */
  const moveProducts = async (n: number) => {
    const t = await demoId();
    await ctx.app.db.execute(sql`update products set brand_id = (
        select brand_id from products where tenant_id = ${t} group by brand_id
        order by count(*) limit 1)
      where tenant_id = ${t} and id in (select id from (select id, row_number() over
        (order by code) as r from products where tenant_id = ${t} and status = 'published') x
        where r % ${n} = 0)`);
  };

  it('a generated catalogue has its facet counts ready and equal to live counts', async () => {
    const s = await state();
    expect(s.facets_version).toBe(s.version);
    const all = await search();
    expect(answered(all)).toEqual(await liveFacets());
    const brand = all.facets.brand![0]!;
    expect(answered(await search({ brand: brand.id }))).toEqual(
      await liveFacets({ brand: brand.id }),
    );
    const factory = all.facets.factory![1]!;
    expect(answered(await search({ factory: factory.id }))).toEqual(
      await liveFacets({ factory: factory.id }),
    );
  });

  it('every write to products bumps the catalogue version once per statement', async () => {
    const before = await state();
    await moveProducts(7);
    const after = await state();
    expect(after.version).toBe(before.version + 1);
    expect(after.facets_version).toBe(before.facets_version);
    const t = await demoId();
    await ctx.app.db.execute(sql`delete from products where tenant_id = ${t}
      and status = 'draft' and id not in (select replaced_by_id from products
        where tenant_id = ${t} and replaced_by_id is not null)`);
    expect((await state()).version).toBe(before.version + 2);
  });

  it('after a change, answers live counts at once and refreshes the precomputed ones', async () => {
    ctx.app.searchCache.invalidateCatalog(await demoId());
    await ctx.app.background.idle();
    await moveProducts(5);
    expect((await state()).facets_version).toBeLessThan((await state()).version);
    const stale = await search();
    expect(answered(stale)).toEqual(await liveFacets());
    await ctx.app.background.idle(); // the refresh the stale read started
    const s = await state();
    expect(s.facets_version).toBe(s.version);
    ctx.app.searchCache.invalidateCatalog(await demoId());
    expect(answered(await search())).toEqual(answered(stale));
  });

  it('serves a repeated search from the cache until invalidateCatalog', async () => {
    const t = await demoId();
    ctx.app.searchCache.invalidateCatalog(t);
    const first = await search({ q: 'KL-1', pageSize: '5' });
    const [p] = await rows<{ id: string }>(sql`select id from products where tenant_id = ${t}
      and status = 'published' and code_norm like 'kl1%' order by code_norm limit 1`);
    await ctx.app.db.execute(sql`update products set status = 'draft'
      where tenant_id = ${t} and id = ${p!.id}`);
    // Another spelling of the same q is the same entry: still the cached answer.
    expect(await search({ q: 'kl 1', pageSize: '5' })).toEqual(first);
    ctx.app.searchCache.invalidateCatalog(t);
    const fresh = await search({ q: 'KL-1', pageSize: '5' });
    expect(fresh.total).toBe(first.total - 1);
    expect(fresh.items.map((i) => i.id)).not.toContain(p!.id);
  });

  it('logs q as each visitor typed it, cached answer or not', async () => {
    await search({ q: 'Filtro de Oleo' });
    await search({ q: 'filtro de óleo' });
    await ctx.app.background.idle();
    const logged = await rows<{ q: string }>(sql`select q from search_log
      where tenant_id = ${await demoId()} and q ilike 'filtro de %' order by created_at, q`);
    expect(logged.map((r) => r.q).sort()).toEqual(['Filtro de Oleo', 'filtro de óleo']);
  });
});
