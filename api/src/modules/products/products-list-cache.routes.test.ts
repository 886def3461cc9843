import { sql } from 'drizzle-orm';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import { panelTokens } from '../../../test/helpers/panel';
import { expectStatus } from '../../../test/helpers/portfolio';
import { PRODUCTS } from '../../../test/helpers/products';
import { forEachDatabase, useTestApp, type TestContext } from '../../../test/helpers/test-app';

// PRODUCT_LIST_CACHE (list-totals.ts): with it on, a page asked again at the same catalogue
// version is the kept one; with it off, every request finds its page and total again.
//
// The check: a product leaves a filter behind the cache's back (its row changed, then the
// catalogue version and product count set back to what they were, as if nothing had been
// written). A kept page still shows the product; a page found again does not.

type Page = { items: { id: string; status: string }[]; total: number };

async function askTwiceAroundAHiddenChange(ctx: TestContext) {
  const token = (await panelTokens(ctx.app)).owner;
  const url = `${PRODUCTS}?status=draft&sort=code:asc&pageSize=100`;
  const list = async () => (await expectStatus(ctx.app, { token, url }, 200)) as Page;
  const first = await list();
  expect(first.items.length).toBeGreaterThan(0);
  const moved = first.items[0]!.id;
  const db = ctx.database.db;
  const state = await db.execute(
    sql`select s.tenant_id, s.version, s.product_count from catalog_search_state s
      join products p on p.tenant_id = s.tenant_id where p.id = ${moved}`,
  );
  const { tenant_id, version, product_count } = (
    state as unknown as { rows: { tenant_id: string; version: number; product_count: number }[] }
  ).rows[0]!;
  await db.execute(sql`update products set status = 'published' where id = ${moved}`);
  await db.execute(
    sql`update catalog_search_state set version = ${version}, product_count = ${product_count}
      where tenant_id = ${tenant_id}`,
  );
  return { first, second: await list(), moved };
}

forEachDatabase((kind) => {
  describe('PRODUCT_LIST_CACHE=off', () => {
    const ctx = useTestApp(kind, {
      env: { PRODUCT_LIST_CACHE: 'off', PRODUCT_LIST_INDEX: 'off' },
      extend: (app) => generateTestCatalogues(app, 60, 5),
    });
    it('finds the page again when the same request comes twice (no kept page)', async () => {
      const { first, second, moved } = await askTwiceAroundAHiddenChange(ctx);
      expect(second.items.map((i) => i.id)).not.toContain(moved);
      expect(second.total).toBe(first.total - 1);
      expect(second.items.every((i) => i.status === 'draft')).toBe(true);
    });
  });

  describe('PRODUCT_LIST_CACHE on (the default)', () => {
    const ctx = useTestApp(kind, {
      env: { PRODUCT_LIST_INDEX: 'off' },
      extend: (app) => generateTestCatalogues(app, 60, 5),
    });
    it('answers the same request again from the kept page while the version stands', async () => {
      const { first, second, moved } = await askTwiceAroundAHiddenChange(ctx);
      // The hidden change is not seen: the kept ids and total were reused.
      expect(second.items.map((i) => i.id)).toEqual(first.items.map((i) => i.id));
      expect(second.total).toBe(first.total);
      expect(second.items.find((i) => i.id === moved)?.status).toBe('published');
    });
  });
});
