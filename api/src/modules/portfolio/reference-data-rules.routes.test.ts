import { sql } from 'drizzle-orm';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import { ACME_HOST, panel, panelTokens, type Tokens } from '../../../test/helpers/panel';
import {
  createRow,
  expectStatus,
  inputOf,
  makeTree,
  rowsOf,
  urlOf,
  newRowOf,
  type Row,
} from '../../../test/helpers/portfolio';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { extend: (app) => generateTestCatalogues(app, 40, 10) });
  let t: Tokens;
  beforeAll(async () => {
    t = await panelTokens(ctx.app);
  });
  const expectCall = (c: Parameters<typeof panel>[1], status: number) =>
    expectStatus(ctx.app, { token: t.owner, ...c }, status);
  const tree = (tag: string, extra?: Record<string, object>) =>
    makeTree(ctx.app, t.owner, tag, extra);

  it('refuses to delete a row still in use: 409 IN_USE with the counts', async () => {
    const used = await tree('USE');
    const inUse = async (resource: string, row: Row, usedBy: Record<string, number>) => {
      const url = `${urlOf(resource)}/${row.id}?version=${row.version}`;
      const res = await expectCall({ method: 'DELETE', url }, 409);
      expect(res).toMatchObject({ code: 'IN_USE', usedBy });
      expect(Object.keys(res.usedBy).sort()).toEqual(Object.keys(usedBy).sort());
      expect(res.message).toMatch(/^Em uso por \d+ /);
    };
    await inUse('categories', used.categories!, { groups: 1 });
    await inUse('groups', used.groups!, { subgroups: 1 });
    await inUse('subgroups', used.subgroups!, { descriptions: 1 });
    await inUse('factories', used.factories!, { vehicles: 1 });

    const [application] = await rowsOf<{ id: string; n: number }>(
      ctx.app,
      'demo',
      (tenant) => sql`select vehicle_id as id, count(*)::int as n from product_applications
        where tenant_id = ${tenant} group by vehicle_id order by n desc limit 1`,
    );
    const vehicle = await expectCall({ url: `${urlOf('vehicles')}/${application!.id}` }, 200);
    await inUse('vehicles', vehicle, { applications: application!.n });
    const [product] = await rowsOf<{ id: string; n: number }>(
      ctx.app,
      'demo',
      (tenant) => sql`select description_id as id, count(*)::int as n from products
        where tenant_id = ${tenant} group by description_id order by n desc limit 1`,
    );
    const description = await expectCall({ url: `${urlOf('descriptions')}/${product!.id}` }, 200);
    await inUse('descriptions', description, { products: product!.n });
    // Nothing was deleted.
    await expectCall({ url: `${urlOf('categories')}/${used.categories!.id}` }, 200);
  });

  it('refuses duplicates with 409 DUPLICATE naming the field', async () => {
    const a = await tree('DUA');
    const b = await tree('DUB');
    const group = { categoryId: a.categories!.id, code: 'gdua', name: 'Outro' };
    const dup = await expectCall({ method: 'POST', url: urlOf('groups'), body: group }, 409);
    expect(dup).toMatchObject({ code: 'DUPLICATE', fields: [{ field: 'code' }] });
    expect(dup.fields[0].reason).not.toMatch(/must|should/);
    await createRow(ctx.app, t.owner, 'groups', { ...group, categoryId: b.categories!.id });

    const vehicle = inputOf('vehicles', a.vehicles!);
    const same = await expectCall(
      { method: 'POST', url: urlOf('vehicles'), body: { ...vehicle, version: undefined } },
      409,
    );
    expect(same).toMatchObject({ code: 'DUPLICATE', fields: [{ field: 'model' }] });
    const later = { ...vehicle, version: undefined, yearEnd: 2016 };
    const other = await createRow(ctx.app, t.owner, 'vehicles', later);
    // ...and an update into an existing one, blank parts included.
    const noEnd = await createRow(ctx.app, t.owner, 'vehicles', { ...later, yearEnd: null });
    const into = await expectCall(
      {
        method: 'PUT',
        url: `${urlOf('vehicles')}/${other.id}`,
        body: inputOf('vehicles', other, { yearEnd: null }),
      },
      409,
    );
    expect(into).toMatchObject({ code: 'DUPLICATE', fields: [{ field: 'model' }] });
    expect(noEnd.yearEnd).toBeNull();
  });

  it('checks vehicle years and the NCM, and refuses a parent of another tenant', async () => {
    const own = await tree('CHK');
    const years = await expectCall(
      {
        method: 'POST',
        url: urlOf('vehicles'),
        body: { factoryId: own.factories!.id, model: 'X', yearStart: 2010, yearEnd: 2009 },
      },
      400,
    );
    expect(years.fields).toEqual([
      { field: 'yearEnd', reason: expect.not.stringMatching(/must|should/) },
    ]);
    expect(own.descriptions!.defaultNcm).toBe('87083090');
    const ncm = await createRow(ctx.app, t.owner, 'descriptions', {
      code: 'NCM1',
      name: 'Com NCM',
      defaultNcm: '8708.30.90',
    });
    expect(ncm.defaultNcm).toBe('87083090');
    const short = await expectCall(
      {
        method: 'POST',
        url: urlOf('descriptions'),
        body: { code: 'NCM2', name: 'X', defaultNcm: '8708309' },
      },
      400,
    );
    expect(short.fields).toEqual([
      { field: 'defaultNcm', reason: expect.stringMatching(/8 dígitos/) },
    ]);

    const acme = async (resource: string) =>
      (await panel(ctx.app, { url: urlOf(resource), token: t.acmeOwner, host: ACME_HOST })).json()
        .items[0] as Row;
    for (const [resource, field, parent] of [
      ['groups', 'categoryId', 'categories'],
      ['subgroups', 'groupId', 'groups'],
      ['descriptions', 'defaultSubgroupId', 'subgroups'],
      ['vehicles', 'factoryId', 'factories'],
    ] as const) {
      const foreign = (await acme(parent)).id;
      const [body] = newRowOf(resource, own, 'FOR');
      const created = await expectCall(
        { method: 'POST', url: urlOf(resource), body: { ...body, [field]: foreign } },
        400,
      );
      expect([resource, created.fields]).toEqual([
        resource,
        [{ field, reason: expect.any(String) }],
      ]);
      const row = own[resource]!;
      const url = `${urlOf(resource)}/${row.id}`;
      const updated = await expectCall(
        { method: 'PUT', url, body: inputOf(resource, row, { [field]: foreign }) },
        400,
      );
      expect([resource, updated.fields]).toEqual([
        resource,
        [{ field, reason: expect.any(String) }],
      ]);
      expect((await expectCall({ url }, 200))[field]).toBe(row[field]);
    }
  });
});
