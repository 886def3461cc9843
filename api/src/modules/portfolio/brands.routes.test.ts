import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import { ACME_HOST, panel, panelTokens, type Tokens } from '../../../test/helpers/panel';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

const URL = '/panel/portifolio/brands';
type Row = Record<string, unknown> & { id: string; version: number };

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { extend: (app) => generateTestCatalogues(app, 40, 10) });
  let t: Tokens;
  beforeAll(async () => {
    t = await panelTokens(ctx.app);
  });
  const call = (c: Parameters<typeof panel>[1]) => panel(ctx.app, { token: t.owner, ...c });
  const create = async (body: Record<string, unknown>) => {
    const res = await call({ method: 'POST', url: URL, body });
    expect(res.statusCode).toBe(201);
    return res.json() as Row;
  };

  it('creates, reads, updates with version, keeps history and deletes a brand', async () => {
    const created = await create({ name: '  Freios Ária ', kind: 'own' });
    expect(created).toMatchObject({
      name: 'Freios Ária',
      slug: 'freios-aria',
      kind: 'own',
      active: true,
      logo: null,
      version: 1,
      updatedBy: { name: 'Pessoa Teste' },
    });
    expect((await call({ url: `${URL}/${created.id}` })).json()).toEqual(created);

    const updated = await call({
      method: 'PUT',
      url: `${URL}/${created.id}`,
      body: {
        name: 'Freios Ária Plus',
        slug: 'freios-aria',
        kind: 'competitor',
        active: true,
        logo: null,
        version: 1,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Freios Ária Plus',
      kind: 'competitor',
      version: 2,
    });

    const stale = await call({
      method: 'PUT',
      url: `${URL}/${created.id}`,
      body: { name: 'Outro nome', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      current: { name: 'Freios Ária Plus', version: 2 },
    });

    const history = (await call({ url: `${URL}/${created.id}/history` })).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: 'Freios Ária', after: 'Freios Ária Plus' },
        { field: 'kind', before: 'own', after: 'competitor' },
      ]),
    );
    expect(history[0].user).toMatchObject({ name: 'Pessoa Teste' });

    expect(
      (await call({ method: 'DELETE', url: `${URL}/${created.id}?version=1` })).json(),
    ).toMatchObject({
      code: 'VERSION_CONFLICT',
    });
    expect(
      (await call({ method: 'DELETE', url: `${URL}/${created.id}?version=2` })).statusCode,
    ).toBe(204);
    expect((await call({ url: `${URL}/${created.id}` })).statusCode).toBe(404);
    const after = (await call({ url: `${URL}/${created.id}/history` })).json();
    expect(after[0].action).toBe('delete');
  });

  it('lists with q, filters, sort and pages', async () => {
    await create({ name: 'Zeta Competidora', kind: 'competitor' });
    await create({ name: 'Zeta Própria', kind: 'own', active: false });
    const all = (await call({ url: `${URL}?pageSize=100` })).json();
    expect(all.total).toBe(all.items.length);
    expect(all.total).toBeGreaterThan(3);
    const names = all.items.map((b: Row) => String(b.name).toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const q = (await call({ url: `${URL}?q=zeta propria` })).json();
    expect(q.items.map((b: Row) => b.name)).toEqual(['Zeta Própria']);
    const competitor = (await call({ url: `${URL}?q=zeta&kind=competitor` })).json();
    expect(competitor.items.map((b: Row) => b.name)).toEqual(['Zeta Competidora']);
    const inactive = (await call({ url: `${URL}?active=false` })).json();
    expect(inactive.items.every((b: Row) => b.active === false)).toBe(true);
    const desc = (await call({ url: `${URL}?q=zeta&sort=name:desc` })).json();
    expect(desc.items.map((b: Row) => b.name)).toEqual(['Zeta Própria', 'Zeta Competidora']);

    const page2 = (await call({ url: `${URL}?page=2&pageSize=2` })).json();
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(page2.items.map((b: Row) => b.id)).toEqual(all.items.slice(2, 4).map((b: Row) => b.id));
    const beyond = (await call({ url: `${URL}?page=500&pageSize=100` })).json();
    expect(beyond).toMatchObject({ items: [], total: all.total });
  });

  it('refuses a duplicate name or slug with 409 DUPLICATE naming the field', async () => {
    await create({ name: 'Marca Única' });
    const dup = await call({ method: 'POST', url: URL, body: { name: 'MARCA ÚNICA' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'DUPLICATE', fields: [{ field: 'name' }] });
    const slug = await call({
      method: 'POST',
      url: URL,
      body: { name: 'Outra', slug: 'marca-unica' },
    });
    expect(slug.json()).toMatchObject({ code: 'DUPLICATE', fields: [{ field: 'slug' }] });
  });

  it('explains a delete of a brand in use (409 IN_USE with counts) and bulk reports per id', async () => {
    const used = (await call({ url: `${URL}?kind=own&pageSize=100` })).json().items as Row[];
    const results = await Promise.all(
      used.map((b) => call({ method: 'DELETE', url: `${URL}/${b.id}?version=${b.version}` })),
    );
    const inUse = results.find((r) => r.statusCode === 409);
    expect(inUse?.json()).toMatchObject({
      code: 'IN_USE',
      usedBy: { products: expect.any(Number) },
    });
    expect(inUse?.json().message).toMatch(/^Em uso por \d+ produtos/);

    const free = await create({ name: 'Sem Uso' });
    const target = used.find((_, i) => results[i]!.statusCode === 409)!;
    const bulk = await call({
      method: 'POST',
      url: `${URL}/bulk`,
      body: { action: 'delete', ids: [free.id, target.id, '00000000-0000-4000-8000-000000000000'] },
    });
    expect(bulk.json()).toEqual({
      done: 1,
      failed: [
        { id: target.id, code: 'IN_USE', message: expect.stringMatching(/^Em uso/) },
        {
          id: '00000000-0000-4000-8000-000000000000',
          code: 'NOT_FOUND',
          message: expect.any(String),
        },
      ],
    });
    const off = await call({
      method: 'POST',
      url: `${URL}/bulk`,
      body: { action: 'deactivate', ids: [target.id] },
    });
    expect(off.json()).toEqual({ done: 1, failed: [] });
    expect((await call({ url: `${URL}/${target.id}` })).json()).toMatchObject({
      active: false,
      version: target.version + 1,
    });
    await call({
      method: 'POST',
      url: `${URL}/bulk`,
      body: { action: 'activate', ids: [target.id] },
    });
  });

  it('shows a renamed brand renamed in the public search and drops a deactivated one from the facets', async () => {
    const search = async () =>
      (
        await ctx.app.inject({
          url: '/catalog-public/products?pageSize=1',
          headers: { host: 'demo.localhost:3333' },
        })
      ).json().facets.brand as { id: string; name: string }[];
    const before = await search();
    const brand = before[0]!;
    const row = (await call({ url: `${URL}/${brand.id}` })).json() as Row;
    await call({
      method: 'PUT',
      url: `${URL}/${brand.id}`,
      body: { ...pick(row), name: 'Renomeada Pública', version: row.version },
    });
    expect((await search()).find((b) => b.id === brand.id)?.name).toBe('Renomeada Pública');
    await call({
      method: 'POST',
      url: `${URL}/bulk`,
      body: { action: 'deactivate', ids: [brand.id] },
    });
    expect((await search()).some((b) => b.id === brand.id)).toBe(false);
    await call({
      method: 'POST',
      url: `${URL}/bulk`,
      body: { action: 'activate', ids: [brand.id] },
    });
    expect((await search()).some((b) => b.id === brand.id)).toBe(true);
  });

  it("answers 404 for another tenant's brand on every route and refuses its token here", async () => {
    const acme = (await panel(ctx.app, { url: URL, token: t.acmeOwner, host: ACME_HOST })).json()
      .items[0] as Row;
    expect(acme).toBeDefined();
    const body = { ...pick(acme), version: acme.version };
    for (const [method, url, payload] of [
      ['GET', `${URL}/${acme.id}`],
      ['GET', `${URL}/${acme.id}/history`],
      ['PUT', `${URL}/${acme.id}`, body],
      ['DELETE', `${URL}/${acme.id}?version=${acme.version}`],
    ] as const) {
      const res = await call({ method, url, body: payload });
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
    }
    const bulk = await call({
      method: 'POST',
      url: `${URL}/bulk`,
      body: { action: 'deactivate', ids: [acme.id] },
    });
    expect(bulk.json().failed).toEqual([
      { id: acme.id, code: 'NOT_FOUND', message: expect.any(String) },
    ]);
    const exported = await call({ url: `${URL}/export.csv?ids=${acme.id}` });
    expect(exported.body).not.toContain(acme.id);
    expect((await panel(ctx.app, { url: URL, token: t.acmeOwner })).statusCode).toBe(401);
  });
});

function pick(row: Record<string, unknown>) {
  const { name, slug, kind, logo, active } = row;
  return { name, slug, kind, logo, active };
}
