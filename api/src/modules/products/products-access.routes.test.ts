import { sql } from 'drizzle-orm';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import {
  ACME_HOST,
  panel,
  panelTokens,
  ROLES,
  type PanelCall,
  type Tokens,
} from '../../../test/helpers/panel';
import { expectStatus, rowsOf, type Tree } from '../../../test/helpers/portfolio';
import {
  fullBody,
  productTree,
  PRODUCTS,
  putBody,
  type Product,
} from '../../../test/helpers/products';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

// DESIGN §8.2 for products, table-driven: every route × every role, no token, another tenant's
// token, and another tenant's ids (404, never 403).

/** Every route around a product (the calls, not yet sent). */
function routesOf(p: Product, body: object): [string, PanelCall][] {
  return [
    ['list', { url: PRODUCTS }],
    ['read', { url: `${PRODUCTS}/${p.id}` }],
    ['history', { url: `${PRODUCTS}/${p.id}/history` }],
    ['code-available', { url: `${PRODUCTS}/code-available?code=X1` }],
    ['create', { method: 'POST', url: PRODUCTS, body }],
    ['update', { method: 'PUT', url: `${PRODUCTS}/${p.id}`, body: putBody(p) }],
    ['duplicate', { method: 'POST', url: `${PRODUCTS}/${p.id}/duplicate`, body: { code: 'CP-1' } }],
    ['delete', { method: 'DELETE', url: `${PRODUCTS}/${p.id}?version=${p.version}` }],
    ['bulk', { method: 'POST', url: `${PRODUCTS}/bulk`, body: { action: 'draft', ids: [p.id] } }],
  ];
}

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { extend: (app) => generateTestCatalogues(app, 10, 10) });
  let t: Tokens;
  let tree: Tree;
  let foreign: Product;
  beforeAll(async () => {
    t = await panelTokens(ctx.app);
    tree = await productTree(ctx.app, t.owner, 'ACC');
    const [row] = await rowsOf<{ id: string }>(
      ctx.app,
      'acme',
      (tenant) => sql`select id from products where tenant_id = ${tenant} order by code limit 1`,
    );
    const res = await panel(ctx.app, {
      url: `${PRODUCTS}/${row!.id}`,
      token: t.acmeOwner,
      host: ACME_HOST,
    });
    expect(res.statusCode).toBe(200);
    foreign = res.json();
  });
  const as = (token: string, call: PanelCall, status: number) =>
    expectStatus(ctx.app, { token, ...call }, status);

  it.each(ROLES)(
    'reads as %s; writes unless a viewer (403 FORBIDDEN, nothing written)',
    async (role) => {
      const token = t[role];
      const p = (await as(
        t.owner,
        { method: 'POST', url: PRODUCTS, body: fullBody(ctx.app, tree, `R-${role}`) },
        201,
      )) as Product;
      expect((await as(token, { url: PRODUCTS }, 200)).total).toBeGreaterThan(10);
      expect(await as(token, { url: `${PRODUCTS}/${p.id}` }, 200)).toEqual(p);
      expect(await as(token, { url: `${PRODUCTS}/${p.id}/history` }, 200)).toHaveLength(1);
      expect(await as(token, { url: `${PRODUCTS}/code-available?code=r-${role}` }, 200)).toEqual({
        available: false,
        normalized: `R-${role.toUpperCase()}`,
      });
      const may = role !== 'viewer';
      const writes: [string, PanelCall, number][] = [
        [
          'create',
          { method: 'POST', url: PRODUCTS, body: fullBody(ctx.app, tree, `W-${role}`) },
          201,
        ],
        [
          'update',
          { method: 'PUT', url: `${PRODUCTS}/${p.id}`, body: putBody(p, { notes: role }) },
          200,
        ],
        [
          'duplicate',
          { method: 'POST', url: `${PRODUCTS}/${p.id}/duplicate`, body: { code: `D-${role}` } },
          201,
        ],
        [
          'bulk',
          { method: 'POST', url: `${PRODUCTS}/bulk`, body: { action: 'publish', ids: [p.id] } },
          200,
        ],
      ];
      for (const [name, call, ok] of writes) {
        const res = await panel(ctx.app, { token, ...call });
        expect([name, res.statusCode]).toEqual([name, may ? ok : 403]);
        if (!may) expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
      const after = (await as(token, { url: `${PRODUCTS}/${p.id}` }, 200)) as Product;
      if (!may) {
        expect(after).toEqual(p);
        await as(token, { method: 'DELETE', url: `${PRODUCTS}/${p.id}?version=${p.version}` }, 403);
        return;
      }
      expect(after).toMatchObject({ version: 3, notes: role, status: 'published' });
      const history = (await as(token, { url: `${PRODUCTS}/${p.id}/history` }, 200)) as {
        action: string;
      }[];
      expect(history.map((h) => h.action)).toEqual(['publish', 'update', 'create']);
      const draft = (await as(
        token,
        { method: 'PUT', url: `${PRODUCTS}/${p.id}`, body: putBody(after, { status: 'draft' }) },
        200,
      )) as Product;
      await as(
        token,
        { method: 'DELETE', url: `${PRODUCTS}/${p.id}?version=${draft.version}` },
        204,
      );
    },
  );

  it('answers 401 on every route without a token and with a token of another tenant', async () => {
    const p = (await as(
      t.owner,
      { method: 'POST', url: PRODUCTS, body: fullBody(ctx.app, tree, 'ANON-1') },
      201,
    )) as Product;
    for (const [name, call] of routesOf(p, fullBody(ctx.app, tree, 'ANON-2'))) {
      for (const token of [null, t.acmeOwner, 'not-a-token']) {
        const res = await panel(ctx.app, { ...call, token });
        expect([name, token?.slice(0, 8), res.statusCode]).toEqual([name, token?.slice(0, 8), 401]);
      }
      // Junk from a viewer is refused for the role before the body is looked at.
      if (['create', 'update', 'duplicate', 'delete', 'bulk'].includes(name)) {
        const junk = await panel(ctx.app, {
          ...call,
          body: call.method === 'DELETE' ? undefined : { nope: 1 },
          token: t.viewer,
        });
        expect([name, junk.statusCode]).toEqual([name, 403]);
      }
    }
    expect(await as(t.owner, { url: `${PRODUCTS}/${p.id}` }, 200)).toEqual(p);
  });

  it("answers 404 for another tenant's product on every route that takes an id", async () => {
    for (const [name, call] of routesOf(foreign, {})) {
      if (!['read', 'history', 'update', 'duplicate', 'delete'].includes(name)) continue;
      const res = await panel(ctx.app, { ...call, token: t.owner });
      expect([name, res.statusCode, res.json().code]).toEqual([name, 404, 'NOT_FOUND']);
    }
    const bulk = await as(
      t.owner,
      {
        method: 'POST',
        url: `${PRODUCTS}/bulk`,
        body: { action: 'discontinue', ids: [foreign.id] },
      },
      200,
    );
    expect(bulk).toEqual({
      done: 0,
      failed: [{ id: foreign.id, code: 'NOT_FOUND', message: expect.any(String) }],
    });
    // Nor does another tenant's product show through a list search or a replacement.
    expect(
      (
        await as(
          t.owner,
          { url: `${PRODUCTS}?q=${encodeURIComponent(foreign.code as string)}` },
          200,
        )
      ).items,
    ).toEqual(expect.not.arrayContaining([expect.objectContaining({ id: foreign.id })]));
    const res = await panel(ctx.app, {
      token: t.owner,
      method: 'POST',
      url: PRODUCTS,
      body: fullBody(ctx.app, tree, 'FOR-1', { replacedById: foreign.id }),
    });
    expect([res.statusCode, res.json().fields]).toEqual([
      400,
      [{ field: 'replacedById', reason: 'Registro não encontrado.' }],
    ]);
    const still = await panel(ctx.app, {
      url: `${PRODUCTS}/${foreign.id}`,
      token: t.acmeOwner,
      host: ACME_HOST,
    });
    expect(still.json()).toEqual(foreign);
  });
});
