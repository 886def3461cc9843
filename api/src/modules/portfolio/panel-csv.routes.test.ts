import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import { panel, panelTokens, type Tokens } from '../../../test/helpers/panel';
import {
  countOf,
  createRow,
  defOf,
  expectStatus,
  makeTree,
  RESOURCE_NAMES,
  urlOf,
  type Row,
  type Tree,
} from '../../../test/helpers/portfolio';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

const BOM = '\uFEFF';
/** The CSV of each resource's row of makeTree(…, 'CSV', INACTIVE): header and line (after the ID). */
const EXPECTED: Record<string, [string, string]> = {
  brands: ['ID;Nome;Identificador;Tipo;Logo;Ativo', 'Marca CSV;marca-csv;Própria;;Não'],
  categories: ['ID;Código;Nome;Ordem;Ativo', 'CCSV;Categoria CSV;0;Sim'],
  groups: ['ID;Código da categoria;Código;Nome;Ordem;Ativo', 'CCSV;GCSV;Grupo CSV;0;Sim'],
  subgroups: ['ID;Código do grupo;Código;Nome;Ordem;Ativo', 'CCSV/GCSV;SCSV;Subgrupo CSV;0;Sim'],
  descriptions: [
    'ID;Código;Nome;Sinônimos;Código do subgrupo padrão;NCM padrão;Ativo',
    'DCSV;Descrição CSV;SINÔNIMO CSV;CCSV/GCSV/SCSV;87083090;Sim',
  ],
  factories: ['ID;Nome;País;Segmentos;Logo;Ativo', 'MONTADORA CSV;BR;Automóveis;;Não'],
  vehicles: [
    'ID;Montadora;Modelo;Versão;Motor;Combustível;Carroceria;Linha;Ano inicial;Ano final;Ativo',
    'MONTADORA CSV;MODELO CSV;LX;1.6 16V;FLEX;;Leve;2010;2015;Sim',
  ],
};
const INACTIVE = { brands: { active: false }, factories: { active: false } };

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { extend: (app) => generateTestCatalogues(app, 30, 10) });
  let t: Tokens;
  let tree: Tree;
  beforeAll(async () => {
    t = await panelTokens(ctx.app);
    tree = await makeTree(ctx.app, t.owner, 'CSV', INACTIVE);
    // Legitimate data CSV must still name unambiguously: a group code repeated under another
    // category (codes are unique under their parent), factory names told apart by an accent.
    const other = await createRow(ctx.app, t.owner, 'categories', { code: 'CSV2', name: 'Outra' });
    const twin = { categoryId: other.id, code: 'GCSV', name: 'Grupo gêmeo' };
    const group = await createRow(ctx.app, t.owner, 'groups', twin);
    await createRow(ctx.app, t.owner, 'subgroups', {
      groupId: group.id,
      code: 'SCSV',
      name: 'Sub',
    });
    for (const name of ['ÁGUIA', 'AGUIA']) {
      const factory = await createRow(ctx.app, t.owner, 'factories', { name });
      await createRow(ctx.app, t.owner, 'vehicles', {
        factoryId: factory.id,
        model: 'VOO',
        yearStart: 2020,
      });
    }
  });
  const exportOf = (resource: string, query = '') =>
    panel(ctx.app, { token: t.owner, url: `${urlOf(resource)}/export.csv?${query}` });
  const importOf = (resource: string, body: string | Buffer, dryRun: boolean, status = 200) =>
    expectStatus(
      ctx.app,
      { token: t.owner, method: 'POST', url: `${urlOf(resource)}/import?dryRun=${dryRun}`, body },
      status,
    );
  const lines = (csv: string) => csv.replace(BOM, '').split('\r\n').filter(Boolean);

  it.each(RESOURCE_NAMES)(
    'exports %s as Excel pt-BR reads it, the selected rows or the filtered list',
    async (resource) => {
      const row = tree[resource]!;
      const res = await exportOf(resource, `ids=${row.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${defOf(resource).csvName}.csv"`,
      );
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const [header, line] = EXPECTED[resource]!;
      expect(res.body).toBe(`${BOM}${header}\r\n${row.id};${line}`);

      const filtered = lines((await exportOf(resource, 'q=csv&active=true')).body);
      const listed = await expectStatus(
        ctx.app,
        { token: t.owner, url: `${urlOf(resource)}?q=csv&active=true&pageSize=100` },
        200,
      );
      expect(
        filtered
          .slice(1)
          .map((l) => l.split(';')[0])
          .sort(),
      ).toEqual(listed.items.map((r: Row) => r.id).sort());
      expect(filtered.some((l) => l.startsWith(row.id))).toBe(row.active === true);
      const all = lines((await exportOf(resource)).body);
      expect(all).toHaveLength(1 + (await countOf(ctx.app, 'demo', defOf(resource).table)));
      const two = all.slice(1, 3).map((l) => l.split(';')[0]);
      const some = lines((await exportOf(resource, `ids=${two.join(',')}`)).body);
      expect(
        some
          .slice(1)
          .map((l) => l.split(';')[0])
          .sort(),
      ).toEqual([...two].sort());
    },
  );

  it.each(RESOURCE_NAMES)('imports its own export of %s back unchanged', async (resource) => {
    const csv = (await exportOf(resource)).body;
    const n = lines(csv).length - 1;
    expect(n).toBeGreaterThan(2);
    const report = { created: 0, updated: 0, unchanged: n, errors: [] };
    expect(await importOf(resource, csv, true)).toEqual(report);
    expect(await importOf(resource, csv, false)).toEqual(report);
    expect(await importOf(resource, Buffer.from(csv.replace(BOM, ''), 'utf8'), false)).toEqual(
      report,
    );
  });

  it('reports every bad line by line and column, writes nothing with an error, then imports', async () => {
    const bad =
      'Código;Nome;Ativo\r\nIMP1;Importada 1;Sim\r\nIMP2;;Sim\r\nIMP3;Importada 3;talvez\r\n';
    const errors = [
      { line: 3, column: 'Nome', message: 'Preencha este campo.' },
      { line: 4, column: 'Ativo', message: 'Use Sim ou Não.' },
    ];
    const before = await countOf(ctx.app, 'demo', 'categories');
    const report = { created: 1, updated: 0, unchanged: 0, errors };
    expect(await importOf('categories', bad, true)).toEqual(report);
    expect(await importOf('categories', bad, false, 422)).toEqual(report);
    expect(await countOf(ctx.app, 'demo', 'categories')).toBe(before);

    const fixed = bad.replace('IMP2;;', 'IMP2;Importada 2;').replace('talvez', 'não');
    expect(await importOf('categories', fixed, false)).toEqual({
      created: 3,
      updated: 0,
      unchanged: 0,
      errors: [],
    });
    expect(await countOf(ctx.app, 'demo', 'categories')).toBe(before + 3);
    const rows = (
      await expectStatus(
        ctx.app,
        { token: t.owner, url: `${urlOf('categories')}?q=importada&sort=code:asc` },
        200,
      )
    ).items as Row[];
    expect(rows.map((r) => [r.code, r.name, r.active])).toEqual([
      ['IMP1', 'Importada 1', true],
      ['IMP2', 'Importada 2', true],
      ['IMP3', 'Importada 3', false],
    ]);
    const history = await expectStatus(
      ctx.app,
      { token: t.owner, url: `${urlOf('categories')}/${rows[0]!.id}/history` },
      200,
    );
    expect(history).toEqual([
      expect.objectContaining({
        action: 'import',
        user: expect.objectContaining({ name: 'Pessoa Teste' }),
      }),
    ]);
  });

  it('updates rows matched by ID or by their natural key', async () => {
    const category = tree.categories!;
    const byId = `ID;Código;Nome\r\n${category.id};CCSV;Categoria Renomeada\r\n`;
    expect(await importOf('categories', byId, false)).toMatchObject({
      created: 0,
      updated: 1,
      errors: [],
    });
    const byCode = 'Código;Nome;Ordem\r\nccsv;Categoria pelo Código;4\r\n';
    expect(await importOf('categories', byCode, false)).toMatchObject({
      created: 0,
      updated: 1,
      errors: [],
    });
    const read = await expectStatus(
      ctx.app,
      { token: t.owner, url: `${urlOf('categories')}/${category.id}` },
      200,
    );
    expect(read).toMatchObject({
      name: 'Categoria pelo Código',
      sortOrder: 4,
      version: category.version + 2,
    });
    const history = await expectStatus(
      ctx.app,
      { token: t.owner, url: `${urlOf('categories')}/${category.id}/history` },
      200,
    );
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'import',
      'import',
      'create',
    ]);

    // A vehicle's key has blank parts (no version, engine or last year): still the same vehicle.
    const vehicles =
      'Montadora;Modelo;Ano inicial;Ano final;Carroceria\r\nÁGUIA;voo;2020;;SEDÃ\r\nAGUIA;VOO;2020;;\r\n';
    expect(await importOf('vehicles', vehicles, false)).toEqual({
      created: 0,
      updated: 1,
      unchanged: 1,
      errors: [],
    });
    const updated = await expectStatus(
      ctx.app,
      { token: t.owner, url: `${urlOf('vehicles')}?q=voo&pageSize=100` },
      200,
    );
    expect(updated.items.map((v: Row) => [(v.factory as Row).name, v.body]).sort()).toEqual([
      ['AGUIA', null],
      ['ÁGUIA', 'SEDÃ'],
    ]);
    const unknown = `ID;Código;Nome\r\n${tree.groups!.id};X;Y\r\n`;
    expect((await importOf('categories', unknown, true)).errors).toEqual([
      { line: 2, column: 'ID', message: expect.any(String) },
    ]);
  });

  it('reads Windows-1252 with commas, and names a repeated line, a bad file and an unknown reference', async () => {
    const latin = Buffer.from(
      'Código,Nome,Ativo\r\nW1252,"Pistão, Válvula e Ação",Não\r\n',
      'latin1',
    );
    expect(await importOf('categories', latin, false)).toMatchObject({ created: 1, errors: [] });
    const [row] = (
      await expectStatus(ctx.app, { token: t.owner, url: `${urlOf('categories')}?q=w1252` }, 200)
    ).items;
    expect(row).toMatchObject({ code: 'W1252', name: 'Pistão, Válvula e Ação', active: false });

    const twice = 'Código;Nome\r\nREP1;Um\r\nrep1;Outro\r\n';
    expect((await importOf('categories', twice, true)).errors).toEqual([
      { line: 3, column: 'Código', message: 'Repetido na linha 2.' },
    ]);
    expect((await importOf('categories', 'Código;Apelido\r\nX;Y\r\n', true)).errors).toEqual([
      { line: 1, column: 'Apelido', message: 'Coluna desconhecida.' },
      { line: 1, column: 'Nome', message: 'Coluna obrigatória ausente.' },
    ]);
    // A column the API fills when blank (a brand's identifier, from its name) may be left out.
    const brands = 'Nome;Tipo\r\nSem Identificador;Concorrente\r\n';
    expect(await importOf('brands', brands, false)).toMatchObject({ created: 1, errors: [] });
    const [brand] = (
      await expectStatus(
        ctx.app,
        { token: t.owner, url: `${urlOf('brands')}?q=sem-identificador` },
        200,
      )
    ).items;
    expect(brand).toMatchObject({
      name: 'Sem Identificador',
      slug: 'sem-identificador',
      kind: 'competitor',
    });
    for (const empty of ['', BOM, '\r\n\r\n', ' ; \r\n'])
      expect(await importOf('categories', empty, false, 422)).toEqual({
        created: 0,
        updated: 0,
        unchanged: 0,
        errors: [{ line: 1, column: '', message: 'O arquivo está vazio.' }],
      });
    const groups = 'Código da categoria;Código;Nome\r\nNAOEXISTE;G1;Grupo\r\nCCSV;G2;\r\n';
    expect((await importOf('groups', groups, false, 422)).errors).toEqual([
      { line: 2, column: 'Código da categoria', message: 'Não encontrado.' },
      { line: 3, column: 'Nome', message: 'Preencha este campo.' },
    ]);
    // A bare group code names the group when it is the only one with it; else it is ambiguous.
    const subgroups = 'Código do grupo;Código;Nome\r\nGCSV;S9;Sub\r\nG0001;S9;Sub\r\n';
    const report = await importOf('subgroups', subgroups, true);
    expect(report.errors).toEqual([
      { line: 2, column: 'Código do grupo', message: expect.stringMatching(/^Ambíguo/) },
    ]);
  });
});
