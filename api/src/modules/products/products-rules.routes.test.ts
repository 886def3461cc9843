import { sql } from 'drizzle-orm';
import { panel, panelTokens, type PanelCall, type Tokens } from '../../../test/helpers/panel';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import {
  countOf,
  expectStatus,
  NO_SUCH_ID,
  rowsOf,
  type Tree,
} from '../../../test/helpers/portfolio';
import {
  fullBody,
  productTree,
  PRODUCTS,
  putBody,
  uploadUrl,
  type Product,
} from '../../../test/helpers/products';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { tenantId } from '../../../test/helpers/auth';

// Every product rule is refused on its field with a pt-BR reason; bad input is a 400, never a 500.

const PT_BR = /^(?![\s\S]*\b(must|should)\b)[\s\S]+$/;

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { extend: (app) => generateTestCatalogues(app, 5, 5) });
  let t: Tokens;
  let tree: Tree;
  let acme: Tree;
  let existing: Product;
  beforeAll(async () => {
    t = await panelTokens(ctx.app);
    tree = await productTree(ctx.app, t.owner, 'RUL');
    // Another tenant's reference rows, from its generated catalogue.
    acme = {};
    for (const table of ['brands', 'subgroups', 'vehicles']) {
      const [row] = await rowsOf<{ id: string }>(
        ctx.app,
        'acme',
        (tenant) => sql`select id from ${sql.raw(table)} where tenant_id = ${tenant} limit 1`,
      );
      acme[table] = { id: row!.id, version: 1 };
    }
    existing = (await expectStatus(
      ctx.app,
      { token: t.owner, method: 'POST', url: PRODUCTS, body: fullBody(ctx.app, tree, 'RUL-0') },
      201,
    )) as Product;
  });

  /** The call is a 400 naming `field` (once), with a pt-BR reason when `ours`. */
  async function refused(call: PanelCall, field: string, ours = true) {
    const res = await panel(ctx.app, { token: t.owner, ...call });
    const what = [call.method, field, res.statusCode];
    expect(what).toEqual([call.method, field, 400]);
    const fields = (res.json().fields ?? []) as { field: string; reason: string }[];
    const named = fields.filter((f) => f.field === field);
    expect([field, named.length, fields]).toEqual([field, 1, fields]);
    if (ours) expect([field, named[0]!.reason]).toEqual([field, expect.stringMatching(PT_BR)]);
  }
  const both = async (raw: Record<string, unknown>, field: string, ours = true) => {
    const changes = JSON.parse(JSON.stringify(raw).replaceAll(VEHICLE, tree.vehicles!.id));
    await refused(
      { method: 'POST', url: PRODUCTS, body: fullBody(ctx.app, tree, 'RUL-N', changes) },
      field,
      ours,
    );
    await refused(
      { method: 'PUT', url: `${PRODUCTS}/${existing.id}`, body: putBody(existing, changes) },
      field,
      ours,
    );
  };
  // The table below is built before the tree exists: '$vehicle' stands for its vehicle.
  const VEHICLE = '$vehicle';
  const app1 = (a: Record<string, unknown>) => [
    { vehicleId: VEHICLE, yearStart: null, yearEnd: null, ...a },
  ];

  it.each([
    ['code', { code: '' }],
    ['code', { code: '-ABC' }],
    ['code', { code: 'A'.repeat(41) }],
    ['code', { code: 'AB<script>' }],
    ['brandId', { brandId: NO_SUCH_ID }],
    ['brandId', { brandId: 'nope' }],
    ['descriptionId', { descriptionId: NO_SUCH_ID }],
    ['categoryId', { categoryId: null }],
    ['groupId', { groupId: NO_SUCH_ID }],
    ['complement', { complement: 'x'.repeat(201) }],
    ['status', { status: 'archived' }],
    ['replacedById', { replacedById: NO_SUCH_ID }],
    ['criteria.0.value', { criteria: [{ name: 'A', value: ' ', unit: null }] }],
    [
      'criteria',
      { criteria: Array.from({ length: 51 }, (_, i) => ({ name: `C${i}`, value: '1' })) },
    ],
    ['images.0.url', { images: [{ url: 'https://evil.example.com/a.webp', alt: null }] }],
    ['images', { images: Array.from({ length: 21 }, () => ({ url: 'x', alt: null })) }],
    ['documents.0.url', { documents: [{ url: 'https://example.com/a.pdf', name: 'A' }] }],
    ['links.0.url', { links: [{ url: 'javascript:alert(1)', title: 'x' }] }],
    ['links.0.url', { links: [{ url: 'ftp://example.com/x', title: 'x' }] }],
    ['salesUnit', { salesUnit: 'LT' }],
    ['qtyPerPack', { qtyPerPack: 0 }],
    ['salesMultiple', { salesMultiple: 1.5 }],
    ['ean13', { ean13: '7891234567894' }],
    ['ean13', { ean13: '12345' }],
    ['dun14', { dun14: '17891234567891' }],
    ['dun14', { dun14: '1789123456789' }],
    ['netWeight', { netWeight: 2, grossWeight: 1 }],
    ['grossWeight', { grossWeight: -1 }],
    ['height', { height: 0 }],
    ['width', { width: 1e9 }],
    ['oeRefs.0.factoryId', { oeRefs: [{ factoryId: NO_SUCH_ID, code: 'X' }] }],
    ['oeRefs.0.code', { oeRefs: [{ factoryId: null, code: '' }] }],
    ['applications.0.vehicleId', { applications: app1({ vehicleId: NO_SUCH_ID }) }],
    ['applications.0.yearEnd', { applications: app1({ yearStart: 2014, yearEnd: 2012 }) }],
    ['applications.0.yearStart', { applications: app1({ yearStart: 2005 }) }],
    ['applications.0.yearEnd', { applications: app1({ yearEnd: 2020 }) }],
    ['ncm', { ncm: '8708.30' }],
    ['cest', { cest: '123' }],
    ['origin', { origin: 9 }],
    ['ipiRate', { ipiRate: 101 }],
    ['exTipi', { exTipi: '1234' }],
    ['exTipi', { exTipi: '1' }],
    ['infoText', { infoText: 'x'.repeat(20_001) }],
  ])('refuses %s in pt-BR, on create and update (case %#)', async (field, changes) => {
    await both(changes as Record<string, unknown>, field);
  });

  it('refuses a cross reference to an own brand and another tenant’s ids', async () => {
    await both({ crossRefs: [{ brandId: tree.brands!.id, code: 'X1' }] }, 'crossRefs.0.brandId');
    await both({ brandId: acme.brands!.id }, 'brandId');
    await both({ subgroupId: acme.subgroups!.id }, 'subgroupId');
    await both(
      { applications: app1({ vehicleId: acme.vehicles!.id }) },
      'applications.0.vehicleId',
    );
    await both({ images: [{ url: uploadUrl(ctx.app, 'acme'), alt: null }] }, 'images.0.url');
  });

  it('accepts GTIN-8, SEM GTIN and typed punctuation; a level switched off is not required', async () => {
    const ok = await expectStatus(
      ctx.app,
      {
        token: t.owner,
        method: 'POST',
        url: PRODUCTS,
        body: fullBody(ctx.app, tree, 'RUL-OK', { ean13: '7891234-2', dun14: null }),
      },
      201,
    );
    expect(ok).toMatchObject({ ean13: '78912342' });
    const sem = await expectStatus(
      ctx.app,
      {
        token: t.owner,
        method: 'PUT',
        url: `${PRODUCTS}/${ok.id}`,
        body: putBody(ok, { ean13: 'sem gtin' }),
      },
      200,
    );
    expect(sem).toMatchObject({ ean13: 'SEM GTIN' });
    const demo = await tenantId(ctx.app, 'demo');
    await ctx.app.db.execute(sql`insert into category_settings (tenant_id, subgroup_status)
      values (${demo}, false) on conflict (tenant_id) do update set subgroup_status = false`);
    try {
      const body = fullBody(ctx.app, tree, 'RUL-LV', { subgroupId: null });
      const p = await expectStatus(
        ctx.app,
        { token: t.owner, method: 'POST', url: PRODUCTS, body },
        201,
      );
      expect(p.completeness.percent).toBe(100);
    } finally {
      await ctx.app.db.execute(
        sql`update category_settings set subgroup_status = true where tenant_id = ${demo}`,
      );
    }
  });

  it('sanitises the Markdown info text (no raw HTML, handlers or javascript: links)', async () => {
    const infoText = [
      '# Título',
      '<script>alert(1)</script>Texto <b onclick="x()">forte</b>',
      '<iframe src="https://evil"></iframe>',
      '[ok](https://example.com) [mau](javascript:alert(1)) [ent](&#106;avascript:alert(1))',
      '![img](data:text/html;base64,xx)',
      '[ref]: vbscript:msgbox',
    ].join('\n');
    const p = await expectStatus(
      ctx.app,
      {
        token: t.owner,
        method: 'POST',
        url: PRODUCTS,
        body: fullBody(ctx.app, tree, 'RUL-MD', { infoText }),
      },
      201,
    );
    const text = p.infoText as string;
    expect(text).not.toMatch(/<|javascript|vbscript|data:|onclick|iframe/i);
    expect(text).toContain('[ok](https://example.com)');
    expect(text).toContain('[mau](#)');
    expect(text).toContain('# Título');
    expect(text).toContain('forte');
  });

  it('answers wrong types, huge and NUL text, unknown fields and bad pages with 400, writing nothing', async () => {
    const before = await countOf(ctx.app, 'demo', 'products');
    await both({ code: 42 }, 'code', false);
    await both({ code: 'a\u0000b' }, 'code', false);
    await both({ netWeight: '1,5' }, 'netWeight', false);
    await both({ criteria: 'x' }, 'criteria', false);
    await both({ images: [{ url: 'x', alt: null, rank: 1 }] }, 'images.0.rank', false);
    await both({ notes: 'x'.repeat(200_000) }, 'notes', false);
    await both({ nope: 1 }, 'nope', false);
    for (const q of [
      'page=0',
      'page=-1',
      'page=99999999',
      'pageSize=101',
      'sort=code:up',
      'status=x',
      'brand=x',
      'hasImage=talvez',
      'completenessBelow=0',
      'updatedSince=ontem',
      'nope=1',
    ])
      expect([
        q,
        (await panel(ctx.app, { token: t.owner, url: `${PRODUCTS}?${q}` })).statusCode,
      ]).toEqual([q, 400]);
    for (const url of [
      `${PRODUCTS}/x`,
      `${PRODUCTS}/${NO_SUCH_ID}x/history`,
      `${PRODUCTS}/${existing.id}?version=abc`,
    ])
      expect(
        (
          await panel(ctx.app, {
            token: t.owner,
            url,
            method: url.includes('version') ? 'DELETE' : 'GET',
          })
        ).statusCode,
      ).toBe(400);
    const broken = await panel(ctx.app, {
      token: t.owner,
      method: 'POST',
      url: PRODUCTS,
      body: '{"code":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(await countOf(ctx.app, 'demo', 'products')).toBe(before);
  });
});
