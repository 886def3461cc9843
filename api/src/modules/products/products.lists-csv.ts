import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../catalog-public/query-rows';
import { insertAudit, type AuditEntry } from '../panel/audit.repository';
import { decodeCsv } from '../panel/resource.csv';
import { foldText } from '../panel/resource.repository';
import { readProductsValues } from './product-read.repository';
import { refreshDerived, touchProducts, writeSections } from './product-write.repository';
import type { ProductValues } from './product.types';
import { whereSql, type ProductListQuery } from './products.list';
import { type ImportReport } from './products.import';
import { normalizeProductCode } from './products.rules';
import { commit, diffProduct, ENTITY, type ProductContext } from './products.service';

/**
 * The product lists by CSV (…/applications/export.csv|import, …/references/export.csv|import):
 * one line per application or reference, by product code. An import replaces the list of each
 * product the file names (in the file's order) and leaves the others alone; the report counts
 * products (updated: its list changed; unchanged: the same).
 */
export type ListKind = 'applications' | 'references';
const BOM = '\uFEFF';
const COLUMNS: Record<ListKind, string[]> = {
  applications: [
    'Código do produto',
    'ID do veículo',
    'Montadora',
    'Modelo',
    'Versão',
    'Motor',
    'Ano inicial',
    'Ano final',
    'Posição',
    'Observação',
  ],
  references: ['Código do produto', 'Tipo', 'Montadora ou marca', 'Código'],
};
const EXPORT_SQL: Record<ListKind, string> = {
  applications: `select t.code, v.id::text, f.name, v.model, v.version_name, v.engine,
      a.year_start::text, a.year_end::text, a.position, a.note
    from product_applications a join products t on t.tenant_id = a.tenant_id and t.id = a.product_id
    join vehicles v on v.tenant_id = a.tenant_id and v.id = a.vehicle_id
    join factories f on f.tenant_id = v.tenant_id and f.id = v.factory_id`,
  references: `select * from (
      select t.code, 'Original' as kind, f.name, o.code as ref, o.rank, t.code_norm, t.id
      from product_oe_refs o join products t on t.tenant_id = o.tenant_id and t.id = o.product_id
      join factories f on f.tenant_id = o.tenant_id and f.id = o.factory_id
      union all
      select t.code, 'Cruzada', b.name, x.code, x.rank, t.code_norm, t.id
      from product_cross_refs x join products t on t.tenant_id = x.tenant_id and t.id = x.product_id
      join brands b on b.tenant_id = x.tenant_id and b.id = x.brand_id) t`,
};

export async function exportListCsv(
  db: Db,
  tenantId: string,
  kind: ListKind,
  p: Omit<ProductListQuery, 'page' | 'pageSize'>,
) {
  const { where } = whereSql(tenantId, p);
  const order =
    kind === 'applications' ? 't.code_norm, t.id, a.rank' : 't.code_norm, t.id, 2, t.rank';
  const rows = await queryRows<Record<string, string | null>>(
    db,
    sql`${sql.raw(EXPORT_SQL[kind])} where t.id in (select t.id from products t where ${where})
      order by ${sql.raw(order)} limit 500000`,
  );
  const data = rows.map((r) =>
    Object.values(r)
      .slice(0, COLUMNS[kind].length)
      .map((v) => v ?? ''),
  );
  return (
    BOM +
    Papa.unparse(
      { fields: COLUMNS[kind], data },
      { delimiter: ';', newline: '\r\n', escapeFormulae: true },
    )
  );
}

type Row = Record<string, unknown>;
const f = (v: unknown) => foldText(String(v ?? '').trim());

