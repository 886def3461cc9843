import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import { panel, panelTokens, type Tokens } from '../../../test/helpers/panel';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { extend: (app) => generateTestCatalogues(app, 30, 10) });
  let t: Tokens;
  beforeAll(async () => {
    t = await panelTokens(ctx.app);
  });
  const get = (url: string) => panel(ctx.app, { url, token: t.viewer });

  it('counts the portfolio and what needs attention, and lists brands by use', async () => {
    const first = (await get('/panel/portifolio/summary')).json();
    expect(first.counts.products).toBe(30);
    expect(first.counts.brands).toBeGreaterThan(0);
    expect(first.attention).toEqual({
      inactiveBrandsInUse: 0,
      descriptionsWithoutSubgroup: 0,
      inactiveVehiclesInUse: 0,
    });

    const used = (await get('/panel/portifolio/brands?inUse=true&pageSize=100')).json();
    const unused = (await get('/panel/portifolio/brands?inUse=false&pageSize=100')).json();
    expect(used.total + unused.total).toBe(first.counts.brands);
    expect(used.total).toBeGreaterThan(0);
    await panel(ctx.app, {
      method: 'POST',
      url: '/panel/portifolio/brands/bulk',
      token: t.editor,
      body: { action: 'deactivate', ids: [used.items[0].id] },
    });
    const after = (await get('/panel/portifolio/summary')).json();
    expect(after.attention.inactiveBrandsInUse).toBe(1);
    expect((await panel(ctx.app, { url: '/panel/portifolio/summary' })).statusCode).toBe(401);
  });
});
