import { sql } from 'drizzle-orm';
import { panel, panelTokens, type Tokens } from '../../../test/helpers/panel';
import { tenantId } from '../../../test/helpers/auth';
import { countOf, expectStatus, rowsOf, type Tree } from '../../../test/helpers/portfolio';
import { fullBody, productTree, PRODUCTS, type Product } from '../../../test/helpers/products';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { refreshDerived } from './product-write.repository';

// Products by CSV (DESIGN §8.1): the export imports back unchanged; lines create or update by
// code; errors by line and column with nothing written; Windows-1252 and ','; 10,000 lines.

forEachDatabase((kind) => {
  const ctx = useTestApp(kind);
  let t: Tokens;
  let tree: Tree;
  let a: Product;
  beforeAll(async () => {
    t = await panelTokens(ctx.app);
    tree = await productTree(ctx.app, t.owner, 'CSV');
    a = (await expectStatus(
      ctx.app,
      { token: t.owner, method: 'POST', url: PRODUCTS, body: fullBody(ctx.app, tree, 'CSV-A') },
      201,
    )) as Product;
  });
  const send = (csv: string | Buffer, dryRun: boolean, token = t.owner) =>
    panel(ctx.app, {
      token,
      method: 'POST',
      url: `${PRODUCTS}/import?dryRun=${dryRun}`,
      body: csv,
    });
  const read = async (id: string) =>
    (await expectStatus(ctx.app, { token: t.owner, url: `${PRODUCTS}/${id}` }, 200)) as Product;
  const head = 'Código;Marca;Código da descrição;Categoria;Grupo;Subgrupo';
  const levels = () =>
    [
      tree.brands!.name,
      tree.descriptions!.code,
      tree.categories!.code,
      tree.groups!.code,
      tree.subgroups!.code,
    ].join(';');

  it('imports its own export back unchanged', async () => {
    const csv = await panel(ctx.app, { token: t.owner, url: `${PRODUCTS}/export.csv?q=CSV-` });
    const res = await send(csv.body, false);
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { created: 0, updated: 0, unchanged: 1, errors: [] },
    ]);
    expect(await read(a.id)).toEqual(a);
  });

  it('creates and updates by code; a dry run writes nothing; the history says import', async () => {
    const csv = [
      `${head};Situação;Peso líquido (kg);Peso bruto (kg);NCM;Critérios;Referências cruzadas`,
      `csv-b;${levels()};Rascunho;0,5;1,25;8708.30.90;Cor: preto | Furo: 8 [mm];${tree.competitor!.name}: ZX-1`,
      `CSV-A;${levels()};Rascunho;1,25;2;8708.99.90;Diâmetro: 280 [mm];`,
    ].join('\r\n');
    const before = await countOf(ctx.app, 'demo', 'products');
    const dry = await send(csv, true);
    expect([dry.statusCode, dry.json()]).toEqual([
      200,
      { created: 1, updated: 1, unchanged: 0, errors: [] },
    ]);
    expect(await countOf(ctx.app, 'demo', 'products')).toBe(before);
    expect(await read(a.id)).toEqual(a);
    expect((await send(csv, false)).json()).toEqual({
      created: 1,
      updated: 1,
      unchanged: 0,
      errors: [],
    });
    const updated = await read(a.id);
    expect(updated).toMatchObject({
      version: 2,
      ncm: '87089990',
      grossWeight: 2,
      crossRefs: [],
      images: a.images,
    });
    const list = (await expectStatus(
      ctx.app,
      { token: t.owner, url: `${PRODUCTS}?q=CSV-B` },
      200,
    )) as { items: Product[] };
    const b = await read(list.items[0]!.id);
    expect(b).toMatchObject({
      code: 'CSV-B',
      status: 'draft',
      netWeight: 0.5,
      criteria: [
        { name: 'Cor', value: 'preto', unit: null },
        { name: 'Furo', value: '8', unit: 'mm' },
      ],
      crossRefs: [{ brandId: tree.competitor!.id, code: 'ZX-1' }],
    });
    // The list's stored columns follow the import: completeness, picture (created and updated).
    for (const product of [updated, b] as (Product & {
      completeness: { percent: number };
      images: { url: string }[];
    })[]) {
      const [row] = (
        (await expectStatus(
          ctx.app,
          { token: t.owner, url: `${PRODUCTS}?q=${product.code as string}` },
          200,
        )) as { items: (Product & { completeness: number; image: string | null })[] }
      ).items;
      expect([row!.completeness, row!.image]).toEqual([
        product.completeness.percent,
        product.images[0]?.url ?? null,
      ]);
    }
    // A created row carries its derived columns from its insert: what refreshDerived computes
    // in SQL from its sections afterwards changes nothing.
    const derived = () =>
      rowsOf(
        ctx.app,
        'demo',
        (tenant) => sql`select search_text, factory_ids, completeness, main_image
          from products where tenant_id = ${tenant} and id = ${b.id}`,
      );
    const inserted = await derived();
    expect(inserted[0]).toMatchObject({ search_text: expect.stringMatching(/\S/) });
    await refreshDerived(ctx.app.db, await tenantId(ctx.app, 'demo'), [b.id]);
    expect(await derived()).toEqual(inserted);
    const history = (await expectStatus(
      ctx.app,
      { token: t.owner, url: `${PRODUCTS}/${a.id}/history` },
      200,
    )) as {
      action: string;
      changes: { field: string }[];
    }[];
    expect(history[0]!.action).toBe('import');
    expect(history[0]!.changes.map((c) => c.field).sort()).toEqual([
      'crossRefs',
      'grossWeight',
      'ncm',
    ]);
  });

  it('reports every bad line by line and column and writes nothing (422)', async () => {
    const csv = [
      `${head};EAN/GTIN;Peso líquido (kg);Situação`,
      `CSV-C;${levels()};7891234567894;1;Rascunho`,
      `CSV-D;Nenhuma;${levels().split(';').slice(1).join(';')};;abc;Rascunho`,
      `CSV-E;${levels()};;;Publicado`,
      `csv-c;${levels()};;;Rascunho`,
      `CSV-F;${levels()};;;Rascunho`,
    ].join('\n');
    const before = await countOf(ctx.app, 'demo', 'products');
    const res = await send(csv, false);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ created: 1 });
    expect(res.json().errors).toEqual([
      { line: 2, column: 'EAN/GTIN', message: 'Dígito verificador do GTIN inválido.' },
      { line: 3, column: 'Marca', message: 'Não encontrado.' },
      { line: 3, column: 'Peso líquido (kg)', message: expect.stringMatching(/número/) },
      { line: 4, column: 'Imagens', message: 'Inclua pelo menos uma imagem.' },
      expect.objectContaining({ line: 4, column: 'NCM' }),
      expect.objectContaining({ line: 4, column: 'Origem' }),
      expect.objectContaining({ line: 4, column: 'Unidade de venda' }),
      { line: 5, column: 'Código', message: 'Repetido na linha 2.' },
    ]);
    expect(await countOf(ctx.app, 'demo', 'products')).toBe(before);
    const file = await send('Código;Cor\nX;azul', true);
    expect(file.json().errors).toEqual([
      { line: 1, column: 'Cor', message: 'Coluna desconhecida.' },
    ]);
    expect((await send('', true)).json().errors).toEqual([
      { line: 1, column: '', message: 'O arquivo está vazio.' },
    ]);
    expect((await send('Código;Marca\nX;Y', false, t.viewer)).statusCode).toBe(403);
  });

  it('reads Windows-1252 with commas', async () => {
    const csv = `Código,Marca,Código da descrição,Categoria,Grupo,Subgrupo,Complemento\r\nCSV-W,${levels().replaceAll(';', ',')},Pistão ação`;
    const res = await send(Buffer.from(csv, 'latin1'), false);
    expect(res.json()).toEqual({ created: 1, updated: 0, unchanged: 0, errors: [] });
    const list = (await expectStatus(
      ctx.app,
      { token: t.owner, url: `${PRODUCTS}?q=CSV-W` },
      200,
    )) as { items: Product[] };
    expect(list.items[0]).toMatchObject({ code: 'CSV-W', complement: 'Pistão ação' });
  });

  it('imports 10,000 lines in one transaction', async () => {
    const lines = Array.from(
      { length: 10_000 },
      (_, i) => `MIL-${String(i).padStart(5, '0')};${levels()};0,${(i % 9) + 1}`,
    );
    const before = await countOf(ctx.app, 'demo', 'products');
    const res = await send([`${head};Peso líquido (kg)`, ...lines].join('\r\n'), false);
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { created: 10_000, updated: 0, unchanged: 0, errors: [] },
    ]);
    expect(await countOf(ctx.app, 'demo', 'products')).toBe(before + 10_000);
    const total = (await expectStatus(
      ctx.app,
      { token: t.owner, url: `${PRODUCTS}?pageSize=1` },
      200,
    )) as { total: number };
    expect(total.total).toBe(before + 10_000);
  }, 300_000);

  it('exports and imports the applications and references lists by product code', async () => {
    const apps = await panel(ctx.app, {
      token: t.viewer,
      url: `${PRODUCTS}/applications/export.csv?q=CSV-A`,
    });
    const [head1, ...lines1] = apps.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(head1).toBe(
      'Código do produto;ID do veículo;Montadora;Modelo;Versão;Motor;Ano inicial;Ano final;Posição;Observação',
    );
    expect(lines1).toEqual([
      `CSV-A;${tree.vehicles!.id};${tree.factories!.name};${tree.vehicles!.model};LX;1.6 16V;2011;2014;Dianteira;`,
    ]);
    const upload = (kind: string, csv: string, dryRun = false) =>
      panel(ctx.app, {
        token: t.owner,
        method: 'POST',
        url: `${PRODUCTS}/${kind}/import?dryRun=${dryRun}`,
        body: csv,
      });
    const same = await upload('applications', apps.body);
    expect(same.json()).toEqual({ created: 0, updated: 0, unchanged: 1, errors: [] });
    const v = tree.vehicles!;
    const csv = [
      head1,
      `csv-a;;${tree.factories!.name};${v.model};lx;1.6 16v;2012;2013;Traseira;nova`,
      `CSV-A;${v.id};;;;;2010;;;`,
    ].join('\n');
    expect((await upload('applications', csv)).json()).toEqual({
      created: 0,
      updated: 1,
      unchanged: 0,
      errors: [],
    });
    expect((await read(a.id)).applications).toEqual([
      { vehicleId: v.id, yearStart: 2012, yearEnd: 2013, position: 'Traseira', note: 'nova' },
      { vehicleId: v.id, yearStart: 2010, yearEnd: null, position: null, note: null },
    ]);
    const bad = await upload(
      'applications',
      `${head1}\nCSV-A;${v.id};;;;;2020;;;\nNADA;${v.id};;;;;;;;`,
    );
    expect([bad.statusCode, bad.json().errors]).toEqual([
      422,
      [
        { line: 2, column: 'Ano inicial', message: 'Fora dos anos do veículo (2010–2015).' },
        { line: 3, column: 'Código do produto', message: 'Produto não encontrado.' },
      ],
    ]);
    const refs = await panel(ctx.app, {
      token: t.owner,
      url: `${PRODUCTS}/references/export.csv?q=CSV-A`,
    });
    const [head2, ...lines2] = refs.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(head2).toBe('Código do produto;Tipo;Montadora ou marca;Código');
    expect(lines2).toContain(`CSV-A;Original;${tree.factories!.name};OE-123`);
    const refCsv = `${head2}\nCSV-A;Cruzada;${tree.competitor!.name};kx 1\nCSV-A;original;${tree.factories!.name};OE-9`;
    expect((await upload('references', refCsv)).json()).toMatchObject({ updated: 1, errors: [] });
    expect(await read(a.id)).toMatchObject({
      oeRefs: [{ factoryId: tree.factories!.id, code: 'OE-9' }],
      crossRefs: [{ brandId: tree.competitor!.id, code: 'KX 1' }],
    });
    const own = await upload('references', `${head2}\nCSV-A;Cruzada;${tree.brands!.name};X`);
    expect(own.json().errors).toEqual([
      { line: 2, column: 'Montadora ou marca', message: 'Marca concorrente não encontrada.' },
    ]);
    const history = (await expectStatus(
      ctx.app,
      { token: t.owner, url: `${PRODUCTS}/${a.id}/history` },
      200,
    )) as {
      action: string;
      changes: { field: string }[];
    }[];
    expect(history[0]).toMatchObject({
      action: 'import',
      changes: [{ field: 'oeRefs' }, { field: 'crossRefs' }],
    });
  });
});
