import { panel, panelTokens, type PanelCall, type Tokens } from '../../../test/helpers/panel';
import {
  countOf,
  defOf,
  inputOf,
  makeTree,
  newRowOf,
  NO_SUCH_ID,
  RESOURCE_NAMES,
  urlOf,
  type Tree,
} from '../../../test/helpers/portfolio';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

// Bad input is a 400 naming what is wrong, never a 500 (DESIGN §8.1), on every resource. Where
// our own rules answer (resource.values.ts), the reason is pt-BR.

const FILTERS: Record<string, string[]> = {
  brands: ['kind=nope', 'active=yes'],
  categories: ['active=2'],
  groups: ['category=nope', 'category=00000000-0000-0000-0000-00000000000g'],
  subgroups: ['group=1', 'category=urn:uuid:00000000-0000-4000-8000-000000000000'],
  descriptions: ['subgroup=x', 'withoutSubgroup=talvez'],
  factories: ['segment=boat'],
  vehicles: ['factory=x', 'line=medium', 'fuel=NUCLEAR', 'year=1800', 'year=abc'],
};
const PT_BR = /^(?![\s\S]*\b(must|should)\b)[\s\S]+$/;

forEachDatabase((kind) => {
  const ctx = useTestApp(kind);
  let t: Tokens;
  let tree: Tree;
  beforeAll(async () => {
    t = await panelTokens(ctx.app);
    tree = await makeTree(ctx.app, t.owner, 'INP');
  });

  /** The call must be a 400 VALIDATION_ERROR (or the body parser's 400) naming `field`. */
  async function refused(call: PanelCall, field?: string, ours = false) {
    const res = await panel(ctx.app, { token: t.owner, ...call });
    const what = [call.method ?? 'GET', call.url.slice(0, 120), field];
    expect([...what, res.statusCode]).toEqual([...what, 400]);
    const body = res.json();
    if (!field) return body;
    const named = (body.fields ?? []).filter((f: { field: string }) => f.field === field);
    expect([...what, named.length, body.fields]).toEqual([...what, 1, body.fields]);
    if (ours) expect([...what, named[0].reason]).toEqual([...what, expect.stringMatching(PT_BR)]);
    return body;
  }

  /** A JSON body as given (strings are sent as they are, as JSON). */
  const json = (method: 'POST' | 'PUT', url: string, body: unknown): PanelCall =>
    typeof body === 'string'
      ? { method, url, body, headers: { 'content-type': 'application/json' } }
      : { method, url, body };

  describe.each(RESOURCE_NAMES)('%s', (resource) => {
    const base = urlOf(resource);
    const text = resource === 'vehicles' ? 'model' : 'name';
    const def = defOf(resource);
    const valid = () => newRowOf(resource, tree, 'OK')[0];

    it('refuses wrong types, huge or NUL text, unknown fields and empty or broken bodies', async () => {
      const before = await countOf(ctx.app, 'demo', def.table);
      const row = tree[resource]!;
      const put = (body: unknown) => json('PUT', `${base}/${row.id}`, body);
      const post = (body: unknown) => json('POST', base, body);
      const max = def.fields.find((f) => f.key === text)!.max!;
      for (const call of [post, (b: object) => put({ ...inputOf(resource, row), ...b })]) {
        await refused(call({ ...valid(), [text]: 42 }), text, true);
        await refused(call({ ...valid(), [text]: ['a'] }), text);
        await refused(call({ ...valid(), [text]: 'x'.repeat(100_000) }), text);
        await refused(call({ ...valid(), [text]: 'x'.repeat(max + 1) }), text, true);
        await refused(call({ ...valid(), [text]: 'a\u0000b' }), text, true);
        await refused(call({ ...valid(), [text]: '   ' }), text, true);
        await refused(call({ ...valid(), [text]: null }), text, true);
        await refused(call({ ...valid(), active: 'yes' }), 'active');
        await refused(call({ ...valid(), active: 'true' }), 'active', true);
        await refused(call({ ...valid(), active: 1 }), 'active');
        await refused(call({ ...valid(), nope: 1 }), 'nope', true);
        await refused(call({ ...valid(), id: row.id }), 'id', true);
        await refused(call({ ...valid(), createdAt: 'x' }), 'createdAt', true);
      }
      if (resource === 'vehicles') {
        for (const [key, value, ours] of [
          ['yearStart', '2010', true],
          ['yearStart', 2010.5, false],
          ['yearStart', 1800, true],
          ['yearEnd', 99999, true],
          ['yearStart', null, true],
          ['fuel', 'NUCLEAR', true],
          ['line', 'LIGHT', true],
          ['factoryId', 'not-a-uuid', false],
          ['factoryId', NO_SUCH_ID, true],
        ] as const)
          await refused(post({ ...valid(), [key]: value }), key, ours);
      }
      if (resource === 'descriptions') {
        await refused(post({ ...valid(), synonyms: [1, 2] }), 'synonyms', true);
        await refused(post({ ...valid(), synonyms: 'um' }), 'synonyms', true);
        await refused(post({ ...valid(), synonyms: ['a\u0000'] }), 'synonyms', true);
        await refused(post({ ...valid(), defaultNcm: '87.08' }), 'defaultNcm', true);
      }
      if (resource === 'factories')
        await refused(post({ ...valid(), segments: ['car', 'boat'] }), 'segments', true);
      if (resource === 'brands') {
        await refused(post({ ...valid(), kind: 'other' }), 'kind', true);
        await refused(post({ ...valid(), logo: 'javascript:alert(1)' }), 'logo', true);
      }
      if (['categories', 'groups', 'subgroups'].includes(resource)) {
        await refused(post({ ...valid(), code: 'a b' }), 'code', true);
        await refused(post({ ...valid(), sortOrder: -1 }), 'sortOrder', true);
        await refused(post({ ...valid(), sortOrder: '3' }), 'sortOrder', true);
      }
      await refused(put({ ...inputOf(resource, row), version: undefined }), 'version');
      await refused(put({ ...inputOf(resource, row), version: 0 }), 'version');
      await refused(post({}), text, true);
      await refused(post([]));
      await refused(post('null'));
      await refused(post('{"name": "x",'));
      await refused(post('x'));
      await refused(post(''));
      await refused({ method: 'POST', url: base });
      await refused({ method: 'POST', url: base, body: 'code;name\n' });
      expect(await countOf(ctx.app, 'demo', def.table)).toBe(before);
      expect((await panel(ctx.app, { token: t.owner, url: `${base}/${row.id}` })).json()).toEqual(
        row,
      );
    });

    it('refuses bad pages, page sizes, sorts, ids, filters and searches', async () => {
      for (const [query, field] of [
        ['page=-1', 'page'],
        ['page=0', 'page'],
        ['page=10001', 'page'],
        ['page=abc', 'page'],
        ['page=1.5', 'page'],
        ['pageSize=0', 'pageSize'],
        ['pageSize=101', 'pageSize'],
        ['sort=nope:asc', 'sort'],
        ['sort=name:up', 'sort'],
        ['sort=', 'sort'],
        [`q=${'x'.repeat(201)}`, 'q'],
        ['nope=1', 'nope'],
        ...FILTERS[resource]!.map((f) => [f, f.split('=')[0]!]),
      ])
        await refused({ url: `${base}?${query}` }, field);
      await refused({ url: `${base}?q=a%00b` });
      await refused({ url: `${base}/export.csv?q=a%00b` });
      await refused({ url: `${base}/export.csv?ids=nope` }, 'ids', true);
      await refused({ url: `${base}/export.csv?ids=${NO_SUCH_ID},1` }, 'ids', true);
      await refused({ url: `${base}/export.csv?page=2` }, 'page');
      for (const id of ['nope', '1', `${NO_SUCH_ID}x`, 'urn:uuid:' + NO_SUCH_ID]) {
        await refused({ url: `${base}/${encodeURIComponent(id)}` }, 'id');
        await refused({ url: `${base}/${encodeURIComponent(id)}/history` }, 'id');
        await refused(
          { method: 'PUT', url: `${base}/${encodeURIComponent(id)}`, body: { version: 1 } },
          'id',
        );
        await refused(
          { method: 'DELETE', url: `${base}/${encodeURIComponent(id)}?version=1` },
          'id',
        );
      }
      const ok = await panel(ctx.app, { token: t.owner, url: `${base}?q=%25_%5C'%22;--` });
      expect([ok.statusCode, ok.json().total]).toEqual([200, 0]);
    });

    it('refuses bad bulk, delete and import requests', async () => {
      const row = tree[resource]!;
      const bulk = (body: unknown) => json('POST', `${base}/bulk`, body);
      await refused(bulk({ action: 'delete', ids: [] }), 'ids');
      const many = Array.from(
        { length: 501 },
        (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      );
      await refused(bulk({ action: 'delete', ids: many }), 'ids');
      await refused(bulk({ action: 'explode', ids: [row.id] }), 'action');
      await refused(bulk({ ids: [row.id] }), 'action');
      await refused(bulk({ action: 'delete', ids: ['nope'] }), 'ids.0');
      await refused(bulk({ action: 'activate', ids: [row.id], extra: true }), 'extra', true);
      await refused(bulk('[]'));
      const url = `${base}/${row.id}`;
      await refused({ method: 'DELETE', url }, 'version');
      await refused({ method: 'DELETE', url: `${url}?version=0` }, 'version');
      await refused({ method: 'DELETE', url: `${url}?version=abc` }, 'version');
      await refused(
        { method: 'POST', url: `${base}/import?dryRun=maybe`, body: 'ID;Nome\n' },
        'dryRun',
      );
      const fine = await panel(ctx.app, { token: t.owner, url: `${base}/${row.id}` });
      expect(fine.json()).toEqual(row);
    });
  });
});
