import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import { DEMO_HOST, panelTokens, type Tokens } from '../../../test/helpers/panel';
import { expectStatus, type Tree } from '../../../test/helpers/portfolio';
import {
  fullBody,
  productTree,
  PRODUCTS,
  putBody,
  type Product,
} from '../../../test/helpers/products';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

// What the public sees follows a panel write at once: the search (cached by catalogue version),
// its facets and the product page; a discontinued product shows its replacement, never a draft.

forEachDatabase((kind) => {
  // The search cache is on (the default): a write must invalidate it, not wait for its TTL.
  const ctx = useTestApp(kind, {
    env: { SEARCH_CACHE: 'on' },
    extend: (app) => generateTestCatalogues(app, 30, 5),
  });
  let t: Tokens;
  let tree: Tree;
  beforeAll(async () => {
    t = await panelTokens(ctx.app);
    tree = await productTree(ctx.app, t.owner, 'PUBL');
  });
  const search = async (q: string, extra = '') => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/catalog-public/products?q=${encodeURIComponent(q)}${extra}`,
      headers: { host: DEMO_HOST },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      items: { id: string; complement: string }[];
      total: number;
      facets: Record<string, { id: string; count: number }[]>;
    };
  };
  const page = (id: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/catalog-public/products/${id}`,
      headers: { host: DEMO_HOST },
    });
  const save = (p: Product, changes: Record<string, unknown>) =>
    expectStatus(
      ctx.app,
      { token: t.owner, method: 'PUT', url: `${PRODUCTS}/${p.id}`, body: putBody(p, changes) },
      200,
    ) as Promise<Product>;
  const create = (code: string, extra = {}) =>
    expectStatus(
      ctx.app,
      { token: t.owner, method: 'POST', url: PRODUCTS, body: fullBody(ctx.app, tree, code, extra) },
      201,
    ) as Promise<Product>;

  it('shows a published product in search, facets and page right after the save', async () => {
    const p = await create('PUBX-100');
    expect((await search('PUBX-100')).total).toBe(0);
    expect((await page(p.id)).statusCode).toBe(404);
    const published = await save(p, { status: 'published' });
    const found = await search('PUBX-100');
    expect(found.items.map((i) => i.id)).toEqual([p.id]);
    expect(found.facets.brand).toEqual([
      expect.objectContaining({ id: tree.brands!.id, count: 1 }),
    ]);
    expect((await search('', `&brand=${tree.brands!.id}`)).total).toBe(1);
    const changed = await save(published, { complement: 'Lado esquerdo' });
    expect((await search('PUBX-100')).items[0]!.complement).toBe('Lado esquerdo');
    expect((await page(p.id)).json()).toMatchObject({
      code: 'PUBX-100',
      complement: 'Lado esquerdo',
    });
    await save(changed, { status: 'draft' });
    expect((await search('PUBX-100')).total).toBe(0);
    expect((await page(p.id)).statusCode).toBe(404);
  });

  it('shows the replacement of a discontinued product, never a draft’s code', async () => {
    const draftNew = await create('NEWX-2');
    const old = await create('OLDX-1', { replacedById: draftNew.id });
    const discontinued = await save(await save(old, { status: 'published' }), {
      status: 'discontinued',
    });
    const hidden = await page(old.id);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ status: 'discontinued', replacedBy: null });
    expect(hidden.body).not.toContain('NEWX-2');
    expect(hidden.body).not.toContain(draftNew.id);
    await save(draftNew, { status: 'published' });
    expect((await page(old.id)).json()).toMatchObject({
      status: 'discontinued',
      replacedBy: { id: draftNew.id, code: 'NEWX-2' },
    });
    expect(discontinued.replacedBy).toEqual({ id: draftNew.id, code: 'NEWX-2' });
  });
});
