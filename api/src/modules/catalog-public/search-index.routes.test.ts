import { sql } from 'drizzle-orm';
import { tenantId } from '../../../test/helpers/auth';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { readSearchState } from './products.service';
import { queryRows } from './query-rows';

/**
 * The in-memory search index is only used while it is current: a write through the API (the
 * process's catalogue version) or straight into the database (the database's version) makes
 * the search answer from SQL at once, and a fresh index takes over once loaded. Whether the
 * index answers the same as SQL is search-relevance.routes.test.ts's job.
 */
const DEMO = 'demo.localhost:3333';
const ACME = 'acme.localhost:3333';

forEachDatabase((kind) => {
  // Without the result cache: its entries are keyed by this process's version only.
  const ctx = useTestApp(kind, {
    env: { SEARCH_CACHE: 'off' },
    extend: (app) => generateTestCatalogues(app),
  });
  const search = async (q: string, host = DEMO) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/catalog-public/products?${new URLSearchParams({ q })}`,
      headers: { host },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: { id: string; code: string }[]; total: number };
  };
  /** The demo index, when the route would use it now. */
  const currentIndex = async (t: string) =>
    ctx.app.searchIndexes.current(t, (await readSearchState(ctx.app.db, t)).version);

  it('answers from a current index, and from SQL right after any write', async () => {
    const t = await tenantId(ctx.app, 'demo');
    const [p] = await queryRows<{ id: string; code: string }>(
      ctx.app.db,
      sql`select id, code from products where tenant_id = ${t} and status = 'published'
        order by code limit 1`,
    );
    expect((await search(p!.code)).items[0]).toMatchObject({ id: p!.id });
    await ctx.app.searchIndexes.settled(t);
    const index = await currentIndex(t);
    expect(index === null).toBe(false);
    expect(index!.ids).toContain(p!.id);
    expect((await search(p!.code)).items[0]).toMatchObject({ id: p!.id });

    // A writer outside the API (the seed tool, a script): the database's version moves.
    await ctx.app.db.execute(sql`update products set status = 'draft' where id = ${p!.id}`);
    expect((await currentIndex(t)) === null).toBe(true);
    expect((await search(p!.code)).items.map((i) => i.id)).not.toContain(p!.id);
    await ctx.app.searchIndexes.settled(t);
    const reloaded = await currentIndex(t);
    expect(reloaded === null).toBe(false);
    expect(reloaded!.ids).not.toContain(p!.id);
    expect((await search(p!.code)).items.map((i) => i.id)).not.toContain(p!.id);

    // A write through the API invalidates the tenant's catalogue: this process's version moves.
    ctx.app.searchCache.invalidateCatalog(t);
    expect((await currentIndex(t)) === null).toBe(true);
    await ctx.app.db.execute(sql`update products set status = 'published' where id = ${p!.id}`);
    expect((await search(p!.code)).items[0]).toMatchObject({ id: p!.id });
  });

  it("keeps each tenant's index to its own products", async () => {
    const demo = await tenantId(ctx.app, 'demo');
    const acme = await tenantId(ctx.app, 'acme');
    const [p] = await queryRows<{ code: string }>(
      ctx.app.db,
      sql`select code from products where tenant_id = ${demo} and status = 'published'
        and code_norm not in (select code_norm from products where tenant_id = ${acme})
        order by code limit 1`,
    );
    await search(p!.code, ACME);
    await ctx.app.searchIndexes.settled(acme);
    expect((await currentIndex(acme)) === null).toBe(false);
    const answer = await search(p!.code, ACME);
    expect(answer.items.map((i) => i.code)).not.toContain(p!.code);
  });
});
