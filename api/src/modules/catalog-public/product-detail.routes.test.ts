import { sql } from 'drizzle-orm';
import { tenantId } from '../../../test/helpers/auth';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { isValidGtin } from '../common/search-text';
import { queryRows } from './query-rows';

const DEMO = 'demo.localhost:3333';
const ACME = 'acme.localhost:3333';
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
