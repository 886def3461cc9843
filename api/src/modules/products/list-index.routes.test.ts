import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenantId } from '../../../test/helpers/auth';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import { panel, panelTokens, type Tokens } from '../../../test/helpers/panel';
import { expectStatus } from '../../../test/helpers/portfolio';
import {
  fullBody,
  productTree,
  PRODUCTS,
  putBody,
  type Product,
} from '../../../test/helpers/products';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { queryRows } from '../catalog-public/query-rows';
import { createRandom } from '../catalog-seed/prng';
import { ListIndexes } from './list-index';
import { createListCache } from './list-totals';
import { listProducts, type ProductListQuery } from './products.list';

// The product list in memory (list-index.ts) answers what the SQL list answers: the same total
// and the same ids in the same order, for a varied set of q, filters, sorts and pages drawn from
// the data; and again after writes (created, edited, deleted, bulk-changed products), caught up
// from product_changes instead of loaded again.

interface Sample {
  id: string;
  code: string;
  ean13: string | null;
  search_text: string;
  brand_id: string;
  category_id: string | null;
  group_id: string | null;
  subgroup_id: string | null;
  status: string;
  completeness: number;
  updated_at: string;
  updated_by: string | null;
  ref: string | null;
}

async function queriesOf(db: Db, tenant: string, seed: number): Promise<ProductListQuery[]> {
  const samples = await queryRows<Sample>(
    db,
    sql`select t.id, t.code, t.ean13, t.search_text, t.brand_id, t.category_id, t.group_id,
        t.subgroup_id, t.status, t.completeness, t.updated_at::text, t.updated_by,
        (select code from product_oe_refs o where o.product_id = t.id limit 1) as ref
      from products t where t.tenant_id = ${tenant} order by md5(t.id::text || ${seed}) limit 40`,
  );
  const r = createRandom(seed);
  const qs = (s: Sample): string[] => {
    const words = s.search_text.split(' ').filter(Boolean);
    const word = words.length ? r.pick(words) : 'filtro';
    return [
      s.code,
      s.code.toLowerCase().replace(/[^a-z0-9]/g, ' '),
      s.code.slice(0, 1),
      s.code.slice(0, 3),
      s.ref ? s.ref.slice(0, 4) : s.code.slice(0, 5),
      s.ean13 ?? 'zzzz',
      word,
      word.slice(1, 4),
      `${word} ${r.pick(words)}`,
      `${word.slice(0, 2)} ${r.pick(words)}`,
      `${r.pick(words).slice(0, 2)}`,
      'nada-assim-xyz',
      '--',
    ];
  };
  const filters = (s: Sample): Partial<ProductListQuery>[] => [
    { brand: s.brand_id },
    { category: s.category_id ?? undefined },
    { group: s.group_id ?? undefined, category: s.category_id ?? undefined },
    { subgroup: s.subgroup_id ?? undefined },
    { status: s.status },
    { status: 'draft', hasImage: false },
    { hasImage: true },
    { completenessBelow: s.completeness },
    { completenessBelow: 101 },
    { updatedSince: new Date(s.updated_at).toISOString() },
    { updatedBy: s.updated_by ?? undefined },
    { brand: s.brand_id.toUpperCase(), status: 'published' },
    { brand: '00000000-0000-0000-0000-000000000000' },
  ];
  const sorts = ['code', 'description', 'brand', 'status', 'completeness', 'updatedAt'].flatMap(
    (k) => [`${k}:asc`, `${k}:desc`],
  );
  const queries: ProductListQuery[] = [];
  for (let i = 0; i < 400; i++) {
    const s = r.pick(samples);
    const q: ProductListQuery = { page: 1, pageSize: r.pick([10, 25, 100]), sort: r.pick(sorts) };
    if (r.next() < 0.6) q.q = r.pick(qs(s));
    if (r.next() < 0.6) Object.assign(q, r.pick(filters(s)));
    if (r.next() < 0.3) Object.assign(q, r.pick(filters(r.pick(samples))));
    q.page = r.pick([1, 1, 2, 3, 5, 40]);
    queries.push(q);
  }
  return queries;
}

