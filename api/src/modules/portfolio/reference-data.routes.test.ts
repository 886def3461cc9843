import { sql } from 'drizzle-orm';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import type { panel } from '../../../test/helpers/panel';
import { DEMO_HOST, panelTokens, type Tokens } from '../../../test/helpers/panel';
import {
  createRow,
  defOf,
  expectStatus,
  inputOf,
  makeTree,
  newRowOf,
  REFERENCE_DATA,
  rowsOf,
  urlOf,
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
  const list = async (resource: string, query: string) =>
    (await expectCall({ url: `${urlOf(resource)}?pageSize=100&${query}` }, 200)).items as Row[];
  const ids = async (resource: string, query: string) =>
    (await list(resource, query)).map((r) => r.id).sort();

  it.each(REFERENCE_DATA)(
    '%s: create, read, find by q, update with version, refuse a stale one, keep history, delete',
    async (resource) => {
      const tag = resource.slice(0, 3).toUpperCase() + 'X';
      const parents = await tree(tag);
      const [body, change] = newRowOf(resource, parents, tag);
      const created = await createRow(ctx.app, t.owner, resource, body);
      const upper = defOf(resource)
        .fields.filter((f) => f.upper)
        .map((f) => f.key);
      const stored = (o: object) =>
        Object.fromEntries(
          Object.entries(o).map(([k, v]) => [
            k,
            upper.includes(k) && typeof v === 'string' ? v.toUpperCase() : v,
          ]),
        );
      expect(created).toMatchObject({ ...stored(body), version: 1, active: true });
      expect(created.updatedBy).toMatchObject({ name: 'Pessoa Teste' });
      expect(await expectCall({ url: `${urlOf(resource)}/${created.id}` }, 200)).toEqual(created);
      expect(await ids(resource, `q=nova ${tag.toLowerCase()}`)).toEqual([created.id]);

      const url = `${urlOf(resource)}/${created.id}`;
      const updated = await expectCall(
        { method: 'PUT', url, body: inputOf(resource, created, change) },
        200,
      );
      expect(updated).toMatchObject({ ...stored(change), id: created.id, version: 2 });
      const stale = await expectCall(
        { method: 'PUT', url, body: inputOf(resource, created, { active: false }) },
        409,
      );
      expect(stale).toMatchObject({ code: 'VERSION_CONFLICT', current: updated });
      const history = await expectCall({ url: `${url}/history` }, 200);
      expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
      expect(history[0].changes.map((c: { field: string }) => c.field).sort()).toEqual(
        Object.keys(change).sort(),
      );
      await expectCall({ method: 'DELETE', url: `${url}?version=1` }, 409);
      await expectCall({ method: 'DELETE', url: `${url}?version=2` }, 204);
      await expectCall({ url }, 404);
    },
  );

  it('filters every list by its own filters', async () => {
    const a = await tree('QXA', {
      vehicles: { line: 'heavy', fuel: 'DIESEL', yearStart: 1990, yearEnd: 1995 },
      factories: { segments: ['motorcycle'] },
    });
    const b = await tree('QXB', { descriptions: { defaultSubgroupId: null } });
    for (const resource of REFERENCE_DATA) {
      await expectCall(
        {
          method: 'POST',
          url: `${urlOf(resource)}/bulk`,
          body: { action: 'deactivate', ids: [b[resource]!.id] },
        },
        200,
      );
      expect([resource, await ids(resource, 'q=qx&active=false')]).toEqual([
        resource,
        [b[resource]!.id],
      ]);
      expect([resource, await ids(resource, 'q=qx&active=true')]).toEqual([
        resource,
        [a[resource]!.id],
      ]);
    }
    const only = (rows: Row[]) => rows.map((r) => r.id);
    expect(only(await list('groups', `category=${a.categories!.id}`))).toEqual([a.groups!.id]);
    expect(only(await list('subgroups', `group=${b.groups!.id}`))).toEqual([b.subgroups!.id]);
    expect(only(await list('subgroups', `category=${a.categories!.id}`))).toEqual([
      a.subgroups!.id,
    ]);
    expect(only(await list('descriptions', `subgroup=${a.subgroups!.id}`))).toEqual([
      a.descriptions!.id,
    ]);
    expect(await ids('descriptions', 'q=qx&withoutSubgroup=true')).toEqual([b.descriptions!.id]);
    expect(await ids('descriptions', 'q=qx&withoutSubgroup=false')).toEqual([a.descriptions!.id]);
    const noSubgroup = await list('descriptions', 'withoutSubgroup=true');
    expect(noSubgroup.every((d) => d.defaultSubgroupId === null)).toBe(true);
    expect(await ids('factories', 'q=qx&segment=motorcycle')).toEqual([a.factories!.id]);
    expect(await ids('factories', 'q=qx&segment=car')).toEqual([b.factories!.id]);
    expect(only(await list('vehicles', `factory=${b.factories!.id}`))).toEqual([b.vehicles!.id]);
    expect(await ids('vehicles', 'q=qx&line=heavy')).toEqual([a.vehicles!.id]);
    expect(await ids('vehicles', 'q=qx&fuel=DIESEL')).toEqual([a.vehicles!.id]);
    expect(await ids('vehicles', 'q=qx&fuel=FLEX')).toEqual([b.vehicles!.id]);
    expect(await ids('vehicles', 'q=qx&year=1993')).toEqual([a.vehicles!.id]);
    expect(await ids('vehicles', 'q=qx&year=2012')).toEqual([b.vehicles!.id]);
    expect(await ids('vehicles', 'q=qx&year=2016')).toEqual([]);
    const heavy = await list('vehicles', 'line=heavy&fuel=DIESEL&year=1993');
    expect(heavy.length).toBeGreaterThan(0);
    expect(
      heavy.every(
        (v) =>
          v.line === 'heavy' &&
          v.fuel === 'DIESEL' &&
          (v.yearStart as number) <= 1993 &&
          ((v.yearEnd as number | null) ?? 9999) >= 1993,
      ),
    ).toBe(true);
    // q folds accents and case, and searches a vehicle's factory name too.
    expect(await ids('descriptions', 'q=DESCRICAO qxa')).toEqual([a.descriptions!.id]);
    expect(await ids('vehicles', 'q=montadora qxb')).toEqual([b.vehicles!.id]);
  });

  it('sorts every list on every sortable column, both ways', async () => {
    const variants = ['ZWC', 'ZWA', 'ZWB'];
    for (const [i, tag] of variants.entries())
      await tree(tag, {
        categories: { sortOrder: 3 - i },
        groups: { sortOrder: i },
        descriptions: { defaultNcm: i === 1 ? null : `8708309${i}` },
        factories: { country: ['BR', null, 'AR'][i] },
        vehicles: { fuel: ['DIESEL', 'FLEX', null][i], yearEnd: [null, 2012, 2011][i] },
      });
    await expectCall(
      {
        method: 'POST',
        url: '/panel/portifolio/vehicles/bulk',
        body: {
          action: 'deactivate',
          ids: await ids('vehicles', 'q=modelo zwa'),
        },
      },
      200,
    );
    for (const resource of REFERENCE_DATA) {
      const def = defOf(resource);
      const keyOf = (key: string) => (row: Row) => {
        const f = def.fields.find((x) => x.key === key);
        const v =
          f?.kind === 'ref' ? (row[f.ref!.expandAs] as Row | null)?.[f.ref!.csvBy] : row[key];
        return typeof v === 'string' ? v.toLowerCase() : (v as number | boolean | null);
      };
      for (const key of def.sortable) {
        for (const dir of ['asc', 'desc']) {
          const rows = await list(resource, `q=zw&sort=${key}:${dir}`);
          expect(rows).toHaveLength(3);
          const values = rows.map(keyOf(key));
          const present = values.filter((v) => v !== null);
          const sorted = [...present].sort((x, y) => (x! < y! ? -1 : x! > y! ? 1 : 0));
          if (dir === 'desc') sorted.reverse();
          // Nulls come last either way.
          expect([resource, key, dir, values]).toEqual([
            resource,
            key,
            dir,
            [...sorted, ...values.filter((v) => v === null)],
          ]);
        }
      }
    }
  });

  it('lets the public search find products by their renamed description', async () => {
    const search = async (q: string) =>
      (
        await ctx.app.inject({
          url: `/catalog-public/products?q=${encodeURIComponent(q)}&pageSize=100`,
          headers: { host: DEMO_HOST },
        })
      ).json() as { total: number; items: { id: string }[] };
    const [used] = await rowsOf<{ id: string; n: number }>(
      ctx.app,
      'demo',
      (tenant) => sql`select description_id as id, count(*)::int as n from products
        where tenant_id = ${tenant} and status <> 'draft' group by description_id
        order by n desc limit 1`,
    );
    const products = await rowsOf<{ id: string }>(
      ctx.app,
      'demo',
      (tenant) => sql`select id from products where tenant_id = ${tenant}
        and description_id = ${used!.id} and status <> 'draft'`,
    );
    expect((await search('ZIMBORIO QUADRUPLO')).total).toBe(0);
    const row = await expectCall({ url: `${urlOf('descriptions')}/${used!.id}` }, 200);
    await expectCall(
      {
        method: 'PUT',
        url: `${urlOf('descriptions')}/${row.id}`,
        body: inputOf('descriptions', row, { name: 'Zimbório Quádruplo' }),
      },
      200,
    );
    const found = await search('zimborio quadruplo');
    expect(found.total).toBe(products.length);
    expect(found.items.map((p) => p.id).sort()).toEqual(products.map((p) => p.id).sort());
  });
});
