import { sql } from 'drizzle-orm';
import { panel, panelTokens, type PanelCall, type Tokens } from '../../../test/helpers/panel';
import { expectStatus, type Tree } from '../../../test/helpers/portfolio';
import {
  fullBody,
  productTree,
  PRODUCTS,
  putBody,
  type Product,
} from '../../../test/helpers/products';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { saveProduct } from './product-write.repository';
import { PRODUCT_KEYS, type ProductValues } from './product.types';

// The product contract (/work/product-contract.md): read, create, update with version, delete of
// drafts, duplicate, code check, history with field-level changes, publishing and completeness.

forEachDatabase((kind) => {
  const ctx = useTestApp(kind);
  let t: Tokens;
  let tree: Tree;
  beforeAll(async () => {
    t = await panelTokens(ctx.app);
    tree = await productTree(ctx.app, t.owner, 'PRD');
  });
  const call = (c: PanelCall, status: number) =>
    expectStatus(ctx.app, { token: t.owner, ...c }, status);
  const create = async (code: string, extra: Record<string, unknown> = {}) =>
    (await call(
      { method: 'POST', url: PRODUCTS, body: fullBody(ctx.app, tree, code, extra) },
      201,
    )) as Product;
  const put = (p: Product, changes: Record<string, unknown>, status = 200) =>
    call({ method: 'PUT', url: `${PRODUCTS}/${p.id}`, body: putBody(p, changes) }, status);

  it('creates a draft with every section and reads it back with its expansions', async () => {
    const body = fullBody(ctx.app, tree, ' kl-100 ', { status: 'published' });
    const created = (await call({ method: 'POST', url: PRODUCTS, body }, 201)) as Product;
    expect(created).toMatchObject({
      code: 'KL-100',
      status: 'draft',
      version: 1,
      updatedBy: { name: 'Pessoa Teste' },
      brand: { id: tree.brands!.id, name: tree.brands!.name },
      description: {
        id: tree.descriptions!.id,
        code: tree.descriptions!.code,
        defaultSubgroupId: tree.subgroups!.id,
        defaultNcm: '87083090',
      },
      replacedBy: null,
      criteria: body.criteria,
      images: body.images,
      documents: body.documents,
      links: body.links,
      applications: body.applications,
      oeRefs: [{ factoryId: tree.factories!.id, code: 'OE-123' }],
      crossRefs: [{ brandId: tree.competitor!.id, code: 'X 999' }],
      ncm: '87083090',
      cest: '0100100',
      netWeight: 1.25,
      width: 12.5,
      ipiRate: 5,
      completeness: { percent: 100, blockers: [] },
    });
    expect(await call({ url: `${PRODUCTS}/${created.id}` }, 200)).toEqual(created);
  });

  it('reads section text back as written: quotes, commas, braces, backslashes, "NULL", order', async () => {
    const criteria = [
      { name: 'Rosca', value: '1/2" x {3,4}', unit: null },
      { name: 'Caminho', value: 'C:\\peças\\novo', unit: 'mm' },
      { name: 'Texto', value: 'NULL', unit: '""' },
      { name: 'Aspas', value: 'd\'água, "seca"', unit: '{}' },
    ];
    const base = fullBody(ctx.app, tree, 'TXT-1', { criteria });
    const body = { ...base, applications: [{ ...base.applications[0]!, note: 'a, "b" {c} \\ d' }] };
    const created = (await call({ method: 'POST', url: PRODUCTS, body }, 201)) as Product;
    const read = (await call({ url: `${PRODUCTS}/${created.id}` }, 200)) as Product;
    expect(read.criteria).toEqual(criteria);
    expect(read.applications).toEqual(body.applications);
    expect(read).toEqual(created);
  });

  it('updates with the version read (version + 1), 409 VERSION_CONFLICT with current when stale', async () => {
    const p = await create('UPD-1');
    const moved = [p.images as object[]].map((i) => [i[1], i[0]])[0];
    const updated = (await put(p, {
      images: moved,
      ncm: '87089990',
      applications: [
        ...(p.applications as object[]),
        {
          vehicleId: tree.vehicles!.id,
          yearStart: 2010,
          yearEnd: null,
          position: null,
          note: 'Traseira',
        },
      ],
    })) as Product;
    expect(updated).toMatchObject({ version: 2, ncm: '87089990', images: moved });
    expect(updated.applications).toHaveLength(2);

    const stale = await call(
      { method: 'PUT', url: `${PRODUCTS}/${p.id}`, body: putBody(p, { notes: 'x' }) },
      409,
    );
    expect(stale).toMatchObject({
      code: 'VERSION_CONFLICT',
      current: { version: 2, ncm: '87089990' },
    });

    const history = (await call({ url: `${PRODUCTS}/${p.id}/history` }, 200)) as {
      action: string;
      changes: { field: string; before: unknown; after: unknown }[];
    }[];
    expect(history.map((h) => h.action)).toEqual(['update', 'create']);
    const fields = Object.fromEntries(history[0]!.changes.map((c) => [c.field, c]));
    expect(Object.keys(fields).sort()).toEqual(['applications', 'images', 'ncm']);
    expect(fields.ncm).toEqual({ field: 'ncm', before: '87083090', after: '87089990' });
    expect(fields.images!.before).toEqual(p.images);
    expect(fields.images!.after).toEqual(moved);
    expect((fields.applications!.after as object[])[1]).toMatchObject({ note: 'Traseira' });

    // Unchanged: same version, no new history entry.
    expect(await put(updated, {})).toMatchObject({ version: 2 });
    expect(await call({ url: `${PRODUCTS}/${p.id}/history` }, 200)).toHaveLength(2);
    // The answer is built from what was written: it is what a read then shows, field for field.
    expect(await call({ url: `${PRODUCTS}/${p.id}` }, 200)).toEqual(updated);
    const other = await create('UPD-1B');
    const relabelled = (await put(updated, {
      brandId: tree.competitor!.id,
      replacedById: other.id,
      complement: '  Eixo traseiro ',
      infoText: 'Texto <script>alert(1)</script> **novo**',
      netWeight: 2.5,
      grossWeight: 3,
    })) as Product;
    expect(relabelled).toMatchObject({
      version: 3,
      brand: { id: tree.competitor!.id, name: tree.competitor!.name },
      replacedBy: { id: other.id, code: 'UPD-1B' },
    });
    expect(await call({ url: `${PRODUCTS}/${p.id}` }, 200)).toEqual(relabelled);
    const back = (await put(relabelled, {
      brandId: tree.brands!.id,
      replacedById: null,
    })) as Product;
    expect(await call({ url: `${PRODUCTS}/${p.id}` }, 200)).toEqual(back);
  });

  it('publishes only without blockers; a publish with blockers is a 400 listing them', async () => {
    const p = await create('PUB-1', { images: [], ncm: null });
    const blocked = await put(p, { status: 'published' }, 400);
    expect(blocked.fields).toEqual(
      expect.arrayContaining([
        { field: 'images', reason: 'Inclua pelo menos uma imagem.' },
        { field: 'ncm', reason: 'Informe o NCM.' },
      ]),
    );
    const read = (await call({ url: `${PRODUCTS}/${p.id}` }, 200)) as Product;
    expect(read.status).toBe('draft');
    expect(read.completeness).toMatchObject({
      blockers: [
        { section: 'image', field: 'images' },
        { section: 'tax', field: 'ncm' },
      ],
      sections: { image: { percent: 0 }, tax: { percent: 50 }, main: { percent: 100 } },
    });
    const ok = fullBody(ctx.app, tree, 'PUB-1');
    const published = await put(read, { images: ok.images, ncm: ok.ncm, status: 'published' });
    expect(published).toMatchObject({ status: 'published', version: 2 });
    // Published, it cannot lose a required item; one it lacked already does not block a save.
    const lost = await put(published as Product, { images: [] }, 400);
    expect(lost.fields).toEqual([{ field: 'images', reason: 'Inclua pelo menos uma imagem.' }]);
    // Generated data or a level switched on later: a published product lacking an item.
    await ctx.app.db.execute(sql`update products set ncm = null where id = ${p.id}`);
    const stale = (await call({ url: `${PRODUCTS}/${p.id}` }, 200)) as Product;
    expect(await put(stale, { notes: 'Sem NCM ainda' })).toMatchObject({ status: 'published' });
  });

  it('counts recommended items in the percent and the stored list value matches the read', async () => {
    const p = await create('CMP-1', {
      criteria: [],
      ean13: null,
      netWeight: null,
      infoText: null,
      applications: [],
      oeRefs: [],
      crossRefs: [],
    });
    const c = p.completeness as {
      percent: number;
      sections: Record<string, { missing: object[] }>;
    };
    // 16 items (3 levels on), 5 recommended missing: round(100 * 11 / 16).
    expect(c.percent).toBe(69);
    expect(c.sections.pack!.missing).toEqual([
      { field: 'ean13', reason: 'Informe o EAN/GTIN.', required: false },
      { field: 'netWeight', reason: 'Informe os pesos líquido e bruto.', required: false },
    ]);
    const list = (await call({ url: `${PRODUCTS}?q=CMP-1` }, 200)) as { items: Product[] };
    expect(list.items.map((i) => i.completeness)).toEqual([69]);
  });

  it('deletes drafts only (409 NOT_DRAFT), with the version (409 when stale)', async () => {
    const p = await create('DEL-1');
    await call({ method: 'DELETE', url: `${PRODUCTS}/${p.id}?version=9` }, 409);
    const published = (await put(p, { status: 'published' })) as Product;
    const refused = await call(
      { method: 'DELETE', url: `${PRODUCTS}/${p.id}?version=${published.version}` },
      409,
    );
    expect(refused).toMatchObject({
      code: 'NOT_DRAFT',
      message: expect.stringMatching(/rascunho/),
    });
    const draft = (await put(published, { status: 'draft' })) as Product;
    await call({ method: 'DELETE', url: `${PRODUCTS}/${p.id}?version=${draft.version}` }, 204);
    await call({ url: `${PRODUCTS}/${p.id}` }, 404);
    const history = (await call({ url: `${PRODUCTS}/${p.id}/history` }, 200)) as {
      action: string;
    }[];
    expect(history[0]!.action).toBe('delete');
  });

  it('refuses a code in use with 409 DUPLICATE on code, in any case or spacing', async () => {
    const p = await create('DUP-1');
    const dup = await call(
      { method: 'POST', url: PRODUCTS, body: fullBody(ctx.app, tree, ' dup-1') },
      409,
    );
    expect(dup).toMatchObject({
      code: 'DUPLICATE',
      fields: [{ field: 'code', reason: expect.any(String) }],
    });
    const other = await create('DUP-2');
    expect(await put(other, { code: 'dup-1' }, 409)).toMatchObject({ code: 'DUPLICATE' });
    expect(await call({ url: `${PRODUCTS}/code-available?code=dup-1` }, 200)).toEqual({
      available: false,
      normalized: 'DUP-1',
    });
    expect(await call({ url: `${PRODUCTS}/code-available?code=dup-1&id=${p.id}` }, 200)).toEqual({
      available: true,
      normalized: 'DUP-1',
    });
    expect(await call({ url: `${PRODUCTS}/code-available?code=novo%20%201` }, 200)).toEqual({
      available: true,
      normalized: 'NOVO 1',
    });
  });

  it('duplicates a product into a new draft with every section but the code', async () => {
    const p = await create('DPL-1');
    const copy = (await call(
      { method: 'POST', url: `${PRODUCTS}/${p.id}/duplicate`, body: { code: 'dpl-2' } },
      201,
    )) as Product;
    expect(copy.id).not.toBe(p.id);
    expect(copy).toMatchObject({ code: 'DPL-2', status: 'draft', version: 1 });
    for (const k of [
      'criteria',
      'images',
      'applications',
      'oeRefs',
      'crossRefs',
      'documents',
      'ncm',
    ])
      expect([k, copy[k]]).toEqual([k, p[k]]);
    const dup = await call(
      { method: 'POST', url: `${PRODUCTS}/${p.id}/duplicate`, body: { code: 'DPL-1' } },
      409,
    );
    expect(dup).toMatchObject({ code: 'DUPLICATE' });
  });

  it('keeps replacedBy in the tenant, never itself, never a cycle', async () => {
    const a = await create('REP-A');
    const b = await create('REP-B', { replacedById: a.id });
    expect(b.replacedBy).toEqual({ id: a.id, code: 'REP-A' });
    const self = await put(a, { replacedById: a.id }, 400);
    expect(self.fields).toEqual([
      { field: 'replacedById', reason: 'Um produto não pode substituir a si mesmo.' },
    ]);
    const cycle = await put(a, { replacedById: b.id }, 400);
    expect(cycle.fields).toEqual([
      { field: 'replacedById', reason: expect.stringMatching(/ciclo/) },
    ]);
    // A draft that replaces another cannot go while named: 409 IN_USE.
    await call({ method: 'DELETE', url: `${PRODUCTS}/${a.id}?version=${a.version}` }, 409);
  });

  it('saves once from one version: a racing save gets 409, and a stale write writes nothing', async () => {
    const p = await create('RACE-1');
    const answers = await Promise.all(
      ['Primeira', 'Segunda'].map((notes) =>
        panel(ctx.app, {
          method: 'PUT',
          url: `${PRODUCTS}/${p.id}`,
          token: t.owner,
          body: putBody(p, { notes }),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const saved = (await call({ url: `${PRODUCTS}/${p.id}` }, 200)) as Product;
    expect(saved.version).toBe(2);
    const history = () => call({ url: `${PRODUCTS}/${p.id}/history` }, 200) as Promise<unknown[]>;
    expect(await history()).toHaveLength(2);

    // The write itself: from version 1 (stale), neither the row, a section nor history moves.
    const { rows } = (await ctx.database.db.execute(
      sql`select tenant_id, updated_by from products where id = ${p.id}`,
    )) as unknown as { rows: { tenant_id: string; updated_by: string }[] };
    const values = Object.fromEntries(
      PRODUCT_KEYS.map((k) => [k, saved[k]]),
    ) as unknown as ProductValues;
    const levels = { category: true, group: true, subgroup: true };
    const stale = await saveProduct(
      ctx.database.db,
      rows[0]!.tenant_id,
      p.id,
      1,
      { ...values, notes: 'Tarde', images: [], criteria: [] },
      rows[0]!.updated_by,
      levels,
      ['images', 'criteria'],
      {
        actor: { id: rows[0]!.updated_by, name: 'Tarde' },
        entries: [{ entity: 'product', entityId: p.id, action: 'update', changes: [] }],
      },
    );
    expect(stale).toBeNull();
    expect(await call({ url: `${PRODUCTS}/${p.id}` }, 200)).toEqual(saved);
    expect(await history()).toHaveLength(2);
  });
});
