import { sql } from 'drizzle-orm';
import { tenantId } from '../../../test/helpers/auth';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { isValidGtin } from '../common/search-text';
import { queryRows } from './query-rows';
import { infoHtml } from '../products/product-markdown';

const DEMO = 'demo.localhost:3333';
const ACME = 'acme.localhost:3333';
type Row = Record<string, unknown>;
const NOT_FOUND = {
  statusCode: 404,
  error: 'Not Found',
  code: 'PRODUCT_NOT_FOUND',
  message: 'Product not found',
};

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { extend: (app) => generateTestCatalogues(app, 200, 60) });
  const get = (url: string, host = DEMO) =>
    ctx.app.inject({ method: 'GET', url, headers: { host } });
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx.app.db, query);
  /** The published demo product with the most applications (it has every section filled). */
  const fullProduct = async () => {
    const [row] = await rows<{ id: string }>(sql`select p.id from products p
      where p.tenant_id = ${await tenantId(ctx.app, 'demo')} and p.status = 'published'
      order by (select count(*) from product_applications a where a.tenant_id = p.tenant_id
        and a.product_id = p.id)
        + (select count(*) from product_oe_refs o where o.tenant_id = p.tenant_id and o.product_id = p.id)
        + (select count(*) from product_cross_refs x where x.tenant_id = p.tenant_id and x.product_id = p.id)
        + (select count(*) from product_images i where i.tenant_id = p.tenant_id and i.product_id = p.id)
        desc, p.code limit 1`);
    return row!.id;
  };

  describe('GET /catalog-public/products/:id', () => {
    it('answers every section of the product page', async () => {
      const id = await fullProduct();
      const res = await get(`/catalog-public/products/${id}`);
      expect(res.statusCode).toBe(200);
      const p = res.json();
      expect(p).toMatchObject({
        id,
        code: expect.stringMatching(/^(KL-|FR |AL-)\d+$/),
        status: 'published',
        description: { id: expect.any(String), name: expect.any(String) },
        brand: { id: expect.any(String), name: expect.any(String) },
        category: { id: expect.any(String), name: expect.any(String) },
        subgroup: { id: expect.any(String), name: expect.any(String) },
        tax: { ncm: expect.stringMatching(/^\d{8}$/) },
      });
      expect(isValidGtin(p.pack.ean13)).toBe(true);
      expect(typeof p.pack.netWeight).toBe('number');
      expect(p.images.map((i: { rank: number }) => i.rank)).toEqual([...p.images.keys()]);
      expect(p.criteria.length).toBeGreaterThanOrEqual(1);
      expect(p.oeRefs.length + p.crossRefs.length + p.applications.length).toBeGreaterThan(0);
      for (const a of p.applications) {
        expect(a).toMatchObject({
          vehicle: { id: expect.any(String), model: expect.any(String), line: expect.any(String) },
          factory: { id: expect.any(String), name: expect.any(String) },
          yearStart: expect.any(Number),
        });
      }
      expect(JSON.stringify(p)).not.toMatch(/tenant|search_?text|code_?norm|created_?at/i);
    });

    it('answers exactly what each section holds, in order, with its types (an offer with microseconds)', async () => {
      const t = await tenantId(ctx.app, 'demo');
      const id = await fullProduct();
      const one = async (query: ReturnType<typeof sql>) => (await rows<Row>(query))[0]!;
      await ctx.app.db.execute(
        sql`delete from offers where tenant_id = ${t} and product_id = ${id}`,
      );
      await ctx.app.db
        .execute(sql`insert into offers (tenant_id, product_id, price, starts_at, ends_at)
        values (${t}, ${id}, '12.50', '2020-01-02 03:04:05.678901+00', '2999-12-31 23:59:59.5+00')`);
      const p = await one(sql`select p.*, b.name as brand_name, b.logo as brand_logo,
          d.name as description_name, c.name as category_name, g.name as group_name, s.name as subgroup_name
        from products p join brands b on b.tenant_id = p.tenant_id and b.id = p.brand_id
        join descriptions d on d.tenant_id = p.tenant_id and d.id = p.description_id
        left join categories c on c.tenant_id = p.tenant_id and c.id = p.category_id
        left join groups g on g.tenant_id = p.tenant_id and g.id = p.group_id
        left join subgroups s on s.tenant_id = p.tenant_id and s.id = p.subgroup_id
        where p.tenant_id = ${t} and p.id = ${id}`);
      const images = await rows<Row>(sql`select url, alt, rank from product_images
        where tenant_id = ${t} and product_id = ${id} order by rank`);
      const criteria = await rows<Row>(sql`select name, value, unit from product_criteria
        where tenant_id = ${t} and product_id = ${id} order by rank, name`);
      const oeRefs = await rows<Row>(sql`select f.id, f.name, o.code from product_oe_refs o
        join factories f on f.tenant_id = o.tenant_id and f.id = o.factory_id
        where o.tenant_id = ${t} and o.product_id = ${id} order by f.name, o.code`);
      const crossRefs = await rows<Row>(sql`select b.id, b.name, x.code from product_cross_refs x
        join brands b on b.tenant_id = x.tenant_id and b.id = x.brand_id
        where x.tenant_id = ${t} and x.product_id = ${id} order by b.name, x.code`);
      const applications = await rows<Row>(sql`select v.id, v.model, v.version_name, v.engine,
          v.fuel, v.body, v.line, f.id as factory_id, f.name as factory_name,
          coalesce(a.year_start, v.year_start) as year_start,
          coalesce(a.year_end, v.year_end) as year_end, a.position, a.note
        from product_applications a
        join vehicles v on v.tenant_id = a.tenant_id and v.id = a.vehicle_id
        join factories f on f.tenant_id = v.tenant_id and f.id = v.factory_id
        where a.tenant_id = ${t} and a.product_id = ${id}
        order by f.name, v.model, v.year_start, v.engine`);
      expect(images.length).toBeGreaterThan(1);
      expect(applications.length).toBeGreaterThan(1);
      expect(oeRefs.length + crossRefs.length).toBeGreaterThan(1);
      const num = (v: unknown) => (v === null ? null : Number(v));
      const res = await get(`/catalog-public/products/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id,
        code: p.code,
        status: 'published',
        description: { id: p.description_id, name: p.description_name },
        complement: p.complement,
        brand: { id: p.brand_id, name: p.brand_name, logo: p.brand_logo },
        category: { id: p.category_id, name: p.category_name },
        group: p.group_id ? { id: p.group_id, name: p.group_name } : null,
        subgroup: { id: p.subgroup_id, name: p.subgroup_name },
        replacedBy: null,
        position: p.position,
        notes: p.notes,
        infoText: p.info_text,
        infoHtml: p.info_text ? infoHtml(String(p.info_text)) : null,
        images: images.map((i) => ({ url: i.url, alt: i.alt ?? '', rank: Number(i.rank) })),
        criteria: criteria.map((c) => ({ name: c.name, value: c.value, unit: c.unit })),
        pack: {
          salesUnit: p.sales_unit,
          qtyPerPack: num(p.qty_per_pack),
          salesMultiple: num(p.sales_multiple),
          ean13: p.ean13,
          dun14: p.dun14,
          netWeight: num(p.net_weight),
          grossWeight: num(p.gross_weight),
          height: num(p.height),
          width: num(p.width),
          length: num(p.length),
        },
        tax: {
          ncm: p.ncm,
          cest: p.cest,
          origin: num(p.origin),
          ipiRate: num(p.ipi_rate),
          exTipi: p.ex_tipi,
        },
        oeRefs: oeRefs.map((o) => ({ factory: { id: o.id, name: o.name }, code: o.code })),
        crossRefs: crossRefs.map((x) => ({ brand: { id: x.id, name: x.name }, code: x.code })),
        applications: applications.map((a) => ({
          vehicle: {
            id: a.id,
            model: a.model,
            version: a.version_name,
            engine: a.engine,
            fuel: a.fuel,
            body: a.body,
            line: a.line,
          },
          factory: { id: a.factory_id, name: a.factory_name },
          yearStart: num(a.year_start),
          yearEnd: num(a.year_end),
          position: a.position,
          note: a.note,
        })),
        offer: {
          price: 12.5,
          startsAt: '2020-01-02T03:04:05.678Z',
          endsAt: '2999-12-31T23:59:59.500Z',
        },
      });
    });

    it('shows the current offer, never an expired one', async () => {
      const demo = await tenantId(ctx.app, 'demo');
      // The seed gives demo a dozen current offers and one expired offer.
      const [current] = await rows<{ product_id: string; price: string }>(sql`
        select o.product_id, o.price from offers o join products p
          on p.tenant_id = o.tenant_id and p.id = o.product_id
        where o.tenant_id = ${demo} and p.status = 'published'
          and o.starts_at <= now() and (o.ends_at is null or o.ends_at > now())
        order by o.starts_at desc, o.product_id limit 1`);
      expect(current).toBeDefined();
      const res = await get(`/catalog-public/products/${current!.product_id}`);
      expect(res.json().offer).toMatchObject({
        price: Number(current!.price),
        startsAt: expect.any(String),
      });

      const [expired] = await rows<{ product_id: string }>(sql`
        select o.product_id from offers o join products p
          on p.tenant_id = o.tenant_id and p.id = o.product_id
        where o.tenant_id = ${demo} and p.status = 'published' and o.ends_at <= now()
          and not exists (select 1 from offers c where c.tenant_id = o.tenant_id
            and c.product_id = o.product_id and c.starts_at <= now()
            and (c.ends_at is null or c.ends_at > now()))
        limit 1`);
      expect(expired).toBeDefined();
      const old = await get(`/catalog-public/products/${expired!.product_id}`);
      expect(old.json().offer).toBeNull();
    });

    it("answers 404 PRODUCT_NOT_FOUND for another tenant's product, an unknown id or a non-uuid", async () => {
      const id = await fullProduct();
      for (const [url, host] of [
        [`/catalog-public/products/${id}`, ACME],
        ['/catalog-public/products/00000000-0000-4000-8000-000000000000', DEMO],
        ['/catalog-public/products/not-a-uuid', DEMO],
        ["/catalog-public/products/1'%20OR%201=1", DEMO],
      ] as const) {
        const res = await get(url, host);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      }
    });

    it('hides drafts', async () => {
      const [draft] = await rows<{ id: string }>(sql`select id from products
        where tenant_id = ${await tenantId(ctx.app, 'demo')} and status = 'draft' limit 1`);
      expect(draft).toBeDefined();
      expect((await get(`/catalog-public/products/${draft!.id}`)).statusCode).toBe(404);
    });

    it('shows a replacement only when it is published (never a draft or discontinued code)', async () => {
      const t = await tenantId(ctx.app, 'demo');
      const [old, next] = await rows<{ id: string; code: string; status: string }>(sql`
        select id, code, status from products where tenant_id = ${t} and status = 'published'
        order by code desc limit 2`);
      const set = (id: string, values: ReturnType<typeof sql>) =>
        ctx.app.db.execute(
          sql`update products set ${values} where tenant_id = ${t} and id = ${id}`,
        );
      await set(old!.id, sql`status = 'discontinued', replaced_by_id = ${next!.id}`);
      try {
        for (const status of ['draft', 'discontinued'] as const) {
          await set(next!.id, sql`status = ${status}`);
          const page = await get(`/catalog-public/products/${old!.id}`);
          expect(page.json()).toMatchObject({ status: 'discontinued', replacedBy: null });
          expect(page.body).not.toContain(next!.id);
          expect(page.body).not.toContain(JSON.stringify(next!.code));
        }
        await set(next!.id, sql`status = 'published'`);
        expect((await get(`/catalog-public/products/${old!.id}`)).json()).toMatchObject({
          replacedBy: { id: next!.id, code: next!.code },
        });
      } finally {
        await set(old!.id, sql`status = ${old!.status}, replaced_by_id = null`);
        await set(next!.id, sql`status = ${next!.status}`);
      }
    });

    it('has no subgroup for acme (level off)', async () => {
      const search = (await get('/catalog-public/products?pageSize=1', ACME)).json();
      const res = await get(`/catalog-public/products/${search.items[0].id}`, ACME);
      expect(res.statusCode).toBe(200);
      expect(res.json().subgroup).toBeNull();
      expect(res.json().group).not.toBeNull();
    });
  });

  describe('GET /catalog-public/vehicles/*', () => {
    it('walks maker → model → years', async () => {
      const factories = (await get('/catalog-public/vehicles/factories')).json();
      expect(factories.map((f: { name: string }) => f.name)).toEqual(
        expect.arrayContaining(['VOLKSWAGEN', 'FIAT', 'SCANIA']),
      );
      const names = factories.map((f: { name: string }) => f.name);
      expect(names).toEqual([...names].sort());
      const vw = factories.find((f: { name: string }) => f.name === 'VOLKSWAGEN');
      const models = (await get(`/catalog-public/vehicles/models?factory=${vw.id}`)).json();
      expect(models).toEqual(expect.arrayContaining(['GOL', 'POLO', 'AMAROK']));
      const years = await get(`/catalog-public/vehicles/years?factory=${vw.id}&model=GOL`);
      expect(years.statusCode).toBe(200);
      const list: number[] = years.json();
      expect(list.length).toBeGreaterThan(1);
      expect(list).toEqual([...list].sort((a, b) => b - a));
      expect(list.every((y) => y >= 2008 && y <= new Date().getUTCFullYear())).toBe(true);
    });

    it("never lists another tenant's vehicles", async () => {
      const demo = (await get('/catalog-public/vehicles/factories')).json();
      const res = await get(`/catalog-public/vehicles/models?factory=${demo[0].id}`, ACME);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it.each([
      '/catalog-public/vehicles/models',
      '/catalog-public/vehicles/models?factory=x',
      '/catalog-public/vehicles/years?factory=00000000-0000-4000-8000-000000000000',
    ])('answers 400 for %s', async (url) => {
      expect((await get(url)).statusCode).toBe(400);
    });
  });
});
