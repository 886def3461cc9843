import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { offers } from '../../db/commerce-schema';
import { tenantId } from '../../../test/helpers/auth';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import { ACME, addOffer, DEMO, setProductStatus, withTenant } from '../../../test/helpers/commerce';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { queryRows } from './query-rows';

const URL = '/catalog-public/offers';
const DAY = 86_400_000;

interface Offer {
  product: { id: string; code: string };
  price: number;
  endsAt: string | null;
}

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { extend: (app) => generateTestCatalogues(app, 200, 60) });
  const get = (host: string, query = '') =>
    ctx.app.inject({ method: 'GET', url: `${URL}${query}`, headers: { host } });
  const list = async (host = DEMO, query = '?limit=48'): Promise<Offer[]> => {
    const res = await get(host, query);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** The seeded offer rows of a tenant with their product's status. */
  const stored = async (uriName: string) =>
    queryRows<{ product_id: string; status: string; current: boolean }>(
      ctx.app.db,
      sql`select o.product_id, p.status,
          (o.starts_at <= now() and (o.ends_at is null or o.ends_at > now())) as current
        from offers o join products p on p.tenant_id = o.tenant_id and p.id = o.product_id
        where o.tenant_id = ${await tenantId(ctx.app, uriName)}`,
    );

  describe('GET /catalog-public/offers', () => {
    it("answers the demo's 12 current offers, newest first, as search result cards", async () => {
      const res = await get(DEMO);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      const body: Offer[] = res.json();
      expect(body).toHaveLength(12);
      const rows = await stored('demo');
      const current = rows.filter((r) => r.current).map((r) => r.product_id);
      expect(body.map((o) => o.product.id).sort()).toEqual([...current].sort());
      const expired = rows.filter((r) => !r.current).map((r) => r.product_id);
      expect(expired).toHaveLength(1);
      for (const o of body) {
        expect(Object.keys(o).sort()).toEqual(['endsAt', 'price', 'product']);
        expect(o.price).toBeGreaterThan(10);
        expect(o.price).toBeLessThan(1000);
        expect(o.product.code).toMatch(/^(KL-|FR |AL-)\d+$/);
      }
      // The same card as the search's: ProductSummary, field for field.
      const search = await ctx.app.inject({
        method: 'GET',
        url: `/catalog-public/products?q=${encodeURIComponent(body[0]!.product.code)}`,
        headers: { host: DEMO },
      });
      const item = search.json().items.find((i: { id: string }) => i.id === body[0]!.product.id);
      expect(body[0]!.product).toEqual(item);
    });

    it('shows only published products, and one offer per product: its newest', async () => {
      const [first, second] = await list();
      await setProductStatus(ctx.app, first!.product.id, 'draft');
      await setProductStatus(ctx.app, second!.product.id, 'discontinued');
      try {
        const ids = (await list()).map((o) => o.product.id);
        expect(ids).not.toContain(first!.product.id);
        expect(ids).not.toContain(second!.product.id);
        expect(ids).toHaveLength(10);
      } finally {
        await setProductStatus(ctx.app, first!.product.id, 'published');
        await setProductStatus(ctx.app, second!.product.id, 'published');
      }
      const target = (await list())[5]!;
      await addOffer(ctx.app, 'demo', target.product.id, 77.5);
      const after = await list();
      expect(after.filter((o) => o.product.id === target.product.id)).toEqual([
        { product: target.product, price: 77.5, endsAt: null },
      ]);
      // Started yesterday: newer than every seeded offer.
      expect(after[0]!.product.id).toBe(target.product.id);
    });

    it('leaves out offers that have not started or have ended', async () => {
      const [a, b] = (await list()).slice(-2);
      const demo = await tenantId(ctx.app, 'demo');
      const at = (days: number) => new Date(Date.now() + days * DAY);
      const [c] = await queryRows<{ id: string }>(
        ctx.app.db,
        sql`select p.id from products p where p.tenant_id = ${demo} and p.status = 'published'
          and not exists (select 1 from offers o where o.tenant_id = p.tenant_id
            and o.product_id = p.id) order by p.code limit 1`,
      );
      await ctx.app.db.insert(offers).values([
        { tenantId: demo, id: randomUUID(), productId: c!.id, price: 9.9, startsAt: at(1) },
        {
          tenantId: demo,
          id: randomUUID(),
          productId: c!.id,
          price: 8.9,
          startsAt: at(-5),
          endsAt: at(-0.0001),
        },
      ]);
      const ids = (await list()).map((o) => o.product.id);
      expect(ids).not.toContain(c!.id);
      expect(ids).toEqual(expect.arrayContaining([a!.product.id, b!.product.id]));
    });

    it("answers [] when the tenant's rules hide prices", async () => {
      await withTenant(ctx.app, 'demo', { rules: { showPrices: false } }, async () => {
        expect(await list()).toEqual([]);
      });
    });

    it("answers only the Host's own offers (acme hides prices until it shows them)", async () => {
      expect(await list(ACME)).toEqual([]);
      const demoIds = new Set((await list()).map((o) => o.product.id));
      await withTenant(ctx.app, 'acme', { rules: { showPrices: true } }, async () => {
        const acme = await list(ACME);
        expect(acme).toHaveLength(4);
        for (const o of acme) {
          expect(demoIds.has(o.product.id)).toBe(false);
          expect(o.product.code).toMatch(/^(AH-|TP )\d+$/);
        }
      });
    });

    it('takes limit 1..48 (default 12) and answers 400 otherwise', async () => {
      expect(await list(DEMO, '?limit=3')).toHaveLength(3);
      expect(await list(DEMO, '')).toHaveLength(12);
      for (const bad of ['0', '49', 'abc', '2.5']) {
        const res = await get(DEMO, `?limit=${bad}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          statusCode: 400,
          fields: [expect.objectContaining({ field: expect.stringContaining('limit') })],
        });
      }
    });

    it('answers 404 for an unknown tenant', async () => {
      expect((await get('nobody.localhost:3333')).statusCode).toBe(404);
    });
  });
});