export function importListCsv(ctx: ProductContext, kind: ListKind, bytes: Buffer, dryRun: boolean) {
  const text = decodeCsv(bytes);
  const first = text.slice(0, text.search(/\r?\n|$/));
  const delimiter =
    (first.match(/;/g)?.length ?? 0) >= (first.match(/,/g)?.length ?? 0) ? ';' : ',';
  const [header, ...body] = Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: 'greedy',
  }).data;
  const report: ImportReport = { created: 0, updated: 0, unchanged: 0, errors: [] };
  const at = (name: string) => header?.findIndex((h) => f(h) === f(name)) ?? -1;
  if (!header || header.every((h) => !h.trim()))
    report.errors.push({ line: 1, column: '', message: 'O arquivo está vazio.' });
  else {
    header.forEach((h) => {
      if (!COLUMNS[kind].some((c) => f(c) === f(h)))
        report.errors.push({ line: 1, column: h.trim(), message: 'Coluna desconhecida.' });
    });
    if (at('Código do produto') < 0)
      report.errors.push({
        line: 1,
        column: 'Código do produto',
        message: 'Coluna obrigatória ausente.',
      });
  }
  if (report.errors.length > 0) return Promise.resolve(report);
  const cell = (cells: string[], name: string) =>
    at(name) >= 0 ? (cells[at(name)] ?? '').trim() : '';

  return commit(ctx, async (tx) => {
    const { tenantId } = ctx;
    const all = (table: string, columns: string) =>
      queryRows<Row>(
        tx,
        sql`select ${sql.raw(columns)} from ${sql.raw(table)} where tenant_id = ${tenantId}`,
      );
    const products = new Map(
      (await all('products', 'id, code')).map((r) => [r.code as string, r.id as string]),
    );
    const factories = new Map(
      (await all('factories', 'id, name')).map((r) => [f(r.name), r.id as string]),
    );
    const brands = await all('brands', 'id, name, kind');
    const vehicles = await all(
      'vehicles',
      `id, year_start, year_end, model, version_name, engine,
        (select name from factories x where x.tenant_id = vehicles.tenant_id and x.id = factory_id) as factory`,
    );
    const lists = new Map<string, Record<string, unknown>[]>();
    for (const [index, cells] of body.entries()) {
      const line = index + 2;
      const fail = (column: string, message: string) =>
        report.errors.push({ line, column, message });
      const id = products.get(normalizeProductCode(cell(cells, 'Código do produto')));
      if (!id) {
        fail('Código do produto', 'Produto não encontrado.');
        continue;
      }
      const list = lists.get(id) ?? [];
      lists.set(id, list);
      if (kind === 'references') {
        const isOe = f(cell(cells, 'Tipo')).startsWith('orig');
        const isCross = f(cell(cells, 'Tipo')).startsWith('cruz');
        const name = f(cell(cells, 'Montadora ou marca'));
        const code = normalizeProductCode(cell(cells, 'Código'));
        if (!isOe && !isCross) fail('Tipo', 'Use Original ou Cruzada.');
        else if (isOe && !factories.has(name))
          fail('Montadora ou marca', 'Montadora não encontrada.');
        else if (isCross && !brands.some((b) => f(b.name) === name && b.kind === 'competitor'))
          fail('Montadora ou marca', 'Marca concorrente não encontrada.');
        if (!code) fail('Código', 'Preencha este campo.');
        else if (code.length > 40) fail('Código', 'Use no máximo 40 caracteres.');
        const brand = brands.find((b) => f(b.name) === name && b.kind === 'competitor');
        list.push(
          isOe
            ? { kind: 'oe', factoryId: factories.get(name), code }
            : { kind: 'cross', brandId: brand?.id, code },
        );
        continue;
      }
      const byId = cell(cells, 'ID do veículo').toLowerCase();
      const matches = byId
        ? vehicles.filter((v) => v.id === byId)
        : vehicles.filter(
            (v) =>
              f(v.factory) === f(cell(cells, 'Montadora')) &&
              f(v.model) === f(cell(cells, 'Modelo')) &&
              f(v.version_name) === f(cell(cells, 'Versão')) &&
              f(v.engine) === f(cell(cells, 'Motor')),
          );
      if (matches.length !== 1) {
        fail(
          byId ? 'ID do veículo' : 'Modelo',
          matches.length ? 'Ambíguo: informe o ID do veículo.' : 'Veículo não encontrado.',
        );
        continue;
      }
      const v = matches[0]!;
      const year = (name: string) => {
        const t = cell(cells, name);
        if (!t) return null;
        const n = Number(t);
        const last = v.year_end === null ? null : Number(v.year_end);
        if (!/^\d{4}$/.test(t)) fail(name, 'Informe o ano com 4 dígitos.');
        else if (n < Number(v.year_start) || (last !== null && n > last))
          fail(name, `Fora dos anos do veículo (${v.year_start}–${last ?? 'atual'}).`);
        return n;
      };
      const yearStart = year('Ano inicial');
      const yearEnd = year('Ano final');
      if (yearStart !== null && yearEnd !== null && yearEnd < yearStart)
        fail('Ano final', 'O ano final não pode ser anterior ao inicial.');
      const position = cell(cells, 'Posição') || null;
      const note = cell(cells, 'Observação') || null;
      if ((position?.length ?? 0) > 100) fail('Posição', 'Use no máximo 100 caracteres.');
      if ((note?.length ?? 0) > 200) fail('Observação', 'Use no máximo 200 caracteres.');
      list.push({ vehicleId: v.id, yearStart, yearEnd, position, note });
    }
    const stored = await readProductsValues(tx, tenantId, [...lists.keys()]);
    const changes: { id: string; before: ProductValues; after: ProductValues }[] = [];
    for (const [id, list] of lists) {
      const before = stored.get(id)!.values;
      const after: ProductValues =
        kind === 'applications'
          ? { ...before, applications: list as unknown as ProductValues['applications'] }
          : {
              ...before,
              oeRefs: list
                .filter((r) => r.kind === 'oe')
                .map((r) => ({ factoryId: r.factoryId as string, code: r.code as string })),
              crossRefs: list
                .filter((r) => r.kind === 'cross')
                .map((r) => ({ brandId: r.brandId as string, code: r.code as string })),
            };
      if (diffProduct(before, after).length === 0) report.unchanged += 1;
      else changes.push({ id, before, after });
    }
    report.updated = changes.length;
    if (dryRun || report.errors.length > 0) return report;
    const sections =
      kind === 'applications' ? (['applications'] as const) : (['oeRefs', 'crossRefs'] as const);
    const audit: AuditEntry[] = [];
    for (const c of changes) {
      await writeSections(tx, tenantId, c.id, c.after, [...sections]);
      audit.push({
        entity: ENTITY,
        entityId: c.id,
        action: 'import',
        changes: diffProduct(c.before, c.after),
      });
    }
    const ids = changes.map((c) => c.id);
    for (let i = 0; i < ids.length; i += 1000) {
      await touchProducts(tx, tenantId, ids.slice(i, i + 1000), ctx.actor.id);
      await refreshDerived(tx, tenantId, ids.slice(i, i + 1000));
    }
    for (let i = 0; i < audit.length; i += 1000)
      await insertAudit(tx, tenantId, ctx.actor, audit.slice(i, i + 1000));
    return report;
  });
}