/** Every query's SQL answer and index answer that differ (none expected). */
async function differences(db: Db, tenant: string, indexes: ListIndexes, seed: number) {
  const index = indexes.get(tenant);
  expect(index).not.toBeNull();
  const found: unknown[] = [];
  const queries = await queriesOf(db, tenant, seed);
  for (const query of queries) {
    const fromSql = await listProducts(db, tenant, query, createListCache(false));
    const fromIndex = index!.page(query);
    const expected = { total: fromSql.total, ids: fromSql.items.map((i) => i.id) };
    if (JSON.stringify(expected) !== JSON.stringify(fromIndex))
      found.push({ query, expected, got: fromIndex });
  }
  return { queries: queries.length, found: found.slice(0, 3), count: found.length };
}

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, {
    extend: (app) => generateTestCatalogues(app, 400, 20),
    setupTimeoutMs: 120_000,
  });
  let t: Tokens;
  let tenant: string;
  let indexes: ListIndexes;
  const errors: unknown[] = [];
  afterEach(() => expect(errors).toEqual([]));
  beforeAll(async () => {
    t = await panelTokens(ctx.app);
    tenant = await tenantId(ctx.app, 'demo');
    const db = ctx.app.db;
    // Every status, pictures missing, completeness, writers and times spread over the products.
    await db.execute(sql`update products set
        status = (array['draft', 'published', 'discontinued'])[1 + abs(hashtext(id::text)) % 3],
        completeness = abs(hashtext(code)) % 101,
        main_image = case when abs(hashtext(code || 'i')) % 4 = 0 then null else main_image end,
        updated_at = now() - (abs(hashtext(id::text || 't')) % 500) * interval '1 hour',
        updated_by = case when abs(hashtext(id::text || 'u')) % 3 = 0 then null else
          (select id from users u where u.tenant_id = products.tenant_id order by u.email limit 1)
          end
      where tenant_id = ${tenant}`);
    indexes = new ListIndexes(db, {
      enabled: true,
      maxProducts: 1_000_000,
      onError: (error) => errors.push(error),
    });
    expect(indexes.get(tenant)).toBeNull(); // the first ask starts the load
    await indexes.settled(tenant);
  }, 120_000);

  it('answers every query as the SQL list does', async () => {
    const result = await differences(ctx.app.db, tenant, indexes, 1);
    expect(result).toEqual({ queries: 400, found: [], count: 0 });
  }, 120_000);

  it('follows created, edited, bulk-changed and deleted products from product_changes', async () => {
    const db = ctx.app.db;
    const index = indexes.get(tenant)!;
    const tree = await productTree(ctx.app, t.owner, 'IDX');
    const created = (await expectStatus(
      ctx.app,
      {
        token: t.owner,
        method: 'POST',
        url: PRODUCTS,
        body: fullBody(ctx.app, tree, 'IDX-900.1', {
          oeRefs: [{ factoryId: tree.factories!.id, code: 'OEM 77-123' }],
          ean13: '7891234567895',
          complement: 'Peça índice',
        }),
      },
      201,
    )) as Product;
    const [other] = await queryRows<{ id: string }>(
      db,
      sql`select id from products where tenant_id = ${tenant} and id <> ${created.id}
        order by code limit 1`,
    );
    const read = (await expectStatus(
      ctx.app,
      { token: t.owner, url: `${PRODUCTS}/${other!.id}` },
      200,
    )) as Product;
    await expectStatus(
      ctx.app,
      {
        token: t.owner,
        method: 'PUT',
        url: `${PRODUCTS}/${other!.id}`,
        body: putBody(read, { code: 'AAA-000-primeiro', complement: 'agora primeiro' }),
      },
      200,
    );
    await db.execute(sql`update products set status = 'discontinued', completeness = 3
      where tenant_id = ${tenant} and code like 'B%'`);
    // 300 new references in one write (more than a save's: merged into the list in one pass),
    // with their products' rows touched as every section write does.
    await db.execute(sql`with p as (select id from products where tenant_id = ${tenant}
        and id <> ${created.id} order by id limit 300),
      f as (select id from factories where tenant_id = ${tenant} order by id limit 1),
      refs as (insert into product_oe_refs (tenant_id, product_id, factory_id, code, code_norm,
          rank)
        select ${tenant}, p.id, f.id, 'MRG-' || left(p.id::text, 8), 'mrg' || left(p.id::text, 8),
          99 from p, f returning product_id)
      update products set version = version + 1 where id in (select product_id from refs)`);
    await db.execute(sql`delete from products where id in (select id from products p
      where p.tenant_id = ${tenant} and p.id <> ${created.id} and p.id <> ${other!.id}
        and not exists (select 1 from products r where r.replaced_by_id = p.id)
      order by p.code desc limit 3)`);
    const before = index.version;
    expect(await indexes.refresh(tenant)).toBe(true);
    expect(indexes.get(tenant)).toBe(index); // caught up in place, not loaded again
    const [state] = await queryRows<{ version: number }>(
      db,
      sql`select version from catalog_search_state where tenant_id = ${tenant}`,
    );
    expect(index.version).toBe(Number(state!.version));
    expect(index.version).toBeGreaterThan(before);
    expect(index.page({ q: 'oem77', page: 1, pageSize: 10 }).ids).toEqual([created.id]);
    expect(index.page({ q: 'peca indice', page: 1, pageSize: 10 }).ids).toEqual([created.id]);
    const [merged] = await queryRows<{ n: number }>(
      db,
      sql`select count(distinct product_id)::int as n from product_oe_refs
        where tenant_id = ${tenant} and code_norm like 'mrg%'`,
    );
    expect(merged!.n).toBeGreaterThan(290); // the 300 but the deleted among them
    expect(index.page({ q: 'MRG', page: 1, pageSize: 10 }).total).toBe(merged!.n);
    expect(index.page({ page: 1, pageSize: 1 }).ids).toEqual([other!.id]);
    const result = await differences(db, tenant, indexes, 2);
    expect(result).toEqual({ queries: 400, found: [], count: 0 });
  }, 120_000);

  it('lists through the route from the index, with a save seen at once', async () => {
    const app = ctx.app;
    const url = `${PRODUCTS}?q=${encodeURIComponent('trocado agora')}&pageSize=5`;
    // The tenant's first list starts the load and is answered in SQL meanwhile.
    const first = await panel(app, { token: t.owner, url });
    expect([first.statusCode, first.headers['x-product-list']]).toEqual([200, 'sql']);
    await app.productListIndexes.settled(tenant);
    expect(app.productListIndexes.get(tenant)).not.toBeNull();
    const [row] = await queryRows<{ id: string }>(
      app.db,
      sql`select id from products where tenant_id = ${tenant} order by code desc limit 1`,
    );
    const product = (await expectStatus(
      app,
      { token: t.owner, url: `${PRODUCTS}/${row!.id}` },
      200,
    )) as Product;
    await expectStatus(
      app,
      {
        token: t.owner,
        method: 'PUT',
        url: `${PRODUCTS}/${row!.id}`,
        body: putBody(product, { complement: 'Trocado agora' }),
      },
      200,
    );
    const res = await panel(app, { token: t.owner, url });
    expect([res.statusCode, res.headers['x-product-list']]).toEqual([200, 'index']);
    const page = res.json() as { items: { id: string; complement: string }[]; total: number };
    expect(page.total).toBe(1);
    expect(page.items.map((i) => [i.id, i.complement])).toEqual([[row!.id, 'Trocado agora']]);
    // The route's index caught up with the save (it found the page, saw the rows newer).
    const [state] = await queryRows<{ version: number }>(
      app.db,
      sql`select version from catalog_search_state where tenant_id = ${tenant}`,
    );
    expect(app.productListIndexes.get(tenant)!.version).toBe(Number(state!.version));
  });

  it('loads the catalogue again when it is too far behind to catch up', async () => {
    const db = ctx.app.db;
    const index = indexes.get(tenant)!;
    await db.execute(sql`update catalog_search_state set version = version + 5000
      where tenant_id = ${tenant}`);
    expect(await indexes.refresh(tenant)).toBe(false);
    expect(indexes.get(tenant)).toBeNull();
    await indexes.settled(tenant);
    const loaded = indexes.get(tenant)!;
    expect(loaded).not.toBe(index);
    const [state] = await queryRows<{ version: number }>(
      db,
      sql`select version from catalog_search_state where tenant_id = ${tenant}`,
    );
    expect(loaded.version).toBe(Number(state!.version));
    expect(loaded.version).toBeGreaterThanOrEqual(index.version + 5000);
  });
});
