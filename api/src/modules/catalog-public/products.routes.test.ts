import { sql } from 'drizzle-orm';
import { tenantId } from '../../../test/helpers/auth';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { queryRows } from './query-rows';

const DEMO = 'demo.localhost:3333';
const ACME = 'acme.localhost:3333';
const SEARCH = '/catalog-public/products';

interface Item {
  id: string;
  code: string;
  description: string;
  brand: { id: string; name: string };
}

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { extend: (app) => generateTestCatalogues(app) });
  const get = (url: string, host = DEMO) =>
    ctx.app.inject({ method: 'GET', url, headers: { host } });
  const search = async (params: Record<string, string | number>, host = DEMO) => {
    const query = new URLSearchParams(
      Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
    );
    const res = await get(`${SEARCH}?${query}`, host);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      items: Item[];
      total: number;
      facets: Record<string, { id: string; name: string; count: number }[]>;
    };
  };
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx.app.db, query);
  const demoId = () => tenantId(ctx.app, 'demo');
  /** A visible demo product with at least one row in `table` (a section table). */
  const visibleWith = async (table: string) => {
    const [row] = await rows<{ id: string; code: string; ref: string }>(sql`
      select p.id, p.code, x.code as ref from products p
      join ${sql.identifier(table)} x on x.tenant_id = p.tenant_id and x.product_id = p.id
      where p.tenant_id = ${await demoId()} and p.status = 'published' order by p.code limit 1`);
    if (!row) throw new Error(`no demo product with ${table}`);
    return row;
  };

  describe('GET /catalog-public/products: q', () => {
    it('finds a code exactly, first', async () => {
      const [p] = await rows<{ id: string; code: string }>(sql`select id, code from products
        where tenant_id = ${await demoId()} and status = 'published' order by code desc limit 1`);
      const body = await search({ q: p!.code });
      expect(body.items[0]).toMatchObject({ id: p!.id, code: p!.code });
    });

    it('finds codes by prefix and without punctuation or case', async () => {
      const body = await search({ q: 'KL-1', pageSize: 100 });
      const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from products
        where tenant_id = ${await demoId()} and status <> 'draft' and code_norm like 'kl1%'`);
      expect(body.total).toBe(count!.n);
      expect(body.total).toBeGreaterThan(1);
      expect(body.items.every((i) => i.code.startsWith('KL-1'))).toBe(true);

      const exact = body.items[0]!.code; // e.g. KL-1010
      const ids = await Promise.all(
        [exact, exact.replace('-', ''), exact.replace('-', ' ').toLowerCase()].map(
          async (q) => (await search({ q })).items[0]!.id,
        ),
      );
      expect(new Set(ids).size).toBe(1);
    });

    it('finds an OE reference written any way', async () => {
      const p = await visibleWith('product_oe_refs');
      for (const q of [p.ref, p.ref.replace(/[^A-Za-z0-9]/g, '').toLowerCase()]) {
        const body = await search({ q, pageSize: 100 });
        expect(body.items.map((i) => i.id)).toContain(p.id);
      }
    });

    it("finds a competitor's cross-reference code", async () => {
      const p = await visibleWith('product_cross_refs');
      const body = await search({ q: p.ref.toLowerCase(), pageSize: 100 });
      expect(body.items.map((i) => i.id)).toContain(p.id);
    });

    it('finds descriptions without accents and with a typo', async () => {
      const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from products p
        join descriptions d on d.tenant_id = p.tenant_id and d.id = p.description_id
        where p.tenant_id = ${await demoId()} and p.status <> 'draft'
          and d.name = 'PASTILHA DE FREIO'`);
      expect(count!.n).toBeGreaterThan(0);
      for (const q of ['pastilha de frieo', 'PASTILHA DE FREIO', 'pastilha freio']) {
        const body = await search({ q, pageSize: 100 });
        const pads = body.items.filter((i) => i.description === 'PASTILHA DE FREIO');
        expect(pads).toHaveLength(count!.n);
        expect(body.items[0]!.description).toBe('PASTILHA DE FREIO');
      }
      const oil = await search({ q: 'filtro de oleo' });
      expect(oil.items[0]!.description).toBe('FILTRO DE ÓLEO');
      const joint = await search({ q: 'junta homocinetica' });
      expect(joint.items[0]!.description).toBe('JUNTA HOMOCINÉTICA');
    });

    it('answers an empty page for text that matches nothing', async () => {
      const body = await search({ q: 'zzzqqqxxx' });
      expect(body).toMatchObject({ items: [], total: 0 });
    });
  });

  describe('GET /catalog-public/products: filters and facets', () => {
    it('counts facets over the whole result', async () => {
      const body = await search({ pageSize: 5 });
      const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from products
        where tenant_id = ${await demoId()} and status <> 'draft'`);
      expect(body.total).toBe(count!.n);
      expect(body.items).toHaveLength(5);
      const sum = (key: string) => body.facets[key]!.reduce((s, f) => s + f.count, 0);
      expect(sum('brand')).toBe(body.total);
      expect(sum('category')).toBe(body.total);
      expect(sum('subgroup')).toBe(body.total);
      // The factory facet (read from products.factory_ids) agrees with the applications.
      const byFactory = await rows<{ id: string; count: number }>(sql`
        select v.factory_id as id, count(distinct p.id)::int as count from products p
        join product_applications a on a.tenant_id = p.tenant_id and a.product_id = p.id
        join vehicles v on v.tenant_id = a.tenant_id and v.id = a.vehicle_id
        where p.tenant_id = ${await demoId()} and p.status <> 'draft' group by v.factory_id`);
      const facet = body.facets.factory!.map(({ id, count }) => ({ id, count }));
      expect(facet.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        byFactory.sort((a, b) => a.id.localeCompare(b.id)),
      );
      expect(facet.length).toBeGreaterThan(3);
      const counts = body.facets.brand!.map((f) => f.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });

    it('filters by a facet alone', async () => {
      const all = await search({});
      const brand = all.facets.brand![1]!;
      const body = await search({ brand: brand.id, pageSize: 100 });
      expect(body.total).toBe(brand.count);
      expect(body.items.every((i) => i.brand.id === brand.id)).toBe(true);
      expect(body.facets.brand).toEqual([brand]);

      const category = all.facets.category![0]!;
      const byCategory = await search({ category: category.id });
      expect(byCategory.total).toBe(category.count);
      expect(byCategory.facets.category).toEqual([category]);
    });

    it('filters by vehicle (id or model name) and year', async () => {
      const [a] = await rows<{
        product_id: string;
        vehicle_id: string;
        factory_id: string;
        model: string;
        year: number;
      }>(sql`
        select a.product_id, v.id as vehicle_id, v.factory_id, v.model,
          coalesce(a.year_start, v.year_start) as year
        from product_applications a
        join vehicles v on v.tenant_id = a.tenant_id and v.id = a.vehicle_id
        join products p on p.tenant_id = a.tenant_id and p.id = a.product_id
        where a.tenant_id = ${await demoId()} and p.status = 'published' limit 1`);
      const byModel = await search({
        factory: a!.factory_id,
        vehicle: a!.model,
        year: a!.year,
        pageSize: 100,
      });
      expect(byModel.items.map((i) => i.id)).toContain(a!.product_id);
      const byId = await search({ vehicle: a!.vehicle_id, year: a!.year, pageSize: 100 });
      expect(byId.items.map((i) => i.id)).toContain(a!.product_id);
      expect(byId.total).toBeLessThanOrEqual(byModel.total);
      expect(byModel.facets.factory).toHaveLength(
        byModel.total > 0 ? byModel.facets.factory!.length : 0,
      );
      expect(byModel.facets.factory!.map((f) => f.id)).toContain(a!.factory_id);
      // Before the vehicle was made nothing fits.
      const none = await search({ vehicle: a!.vehicle_id, year: 1950 });
      expect(none.total).toBe(0);
    });

    it('sorts by code and by description', async () => {
      const byCode = await search({ sort: 'code', pageSize: 30 });
      const codes = byCode.items.map((i) => i.code.toLowerCase().replace(/[^a-z0-9]/g, ''));
      expect(codes).toEqual([...codes].sort());
      const byDescription = await search({ sort: 'description', pageSize: 30 });
      const names = byDescription.items.map((i) => i.description);
      expect(names[0]! <= names.at(-1)!).toBe(true);
    });

    it('gives acme no subgroup facet and ignores a subgroup filter (level off)', async () => {
      const body = await search({}, ACME);
      expect(Object.keys(body.facets).sort()).toEqual(['brand', 'category', 'factory', 'group']);
      const [sub] = await rows<{ id: string }>(sql`select id from subgroups
        where tenant_id = ${await tenantId(ctx.app, 'acme')} limit 1`);
      expect((await search({ subgroup: sub!.id }, ACME)).total).toBe(body.total);
    });

    it('logs every search with its filters and total', async () => {
      const body = await search({ q: 'amortecedor dianteiro', year: 2015 });
      await ctx.app.background.idle();
      const logged = await rows<{ q: string; filters: Record<string, unknown>; total: number }>(sql`
        select q, filters, total from search_log where tenant_id = ${await demoId()}
          and q = 'amortecedor dianteiro'`);
      expect(logged).toEqual([
        { q: 'amortecedor dianteiro', filters: { year: 2015 }, total: body.total },
      ]);
    });
  });

  describe('search log: odd text', () => {
    it('keeps logging when a search carries a NUL or bytes that are not UTF-8', async () => {
      // Logged in one batch: one bad string must not cost the other searches their rows.
      await Promise.all([
        search({ q: 'log-ok-before' }),
        get(`${SEARCH}?q=${encodeURIComponent('\u0000log-nul')}`),
        // Bytes that are not UTF-8 (a lone surrogate's encoding).
        get(`${SEARCH}?q=log-bad%ED%A0%80`),
        search({ q: 'log-ok-after' }, ACME),
      ]);
      await ctx.app.background.idle();
      const logged = await rows<{ q: string }>(sql`select q from search_log
        where q like '%log-%' order by q`);
      expect(logged).toHaveLength(4);
      expect(logged.map((r) => r.q)).toEqual(
        expect.arrayContaining(['log-nul', 'log-ok-after', 'log-ok-before']),
      );
    });
  });

  describe('GET /catalog-public/products: tenants and bad input', () => {
    it("never shows another tenant's products", async () => {
      const demo = await search({ pageSize: 100 });
      const acme = await search({ pageSize: 100 }, ACME);
      expect(acme.items.every((i) => /^(AH-|TP )/.test(i.code))).toBe(true);
      const demoIds = new Set(demo.items.map((i) => i.id));
      expect(acme.items.some((i) => demoIds.has(i.id))).toBe(false);
      expect((await search({ q: demo.items[0]!.code }, ACME)).items.map((i) => i.id)).not.toContain(
        demo.items[0]!.id,
      );
      const brandOfDemo = demo.facets.brand![0]!.id;
      expect((await search({ brand: brandOfDemo }, ACME)).total).toBe(0);
    });

    it('answers 404 TENANT_NOT_FOUND without a tenant', async () => {
      const res = await get(SEARCH, 'localhost:3333');
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('TENANT_NOT_FOUND');
    });

    it.each([
      ['pageSize=1000', 'pageSize=1000', 'pageSize'],
      ['pageSize=0', 'pageSize=0', 'pageSize'],
      ['page=-1', 'page=-1', 'page'],
      ['page=abc', 'page=abc', 'page'],
      ['a q of 10,000 characters', `q=${'a'.repeat(10_000)}`, 'q'],
      ['brand=not-a-uuid', 'brand=not-a-uuid', 'brand'],
      // JSON Schema's uuid format allows a urn:uuid: prefix that PostgreSQL does not.
      ['brand=urn:uuid:…', 'brand=urn:uuid:00000000-0000-4000-8000-000000000001', 'brand'],
      ['factory=urn:uuid:…', 'factory=urn:uuid:00000000-0000-4000-8000-000000000001', 'factory'],
      ['year=abc', 'year=abc', 'year'],
      ['sort=price', 'sort=price', 'sort'],
    ])('answers 400 for %s', async (_label, query, field) => {
      const res = await get(`${SEARCH}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    });

    it.each(["' OR 1=1 --", '%', '_', '\\', "'; drop table products; --", '日本語', '   '])(
      'answers safely for q=%j',
      async (q) => {
        const res = await get(`${SEARCH}?q=${encodeURIComponent(q)}`);
        expect(res.statusCode).toBe(200);
        const all = await search({});
        expect(res.json().total).toBeLessThanOrEqual(all.total);
      },
    );
  });
});
