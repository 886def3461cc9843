import type { UserRole } from '../../db/schema';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import {
  ACME_HOST,
  panel,
  panelTokens,
  ROLES,
  type PanelCall,
  type Tokens,
} from '../../../test/helpers/panel';
import {
  expectStatus,
  inputOf,
  makeTree,
  newRowOf,
  PORTFOLIO,
  RESOURCE_NAMES,
  urlOf,
  type Row,
  type Tree,
} from '../../../test/helpers/portfolio';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

// DESIGN §8.2, table-driven: every route of every portfolio resource and the company profile,
// for every role, without a token and with another tenant's token.

const PROFILE = `${PORTFOLIO}/profile`;
const SUMMARY = `${PORTFOLIO}/summary`;
const WRITES_PROFILE: UserRole[] = ['owner', 'admin'];

/** Every route of a resource, around an existing row (the calls, not yet sent). */
function routesOf(resource: string, row: Row, body: object, csv: string): [string, PanelCall][] {
  const base = urlOf(resource);
  return [
    ['list', { url: base }],
    ['read', { url: `${base}/${row.id}` }],
    ['export', { url: `${base}/export.csv` }],
    ['history', { url: `${base}/${row.id}/history` }],
    ['create', { method: 'POST', url: base, body }],
    ['update', { method: 'PUT', url: `${base}/${row.id}`, body: inputOf(resource, row) }],
    ['delete', { method: 'DELETE', url: `${base}/${row.id}?version=${row.version}` }],
    ['bulk', { method: 'POST', url: `${base}/bulk`, body: { action: 'delete', ids: [row.id] } }],
    ['import', { method: 'POST', url: `${base}/import?dryRun=false`, body: csv }],
  ];
}

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { extend: (app) => generateTestCatalogues(app, 20, 10) });
  let t: Tokens;
  const trees = {} as Record<UserRole, Tree>;
  beforeAll(async () => {
    t = await panelTokens(ctx.app);
    for (const role of ROLES) trees[role] = await makeTree(ctx.app, t.owner, `R${role}`);
  });
  const as = (token: string, call: PanelCall, status: number) =>
    expectStatus(ctx.app, { token, ...call }, status);

  describe.each(RESOURCE_NAMES)('%s', (resource) => {
    const base = urlOf(resource);

    it.each(ROLES)(
      'reads as %s; writes unless a viewer (403 FORBIDDEN, nothing written)',
      async (role) => {
        const token = t[role];
        const tree = trees[role];
        const row = tree[resource]!;
        const may = role !== 'viewer';
        expect((await as(token, { url: base }, 200)).total).toBeGreaterThan(0);
        expect(await as(token, { url: `${base}/${row.id}` }, 200)).toEqual(row);
        const csv = await panel(ctx.app, { token, url: `${base}/export.csv?ids=${row.id}` });
        expect([csv.statusCode, csv.headers['content-type']]).toEqual([
          200,
          'text/csv; charset=utf-8',
        ]);
        expect(await as(token, { url: `${base}/${row.id}/history` }, 200)).toHaveLength(1);

        const writes: [string, PanelCall, number][] = [
          [
            'create',
            { method: 'POST', url: base, body: newRowOf(resource, tree, `W${role}`)[0] },
            201,
          ],
          [
            'update',
            {
              method: 'PUT',
              url: `${base}/${row.id}`,
              body: inputOf(resource, row, { active: false }),
            },
            200,
          ],
          [
            'bulk',
            { method: 'POST', url: `${base}/bulk`, body: { action: 'activate', ids: [row.id] } },
            200,
          ],
          // The export taken before the update (active): after the bulk activate, nothing changes.
          ['import', { method: 'POST', url: `${base}/import?dryRun=false`, body: csv.body }, 200],
        ];
        const created: Row[] = [];
        for (const [name, call, ok] of writes) {
          const res = await panel(ctx.app, { token, ...call });
          expect([name, res.statusCode]).toEqual([name, may ? ok : 403]);
          if (!may) expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
          if (name === 'create' && may) created.push(res.json());
        }
        const after = await as(token, { url: `${base}/${row.id}` }, 200);
        if (!may) {
          expect(after).toEqual(row);
          await as(
            token,
            { method: 'DELETE', url: `${base}/${row.id}?version=${row.version}` },
            403,
          );
          expect(await as(token, { url: `${base}/${row.id}/history` }, 200)).toHaveLength(1);
          return;
        }
        expect(after).toMatchObject({ version: row.version + 2, active: true });
        const history = await as(token, { url: `${base}/${row.id}/history` }, 200);
        expect(history.map((h: { action: string }) => h.action)).toEqual([
          'activate',
          'update',
          'create',
        ]);
        const [fresh] = created;
        await as(
          token,
          { method: 'DELETE', url: `${base}/${fresh!.id}?version=${fresh!.version}` },
          204,
        );
        await as(token, { url: `${base}/${fresh!.id}` }, 404);
      },
    );

    it('answers 401 on every route without a token and with a token of another tenant', async () => {
      const row = trees.viewer[resource]!;
      const body = newRowOf(resource, trees.viewer, 'ANON')[0];
      for (const [name, call] of routesOf(resource, row, body, 'ID;Nome\n')) {
        for (const token of [null, t.acmeOwner, 'not-a-token']) {
          const res = await panel(ctx.app, { ...call, token });
          expect([name, token?.slice(0, 8), res.statusCode]).toEqual([
            name,
            token?.slice(0, 8),
            401,
          ]);
        }
      }
      // Refused before the input is looked at: junk is a 401 without a token, a 403 for a viewer.
      const junk: [string, PanelCall][] = [
        ['list', { url: `${base}?page=0&nope=1` }],
        ['read', { url: `${base}/not-a-uuid` }],
        ['create', { method: 'POST', url: base, body: { nope: 1 } }],
        ['update', { method: 'PUT', url: `${base}/${row.id}`, body: 'not json' }],
        ['delete', { method: 'DELETE', url: `${base}/${row.id}` }],
        ['bulk', { method: 'POST', url: `${base}/bulk`, body: {} }],
        ['import', { method: 'POST', url: `${base}/import?dryRun=maybe`, body: '' }],
      ];
      for (const [name, call] of junk) {
        const anonymous = await panel(ctx.app, { ...call, token: null });
        expect([name, anonymous.statusCode]).toEqual([name, 401]);
        if (['list', 'read'].includes(name)) continue;
        const viewer = await panel(ctx.app, { ...call, token: t.viewer });
        expect([name, viewer.statusCode, viewer.json().code]).toEqual([name, 403, 'FORBIDDEN']);
      }
      expect(await as(t.owner, { url: `${base}/${row.id}` }, 200)).toEqual(row);
    });

    it("answers 404 for another tenant's id on read, update, delete and history", async () => {
      const list = await panel(ctx.app, { url: base, token: t.acmeOwner, host: ACME_HOST });
      const foreign = list.json().items[0] as Row;
      expect(foreign).toBeDefined();
      for (const [name, call] of routesOf(resource, foreign, {}, '')) {
        if (!['read', 'update', 'delete', 'history'].includes(name)) continue;
        const res = await panel(ctx.app, { ...call, token: t.owner });
        expect([name, res.statusCode, res.json().code]).toEqual([name, 404, 'NOT_FOUND']);
      }
      const bulk = await as(
        t.owner,
        { method: 'POST', url: `${base}/bulk`, body: { action: 'delete', ids: [foreign.id] } },
        200,
      );
      expect(bulk).toEqual({
        done: 0,
        failed: [{ id: foreign.id, code: 'NOT_FOUND', message: expect.any(String) }],
      });
      const csv = await panel(ctx.app, {
        url: `${base}/export.csv?ids=${foreign.id}`,
        token: t.owner,
      });
      expect(csv.body).not.toContain(foreign.id);
      const still = await panel(ctx.app, {
        url: `${base}/${foreign.id}`,
        token: t.acmeOwner,
        host: ACME_HOST,
      });
      expect(still.json()).toEqual(foreign);
    });
  });

  it.each(ROLES)('company profile as %s: reads; writes if owner or admin', async (role) => {
    const token = t[role];
    const profile = await as(token, { url: PROFILE }, 200);
    expect(profile).toMatchObject({
      commercialName: expect.any(String),
      version: expect.any(Number),
    });
    expect((await as(token, { url: SUMMARY }, 200)).counts).toBeDefined();
    const { updatedAt: _at, updatedBy: _by, ...input } = profile;
    const body = {
      ...input,
      about: { ...input.about, description: `Escrito por ${role}` },
      // Another brand colour that white text reads on (4,5:1 or more, as the profile asks).
      layout: { ...input.layout, colorSeccondary: '#1d3557', colorSeccondaryContrast: '#ffffff' },
    };
    const may = WRITES_PROFILE.includes(role);
    const res = await as(token, { method: 'PUT', url: PROFILE, body }, may ? 200 : 403);
    if (may)
      expect(res).toMatchObject({
        version: profile.version + 1,
        about: { description: `Escrito por ${role}` },
      });
    else expect(res).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers 401 on the profile and summary without a token or with another tenant', async () => {
    const junk = await panel(ctx.app, { method: 'PUT', url: PROFILE, body: {}, token: t.editor });
    expect([junk.statusCode, junk.json().code]).toEqual([403, 'FORBIDDEN']);
    for (const token of [null, t.acmeOwner]) {
      for (const call of [
        { url: PROFILE },
        { url: SUMMARY },
        { method: 'PUT', url: PROFILE, body: {} },
        { method: 'PUT', url: PROFILE, body: 'not json' },
      ] as PanelCall[]) {
        const res = await panel(ctx.app, { ...call, token });
        expect([call.method ?? 'GET', call.url, res.statusCode]).toEqual([
          call.method ?? 'GET',
          call.url,
          401,
        ]);
      }
    }
  });
});
