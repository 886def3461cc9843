import { sql } from 'drizzle-orm';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import { panel, panelTokens, type Tokens } from '../../../test/helpers/panel';
import {
  countOf,
  expectStatus,
  inputOf,
  rowsOf,
  type Row,
  type Tree,
} from '../../../test/helpers/portfolio';
import {
  fullBody,
  productTree,
  PRODUCTS,
  putBody,
  type Product,
} from '../../../test/helpers/products';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { whereSql } from './products.list';

// GET …/products: q, every filter, every sort both ways, pages and the total; bulk actions.

type Item = Product & {
  description: string;
  brand: { id: string; name: string };
  completeness: number;
  updatedBy: { id: string } | null;
};
type Page = { items: Item[]; total: number; page: number; pageSize: number };

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { extend: (app) => generateTestCatalogues(app, 120, 10) });
  let t: Tokens;
  let tree: Tree;
  let mine: Product;
  beforeAll(async () => {
    t = await panelTokens(ctx.app);
    tree = await productTree(ctx.app, t.owner, 'LST');
    mine = (await expectStatus(
      ctx.app,
      {
        token: t.owner,
        method: 'POST',
        url: PRODUCTS,
        body: fullBody(ctx.app, tree, 'ZQ-77.10/B', {
          oeRefs: [{ factoryId: tree.factories!.id, code: 'OEM 55-991' }],
          crossRefs: [{ brandId: tree.competitor!.id, code: 'CX-4411' }],
          ean13: '7891234567895',
          complement: 'Válvula termostática',
        }),
      },
      201,
    )) as Product;
  });
  const list = async (query: string) =>
    (await expectStatus(ctx.app, { token: t.owner, url: `${PRODUCTS}?${query}` }, 200)) as Page;
  const ids = (p: Page) => p.items.map((i) => i.id);

  it('answers the unfiltered total from the kept count, following creates and deletes', async () => {
    const total = await countOf(ctx.app, 'demo', 'products');
    const all = await list('pageSize=5');
    expect(all).toMatchObject({ total, page: 1, pageSize: 5 });
    expect(all.items).toHaveLength(5);
    const [first] = all.items;
    expect(Object.keys(first!).sort()).toEqual(
      ['brand', 'categoryPath', 'code', 'completeness', 'complement', 'description', 'id', 'image']
        .concat(['status', 'updatedAt', 'updatedBy', 'version'])
        .sort(),
    );
    expect(first).toMatchObject({
      brand: { id: expect.any(String), name: expect.any(String) },
      categoryPath: expect.stringContaining(' › '),
      completeness: expect.any(Number),
      updatedBy: null,
    });
    // A filtered total is counted once per catalogue version: asked twice, then after writes.
    const drafts = (await list('status=draft&pageSize=1')).total;
    expect((await list('status=draft&pageSize=2&sort=code:desc')).total).toBe(drafts);
    const extra = (await expectStatus(
      ctx.app,
      { token: t.owner, method: 'POST', url: PRODUCTS, body: fullBody(ctx.app, tree, 'CNT-1') },
      201,
    )) as Product;
    expect((await list('pageSize=1')).total).toBe(total + 1);
    expect((await list('status=draft&pageSize=1')).total).toBe(drafts + 1);
    await expectStatus(
      ctx.app,
      { token: t.owner, method: 'DELETE', url: `${PRODUCTS}/${extra.id}?version=1` },
      204,
    );
    expect((await list('pageSize=1')).total).toBe(total);
    expect((await list('status=draft&pageSize=1')).total).toBe(drafts);
    const beyond = await list('page=500&pageSize=100');
    expect(beyond).toMatchObject({ items: [], total });
  });

  it.each([
    ['code exact', 'ZQ-77.10/B'],
    ['code without punctuation', 'zq7710b'],
    ['code prefix', 'ZQ-77'],
    ['OE reference', 'oem55991'],
    ['competitor reference', 'CX 4411'],
    ['EAN', '7891234567895'],
    ['description words without accents', 'valvula termostatica'],
  ])('finds a product by %s', async (_what, q) => {
    const page = await list(`q=${encodeURIComponent(q)}`);
    expect(ids(page)).toContain(mine.id);
    expect(page.total).toBe(page.items.length);
  });

  it("names each row's category levels and its last writer", async () => {
    const [owner] = await rowsOf<{ id: string; name: string }>(
      ctx.app,
      'demo',
      (tenant) =>
        sql`select id, name from users where tenant_id = ${tenant} and email = 'owner@panel.demo'`,
    );
    const [row] = (await list(`q=${encodeURIComponent('ZQ-77.10/B')}`)).items;
    expect(row).toMatchObject({
      id: mine.id,
      categoryPath: [tree.categories!.name, tree.groups!.name, tree.subgroups!.name].join(' › '),
      updatedBy: { id: owner!.id, name: owner!.name },
    });
  });

  it('finds nothing for a code no product has, and filters by every parameter', async () => {
    expect(await list('q=NADA-DISSO-9999')).toMatchObject({ items: [], total: 0 });
    const one = (q: string) => list(`q=ZQ-77&${q}`).then(ids);
    expect(await one(`brand=${tree.brands!.id}`)).toEqual([mine.id]);
    expect(await one(`brand=${tree.competitor!.id}`)).toEqual([]);
    expect(await one(`category=${tree.categories!.id}`)).toEqual([mine.id]);
    expect(await one(`group=${tree.groups!.id}&subgroup=${tree.subgroups!.id}`)).toEqual([mine.id]);
    expect(await one('status=draft')).toEqual([mine.id]);
    expect(await one('status=published')).toEqual([]);
    expect(await one('hasImage=true')).toEqual([mine.id]);
    expect(await one('hasImage=false')).toEqual([]);
    expect(await one('completenessBelow=100')).toEqual([]);
    expect(await one('completenessBelow=101')).toEqual([mine.id]);
    const since = new Date(Date.now() - 60_000).toISOString();
    expect(await one(`updatedSince=${encodeURIComponent(since)}`)).toEqual([mine.id]);
    expect(await one('updatedSince=2100-01-01T00:00:00Z')).toEqual([]);
    const [owner] = await rowsOf<{ id: string }>(
      ctx.app,
      'demo',
      (tenant) =>
        sql`select id from users where tenant_id = ${tenant} and email = 'owner@panel.demo'`,
    );
    expect(await one(`updatedBy=${owner!.id}`)).toEqual([mine.id]);
    expect(
      (await list(`updatedBy=${owner!.id}`)).items.every((i) => i.updatedBy?.id === owner!.id),
    ).toBe(true);
    const published = await list('status=published&pageSize=100');
    expect(published.items.every((i) => i.status === 'published')).toBe(true);
    const low = await list('completenessBelow=60&pageSize=100');
    expect(low.items.every((i) => i.completeness < 60)).toBe(true);
  });

  const keyOf: Record<string, (i: Item) => string | number> = {
    // The list sorts codes as the search compares them: letters and digits only, lower case.
    code: (i) => (i.code as string).toLowerCase().replace(/[^a-z0-9]/g, ''),
    description: (i) => i.description,
    brand: (i) => i.brand.name,
    status: (i) => i.status as string,
    completeness: (i) => i.completeness,
    updatedAt: (i) => i.updatedAt as string,
  };
  it.each(Object.keys(keyOf).flatMap((k) => [`${k}:asc`, `${k}:desc`]))(
    'sorts on %s with pages that follow each other',
    async (sort) => {
      const [field, dir] = sort.split(':') as [string, string];
      const all = await list(`sort=${sort}&pageSize=60`);
      const keys = all.items.map(keyOf[field]!);
      // Text is compared by the database (its collation is the order's), numbers here.
      const [a, b] =
        dir === 'asc' ? [keys.slice(0, -1), keys.slice(1)] : [keys.slice(1), keys.slice(0, -1)];
      const [row] = await rowsOf<{ ordered: boolean }>(
        ctx.app,
        'demo',
        () => sql`select bool_and(x.a <= x.b) as ordered
          from unnest(${`{${a.map((k) => JSON.stringify(String(k))).join(',')}}`}::text[],
            ${`{${b.map((k) => JSON.stringify(String(k))).join(',')}}`}::text[]) as x(a, b)`,
      );
      if (field === 'completeness')
        expect(a.every((k, i) => (k as number) <= (b[i] as number))).toBe(true);
      else expect([sort, row!.ordered]).toEqual([sort, true]);
      const second = await list(`sort=${sort}&pageSize=20&page=2`);
      expect(ids(second)).toEqual(ids(all).slice(20, 40));
    },
  );

  it.each(Object.keys(keyOf).flatMap((k) => [`${k}:asc`, `${k}:desc`]))(
    'reads the pages of a counted list, dense or sparse, each once and in order (%s)',
    async (sort) => {
      // A filtered list's total is kept after its first page; pages past the middle are then
      // read backwards from the end, and a filter matching few products (at most a fifth) has
      // its matches gathered and sorted. Either way the pages together are the whole list.
      const everything = await list('pageSize=100');
      const brands = new Set<string>();
      for (let page = 1; page <= Math.ceil(everything.total / 100); page++)
        for (const item of (await list(`pageSize=100&page=${page}`)).items)
          brands.add(item.brand.id);
      let sparse: string | undefined;
      const candidates = ['status=draft', 'hasImage=false', 'status=discontinued'].concat(
        [...brands].flatMap((b) => [`brand=${b}&hasImage=false`, `brand=${b}&status=draft`]),
        [50, 60, 70, 80, 90, 100].map((n) => `completenessBelow=${n}`),
      );
      for (const candidate of candidates) {
        const { total } = await list(`${candidate}&pageSize=1`);
        if (!sparse && total >= 8 && total <= everything.total / 5) sparse = candidate;
      }
      expect(sparse).toBeDefined();
      for (const filter of ['status=published', sparse!]) {
        const query = `${filter}&sort=${sort}`;
        const whole: string[] = [];
        for (let page = 1; ; page++) {
          const res = await list(`${query}&pageSize=100&page=${page}`);
          whole.push(...ids(res));
          if (whole.length >= res.total) break;
        }
        expect(whole.length).toBeGreaterThanOrEqual(8);
        const paged: string[] = [];
        for (let page = 1; paged.length < whole.length; page++) {
          const res = await list(`${query}&pageSize=3&page=${page}`);
          expect(res.total).toBe(whole.length);
          expect(res.items.length).toBe(Math.min(3, whole.length - (page - 1) * 3));
          paged.push(...ids(res));
        }
        expect([filter, paged]).toEqual([filter, whole]);
        expect((await list(`${query}&pageSize=3&page=1000`)).items).toEqual([]);
        if (filter !== sparse) continue;
        // One a page: the first and last pages of a sparse filter are found by walking the
        // order's index (falling back to the gathering when the matches sit further on), the
        // middle ones by gathering; the same list either way.
        const single: string[] = [];
        for (let page = 1; single.length < whole.length; page++)
          single.push(...ids(await list(`${query}&pageSize=1&page=${page}`)));
        expect([filter, single]).toEqual([filter, whole]);
      }
    },
  );

  // The order of each sort as a plain query states it (each ends on the id, a unique key).
  const plainOrder: Record<string, string> = {
    code: 't.code_norm %s, t.id %s',
    description: 't.description_name %s, t.code_norm %s, t.id %s',
    brand: 't.brand_name %s, t.code_norm %s, t.id %s',
    status: 't.status %s, t.code_norm %s, t.id %s',
    completeness: 't.completeness %s, t.id %s',
    updatedAt: 't.updated_at %s, t.id %s',
  };
  it.each(Object.keys(keyOf).flatMap((k) => [`${k}:asc`, `${k}:desc`]))(
    'answers searches and filters as a plain query does, every page, asked once and again (%s)',
    async (sort) => {
      // However a page is found (its matches gathered, the order's index walked, from either
      // end, or the page kept from an earlier answer), it is the plain query's page.
      const [key, dir] = sort.split(':') as [string, string];
      const sample = (await list('pageSize=100&sort=code:asc')).items;
      const word = sample
        .flatMap((i) => (i.description as string).split(/\s+/))
        .map((w) =>
          w
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase(),
        )
        .find((w) => w.length >= 4)!;
      const prefix = (sample[40]!.code as string).slice(0, 2);
      const brand = sample[7]!.brand.id;
      const low = sample.map((i) => i.completeness).sort((a, b) => a - b)[30]! + 1;
      // Filters whose total is summed from product_list_counts (migration 0018), each with a
      // product of the sample among its matches.
      const [levels] = await rowsOf<{ category_id: string; group_id: string; subgroup_id: string }>(
        ctx.app,
        'demo',
        (tenant) => sql`select category_id, group_id, subgroup_id from products
          where tenant_id = ${tenant} and id = ${sample[11]!.id}`,
      );
      const hasImage = sample[7]!.image !== null;
      // Range filters that keep part of the products, with another filter (counted from the
      // range's index, migration 0019), each with a product of the sample among its matches.
      const latest = [...sample].sort((a, b) =>
        (b.updatedAt as string).localeCompare(a.updatedAt as string),
      )[10]!;
      const lowest = [...sample].sort((a, b) => a.completeness - b.completeness)[30]!;
      const queries = [
        `q=${encodeURIComponent(word)}`,
        `q=${encodeURIComponent(prefix)}`,
        `q=${encodeURIComponent(word)}&status=published`,
        `q=${encodeURIComponent(prefix)}&brand=${brand}`,
        'status=published',
        'hasImage=false',
        `brand=${brand}&status=published`,
        `completenessBelow=${low}`,
        // Range filters every product passes (left out when the list is found).
        `brand=${brand}&updatedSince=2000-01-01T00:00:00.000Z`,
        'completenessBelow=101&hasImage=false',
        `brand=${brand}&hasImage=${hasImage}`,
        `category=${levels!.category_id}&group=${levels!.group_id}&status=${sample[11]!.status}`,
        `subgroup=${levels!.subgroup_id}&brand=${sample[11]!.brand.id}&hasImage=${sample[11]!.image !== null}`,
        'status=published&hasImage=true',
        `brand=${sample[11]!.brand.id}&status=${sample[11]!.status}&updatedSince=2000-01-01T00:00:00.000Z`,
        `hasImage=${latest.image !== null}&updatedSince=${latest.updatedAt as string}`,
        `brand=${latest.brand.id}&status=${latest.status}&updatedSince=${latest.updatedAt as string}`,
        `brand=${lowest.brand.id}&completenessBelow=${lowest.completeness + 1}`,
      ];
      for (const query of queries) {
        const params = Object.fromEntries(new URLSearchParams(query));
        const filters = {
          ...params,
          hasImage: params.hasImage === undefined ? undefined : params.hasImage === 'true',
          completenessBelow:
            params.completenessBelow === undefined ? undefined : Number(params.completenessBelow),
        };
        const plain = await rowsOf<{ id: string }>(ctx.app, 'demo', (tenant) => {
          const { where } = whereSql(tenant, filters);
          return sql`select t.id from products t where ${where}
            order by ${sql.raw(plainOrder[key]!.replaceAll('%s', dir))}`;
        }).then((rows) => rows.map((r) => r.id));
        expect([query, plain.length > 0]).toEqual([query, true]);
        for (const size of [1, 3, 7]) {
          const last = Math.max(1, Math.ceil(plain.length / size));
          for (const page of new Set([1, 2, Math.ceil(last / 2), last - 1, last, last + 1])) {
            if (page < 1) continue;
            const url = `${query}&sort=${sort}&pageSize=${size}&page=${page}`;
            const expected = {
              total: plain.length,
              ids: plain.slice((page - 1) * size, page * size),
            };
            for (const time of ['first', 'again']) {
              const res = await list(url);
              expect([url, time, { total: res.total, ids: ids(res) }]).toEqual([
                url,
                time,
                expected,
              ]);
            }
          }
        }
      }
    },
  );

  it("keeps every filter column and sort key in the range filters' and category levels' indexes", async () => {
    // A range filter with other filters is counted from its index alone (countedByOneIndex,
    // migration 0019); a category level's matches are gathered from its index alone (0020), and
    // a group's or a subgroup's without its category from their own (0021).
    const rows = await rowsOf<{ name: string; columns: string[] }>(
      ctx.app,
      'demo',
      () => sql`select i.relname as name,
          array_agg(a.attname::text order by a.attname) as columns
        from pg_index x join pg_class i on i.oid = x.indexrelid
          join pg_attribute a on a.attrelid = x.indrelid and a.attnum = any(x.indkey)
        where i.relname in ('products_tenant_updated_idx', 'products_tenant_completeness_idx',
          'products_tenant_category_idx', 'products_tenant_group_idx',
          'products_tenant_subgroup_idx')
        group by i.relname order by i.relname`,
    );
    const every = ['brand_id', 'brand_name', 'category_id', 'code_norm', 'completeness']
      .concat(['description_name', 'group_id', 'has_image', 'id', 'status', 'subgroup_id'])
      .concat(['tenant_id', 'updated_at', 'updated_by']);
    expect(rows).toEqual([
      { name: 'products_tenant_category_idx', columns: every },
      { name: 'products_tenant_completeness_idx', columns: every },
      { name: 'products_tenant_group_idx', columns: every },
      { name: 'products_tenant_subgroup_idx', columns: every },
      { name: 'products_tenant_updated_idx', columns: every },
    ]);
  });

  it('has the products vacuumed after about 1% of them changed, so the lists stay index-only', async () => {
    // Index-only scans skip the table only for pages the visibility map marks all-visible, which
    // every save clears (migration 0022; PGlite keeps the setting unused).
    const [row] = await rowsOf<{ options: string[] }>(
      ctx.app,
      'demo',
      () => sql`select reloptions as options from pg_class where relname = 'products'`,
    );
    expect([...row!.options].sort()).toEqual([
      'autovacuum_analyze_scale_factor=0.02',
      'autovacuum_vacuum_insert_scale_factor=0.01',
      'autovacuum_vacuum_scale_factor=0.01',
    ]);
  });

  it('answers a page asked again as the products are now, after a write from elsewhere', async () => {
    // A page is kept for the catalogue version it was found at: a write by another instance
    // (here straight in the database) moves the version, and the page is found again.
    const url = 'status=draft&sort=code:asc&pageSize=3';
    const before = await list(url);
    expect(await list(url)).toEqual(before);
    const drafts = (await list('status=draft&pageSize=100&sort=code:desc')).items;
    const moved = drafts.find((i) => !ids(before).includes(i.id))!;
    const [published] = (await list('status=published&pageSize=1')).items;
    const write = (query: (tenant: string) => ReturnType<typeof sql>) =>
      rowsOf(ctx.app, 'demo', query);
    const [{ code_norm: code }] = (await write(
      (tenant) =>
        sql`select code_norm from products where tenant_id = ${tenant} and id = ${moved.id}`,
    )) as [{ code_norm: string }];
    await write(
      (tenant) =>
        sql`update products set code_norm = '0' where tenant_id = ${tenant} and id = ${moved.id}`,
    );
    const after = await list(url);
    expect(ids(after)).toEqual([moved.id, ...ids(before).slice(0, 2)]);
    expect(after.total).toBe(before.total);
    await write(
      (tenant) =>
        sql`update products set status = 'draft' where tenant_id = ${tenant} and id = ${published!.id}`,
    );
    expect((await list(url)).total).toBe(before.total + 1);
    await write(
      (tenant) =>
        sql`update products set code_norm = ${code} where tenant_id = ${tenant} and id = ${moved.id}`,
    );
    await write(
      (tenant) =>
        sql`update products set status = 'published' where tenant_id = ${tenant} and id = ${published!.id}`,
    );
    expect(await list(url)).toEqual(before);
  });

  it('shows and sorts on the current names of brands and descriptions, and the first picture', async () => {
    const own = (await expectStatus(
      ctx.app,
      { token: t.owner, method: 'POST', url: PRODUCTS, body: fullBody(ctx.app, tree, 'ZR-5501') },
      201,
    )) as Product & { images: { url: string; alt: string | null }[] };
    const listed = () => list('q=ZR-5501&sort=brand:asc').then((p) => p.items[0]!);
    expect((await listed()).image).toBe(own.images[0]!.url);
    const stored = () =>
      rowsOf<{ brand_name: string; description_name: string }>(
        ctx.app,
        'demo',
        (tenant) => sql`select brand_name, description_name from products
          where tenant_id = ${tenant} and id = ${own.id}`,
      ).then(([row]) => row!);
    expect((await stored()).description_name).toBe((await listed()).description);

    // A renamed brand: the list shows and sorts on its new name (kept in the product's row).
    const brandUrl = `/panel/portifolio/brands/${tree.brands!.id}`;
    const rename = async (name: string) => {
      const brand = (await expectStatus(ctx.app, { token: t.owner, url: brandUrl }, 200)) as Row;
      const body = inputOf('brands', brand, { name });
      await expectStatus(ctx.app, { token: t.owner, method: 'PUT', url: brandUrl, body }, 200);
      return String(brand.name);
    };
    const original = await rename('AAA Marca Renomeada');
    expect((await listed()).brand.name).toBe('AAA Marca Renomeada');
    expect((await stored()).brand_name).toBe('AAA Marca Renomeada');
    const byBrand = await list('sort=brand:asc&pageSize=1');
    expect(byBrand.items[0]!.brand.name).toBe('AAA Marca Renomeada');
    await rename(original);
    expect((await stored()).brand_name).toBe(original);

    // The picture and hasImage follow a save that reorders, then removes, the pictures.
    const reversed = [...own.images].reverse();
    const saved = (await expectStatus(
      ctx.app,
      {
        token: t.owner,
        method: 'PUT',
        url: `${PRODUCTS}/${own.id}`,
        body: putBody(own, { images: reversed }),
      },
      200,
    )) as Product;
    expect((await listed()).image).toBe(reversed[0]!.url);
    await expectStatus(
      ctx.app,
      {
        token: t.owner,
        method: 'PUT',
        url: `${PRODUCTS}/${own.id}`,
        body: putBody(saved, { images: [] }),
      },
      200,
    );
    expect((await listed()).image).toBeNull();
    expect(await list('q=ZR-5501&hasImage=false').then(ids)).toEqual([own.id]);
    expect(await list('q=ZR-5501&hasImage=true').then(ids)).toEqual([]);
  });

  it('recomputes the stored completeness when the category levels change', async () => {
    const own = (await expectStatus(
      ctx.app,
      {
        token: t.owner,
        method: 'POST',
        url: PRODUCTS,
        body: fullBody(ctx.app, tree, 'ZS-3301', { infoText: null }),
      },
      201,
    )) as Product & { completeness: { percent: number } };
    const listed = () => list('q=ZS-3301').then((p) => p.items[0]!.completeness);
    const read = () =>
      expectStatus(ctx.app, { token: t.owner, url: `${PRODUCTS}/${own.id}` }, 200).then(
        (p) => (p as typeof own).completeness.percent,
      );
    expect(await listed()).toBe(own.completeness.percent);
    const subgroupLevel = (on: boolean) =>
      rowsOf(
        ctx.app,
        'demo',
        (tenant) => sql`insert into category_settings (tenant_id, subgroup_status)
          values (${tenant}, ${on}) on conflict (tenant_id) do update set subgroup_status = ${on}
          returning tenant_id`,
      );
    await subgroupLevel(false);
    try {
      const without = await read();
      expect(without).not.toBe(own.completeness.percent);
      expect(await listed()).toBe(without);
    } finally {
      await subgroupLevel(true);
    }
    expect(await listed()).toBe(own.completeness.percent);
  });

  it('bulk: publishes what can be, lists blocked, foreign and non-draft failures, writes history', async () => {
    const body = (code: string, extra = {}) =>
      expectStatus(
        ctx.app,
        {
          token: t.owner,
          method: 'POST',
          url: PRODUCTS,
          body: fullBody(ctx.app, tree, code, extra),
        },
        201,
      ) as Promise<Product>;
    const ok = await body('BLK-1');
    const blocked = await body('BLK-2', { images: [], salesUnit: null });
    const bulk = (b: object) =>
      expectStatus(
        ctx.app,
        { token: t.owner, method: 'POST', url: `${PRODUCTS}/bulk`, body: b },
        200,
      );
    const unknown = '00000000-0000-4000-8000-000000000001';
    const res = await bulk({ action: 'publish', ids: [ok.id, blocked.id, unknown] });
    expect(res).toEqual({
      done: 1,
      failed: [
        {
          id: blocked.id,
          code: 'BLOCKED',
          message: expect.stringMatching(/imagem.*unidade de venda/),
        },
        { id: unknown, code: 'NOT_FOUND', message: expect.any(String) },
      ],
    });
    expect(await bulk({ action: 'delete', ids: [ok.id, blocked.id] })).toEqual({
      done: 1,
      failed: [{ id: ok.id, code: 'NOT_DRAFT', message: expect.any(String) }],
    });
    expect(await bulk({ action: 'discontinue', ids: [ok.id] })).toEqual({ done: 1, failed: [] });
    expect(await bulk({ action: 'setBrand', ids: [ok.id], brandId: tree.competitor!.id })).toEqual({
      done: 1,
      failed: [],
    });
    const refused = await panel(ctx.app, {
      token: t.owner,
      method: 'POST',
      url: `${PRODUCTS}/bulk`,
      body: {
        action: 'setCategory',
        ids: [ok.id],
        categoryId: tree.categories!.id,
        groupId: null,
        subgroupId: null,
      },
    });
    expect([
      refused.statusCode,
      refused.json().fields.map((f: { field: string }) => f.field),
    ]).toEqual([400, ['groupId', 'subgroupId']]);
    const noBrand = await panel(ctx.app, {
      token: t.owner,
      method: 'POST',
      url: `${PRODUCTS}/bulk`,
      body: { action: 'setBrand', ids: [ok.id] },
    });
    expect([noBrand.statusCode, noBrand.json().fields]).toEqual([
      400,
      [{ field: 'brandId', reason: 'Escolha a marca.' }],
    ]);
    const read = (await expectStatus(
      ctx.app,
      { token: t.owner, url: `${PRODUCTS}/${ok.id}` },
      200,
    )) as Product;
    expect(read).toMatchObject({
      status: 'discontinued',
      brandId: tree.competitor!.id,
      version: 4,
    });
    const history = (await expectStatus(
      ctx.app,
      { token: t.owner, url: `${PRODUCTS}/${ok.id}/history` },
      200,
    )) as {
      action: string;
      changes: object[];
    }[];
    expect(history.map((h) => h.action)).toEqual(['setBrand', 'discontinue', 'publish', 'create']);
    expect(history[1]!.changes).toEqual([
      { field: 'status', before: 'published', after: 'discontinued' },
    ]);
    await expectStatus(ctx.app, { token: t.owner, url: `${PRODUCTS}/${blocked.id}` }, 404);
    // A stale form after a bulk change gets its conflict.
    await expectStatus(
      ctx.app,
      { token: t.owner, method: 'PUT', url: `${PRODUCTS}/${ok.id}`, body: putBody(ok) },
      409,
    );
  });

  it('exports the filtered list as CSV for Excel pt-BR: BOM, ;, pt-BR headers, decimal comma', async () => {
    const res = await panel(ctx.app, { token: t.viewer, url: `${PRODUCTS}/export.csv?q=ZQ-77` });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
    expect(res.body.startsWith('\uFEFFID;Código;Marca;')).toBe(true);
    const [header, line, ...rest] = res.body.slice(1).trim().split('\r\n');
    expect(rest).toEqual([]);
    const cells = Object.fromEntries(header!.split(';').map((h, i) => [h, line!.split(';')[i]]));
    expect(cells).toMatchObject({
      ID: mine.id,
      Código: 'ZQ-77.10/B',
      Situação: 'Rascunho',
      'Peso líquido (kg)': '1,25',
      'Largura (cm)': '12,5',
      NCM: '87083090',
      'Referências originais': expect.stringContaining(': OEM 55-991'),
      Critérios: 'Diâmetro: 280 [mm]',
    });
    expect(cells.Imagens!.split(' | ')).toHaveLength(2);
    const byIds = await panel(ctx.app, {
      token: t.owner,
      url: `${PRODUCTS}/export.csv?ids=${mine.id}`,
    });
    expect(byIds.body.trim().split('\r\n')).toHaveLength(2);
    const bad = await panel(ctx.app, { token: t.owner, url: `${PRODUCTS}/export.csv?ids=x` });
    expect([bad.statusCode, bad.json().fields[0].field]).toEqual([400, 'ids']);
    const docs = await ctx.app.inject({
      method: 'GET',
      url: '/docs/json',
      headers: { host: 'localhost:3333' },
    });
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining(['/panel/portifolio/products', '/panel/portifolio/products/{id}']),
    );
  });
});
