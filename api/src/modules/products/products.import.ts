import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { queryRows } from '../catalog-public/query-rows';
import { insertAudit, type AuditEntry } from '../panel/audit.repository';
import { decodeCsv, type CsvIssue } from '../panel/resource.csv';
import { foldText } from '../panel/resource.repository';
import { assertPublishable, checkInTenant, type TenantRefs } from './product-checks';
import { levelsOf, readProductsValues } from './product-read.repository';
import {
  insertProductsBatch,
  SECTION_KEYS,
  updateProduct,
  writeSections,
} from './product-write.repository';
import type { ProductValues } from './product.types';
import { cellValue, type Lookups } from './products.import-cells';
import { checkProduct, normalizeProductCode } from './products.rules';
import { commit, diffProduct, ENTITY, type ProductContext } from './products.service';

export const MAX_IMPORT_LINES = 20_000;
/** CSV header → product field; null: read-only columns of the export, accepted and ignored. */
const FIELD_OF: Record<string, keyof ProductValues | null> = {
  ID: null,
  Código: 'code',
  Marca: 'brandId',
  'Código da descrição': 'descriptionId',
  Descrição: null,
  Categoria: 'categoryId',
  Grupo: 'groupId',
  Subgrupo: 'subgroupId',
  Complemento: 'complement',
  Situação: 'status',
  'Substituído por': 'replacedById',
  Posição: 'position',
  Observações: 'notes',
  Critérios: 'criteria',
  Imagens: 'images',
  'Texto de informações': 'infoText',
  Documentos: 'documents',
  Links: 'links',
  'Unidade de venda': 'salesUnit',
  'Qtd. por embalagem': 'qtyPerPack',
  'Múltiplo de venda': 'salesMultiple',
  'EAN/GTIN': 'ean13',
  'DUN-14': 'dun14',
  'Peso líquido (kg)': 'netWeight',
  'Peso bruto (kg)': 'grossWeight',
  'Altura (cm)': 'height',
  'Largura (cm)': 'width',
  'Comprimento (cm)': 'length',
  'Referências originais': 'oeRefs',
  'Referências cruzadas': 'crossRefs',
  Aplicações: null,
  NCM: 'ncm',
  CEST: 'cest',
  Origem: 'origin',
  'IPI (%)': 'ipiRate',
  'EX TIPI': 'exTipi',
  'Completude (%)': null,
};
const HEADERS = Object.keys(FIELD_OF);
const COLUMN_OF = Object.fromEntries(
  Object.entries(FIELD_OF).flatMap(([h, f]) => (f ? [[f as string, h]] : [])),
);

type Row = Record<string, unknown>;
const mapOf = (rows: Row[], k: (r: Row) => string) =>
  new Map(rows.map((r) => [k(r), r.id as string]));

/** The tenant's reference rows, once, for every line's checks (no query per line). */
async function preload(db: Db, tenantId: string) {
  const all = (table: string, columns: string) =>
    queryRows<Row>(
      db,
      sql`select ${sql.raw(columns)} from ${sql.raw(table)} where tenant_id = ${tenantId}`,
    );
  const tables: Record<string, Row[]> = {
    brands: await all('brands', 'id, name, kind'),
    descriptions: await all('descriptions', 'id, code'),
    categories: await all('categories', 'id, code'),
    groups: await all('groups', 'id, code, category_id'),
    subgroups: await all('subgroups', 'id, code, group_id'),
    factories: await all('factories', 'id, name'),
    vehicles: await all('vehicles', 'id, year_start, year_end'),
    products: await all('products', 'id, code, replaced_by_id'),
  };
  const byId = Object.fromEntries(
    Object.entries(tables).map(([t, rows]) => [t, new Map(rows.map((r) => [r.id as string, r]))]),
  );
  const f = (v: unknown) => foldText(String(v));
  const lookups: Lookups = {
    brandByName: mapOf(tables.brands!, (r) => f(r.name)),
    descriptionByCode: mapOf(tables.descriptions!, (r) => f(r.code)),
    categoryByCode: mapOf(tables.categories!, (r) => f(r.code)),
    groupByCode: mapOf(tables.groups!, (r) => `${r.category_id}/${f(r.code)}`),
    subgroupByCode: mapOf(tables.subgroups!, (r) => `${r.group_id}/${f(r.code)}`),
    factoryByName: mapOf(tables.factories!, (r) => f(r.name)),
    productByCode: mapOf(tables.products!, (r) => String(r.code)),
  };
  const replacedBy = new Map(
    tables.products!.map((r) => [r.id as string, r.replaced_by_id as string | null]),
  );
  const refs: TenantRefs = {
    rows: async (table, ids) =>
      new Map(ids.flatMap((id) => (byId[table]?.get(id) ? [[id, byId[table]!.get(id)!]] : []))),
    leadsTo: async (start, target) => {
      for (let id: string | null | undefined = start, n = 0; id && n < 1000; n += 1) {
        if (id === target) return true;
        id = replacedBy.get(id);
      }
      return false;
    },
    codeTaken: async (code, exceptId) => {
      const owner = lookups.productByCode.get(code);
      return Boolean(owner && owner !== exceptId);
    },
  };
  return { lookups, refs, replacedBy };
}

export interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  errors: CsvIssue[];
}

/**
 * POST …/products/import: lines matched by code, each a create (as its Situação says, drafts by
 * default) or an update of the columns present; every rule of a save applies per line, errors
 * reported by line and column; all or nothing, in one transaction.
 */
export function importProducts(ctx: ProductContext, bytes: Buffer, dryRun: boolean) {
  const text = decodeCsv(bytes);
  const first = text.slice(0, text.search(/\r?\n|$/));
  const delimiter =
    (first.match(/;/g)?.length ?? 0) >= (first.match(/,/g)?.length ?? 0) ? ';' : ',';
  const [header, ...body] = Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: 'greedy',
  }).data;
  const report: ImportReport = { created: 0, updated: 0, unchanged: 0, errors: [] };
  const fileError = (message: string, column = '') => {
    report.errors.push({ line: 1, column, message });
    return Promise.resolve(report);
  };
  if (!header || header.every((h) => !h.trim())) return fileError('O arquivo está vazio.');
  if (body.length > MAX_IMPORT_LINES) return fileError(`Use no máximo ${MAX_IMPORT_LINES} linhas.`);
  const columns = header.map(
    (h) => HEADERS.find((k) => foldText(k) === foldText(h.trim())) ?? null,
  );
  header.forEach((h, i) => {
    if (!columns[i])
      report.errors.push({ line: 1, column: h.trim(), message: 'Coluna desconhecida.' });
  });
  if (!columns.includes('Código'))
    report.errors.push({ line: 1, column: 'Código', message: 'Coluna obrigatória ausente.' });
  if (report.errors.length > 0) return Promise.resolve(report);
  // Levels before their children: a group is found by its category's code.
  const order = HEADERS.filter((h) => FIELD_OF[h] && columns.includes(h)).map((h) =>
    columns.indexOf(h),
  );

  return commit(ctx, async (tx) => {
    const { tenantId } = ctx;
    const { lookups, refs, replacedBy } = await preload(tx, tenantId);
    const codes = body.map((cells) => normalizeProductCode(cells[columns.indexOf('Código')] ?? ''));
    const existingIds = [...new Set(codes.flatMap((c) => lookups.productByCode.get(c) ?? []))];
    const stored = await readProductsValues(tx, tenantId, existingIds);
    const levels = await levelsOf(tx, tenantId);
    // Pictures the tenant's products already show pass as theirs (a line copied from another).
    const tenantImages = new Set(
      (
        await queryRows<{ url: string }>(
          tx,
          sql`select distinct url from product_images where tenant_id = ${tenantId}`,
        )
      ).map((r) => r.url),
    );
    const seen = new Map<string, number>();
    const creates: ProductValues[] = [];
    const updates: { id: string; before: ProductValues; values: ProductValues }[] = [];
    for (const [index, cells] of body.entries()) {
      const line = index + 2;
      const fail = (field: string, message: string) =>
        report.errors.push({ line, column: COLUMN_OF[field.split('.')[0]!] ?? field, message });
      const code = codes[index]!;
      if (code && seen.has(code)) {
        fail('code', `Repetido na linha ${seen.get(code)}.`);
        continue;
      }
      seen.set(code, line);
      const id = lookups.productByCode.get(code) ?? null;
      const before = id ? stored.get(id)!.values : null;
      const input: Record<string, unknown> = { ...(before ?? {}) };
      let broken = false;
      for (const i of order) {
        const column = columns[i]!;
        const result = cellValue(column, cells[i] ?? '', lookups, input as Partial<ProductValues>);
        if ('reason' in result) {
          report.errors.push({ line, column, message: result.reason });
          broken = true;
        } else input[FIELD_OF[column]!] = result.value;
      }
      if (broken) continue;
      const known = new Set(
        [...(before?.images ?? []), ...(before?.documents ?? [])].map((f) => f.url),
      );
      const isFile = (url: string) => known.has(url) || tenantImages.has(url) || ctx.isUpload(url);
      const { values, issues } = checkProduct(input, isFile);
      issues.forEach((x) => fail(x.field, x.reason));
      if (issues.length > 0) continue;
      try {
        await checkInTenant(refs, values, id, levels);
        assertPublishable(values, levels, before ?? undefined);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        (error.fields ?? [{ field: 'code', reason: error.message }]).forEach((x) =>
          fail(x.field, x.reason),
        );
        continue;
      }
      if (values.replacedById && id) replacedBy.set(id, values.replacedById);
      if (!before) creates.push(values);
      else if (diffProduct(before, values).length === 0) report.unchanged += 1;
      else updates.push({ id: id!, before, values });
    }
    report.created = creates.length;
    report.updated = updates.length;
    if (dryRun || report.errors.length > 0) return report;

    const audit: AuditEntry[] = [];
    const fresh = creates.map((values) => ({ id: randomUUID(), values }));
    for (let i = 0; i < fresh.length; i += 1000)
      await insertProductsBatch(tx, tenantId, fresh.slice(i, i + 1000), ctx.actor.id, levels);
    for (const { id, values } of fresh) {
      audit.push({
        entity: ENTITY,
        entityId: id,
        action: 'import',
        changes: diffProduct(null, values),
      });
    }
    for (const u of updates) {
      await updateProduct(tx, tenantId, u.id, u.values, ctx.actor.id, levels);
      const changed = SECTION_KEYS.filter(
        (k) => JSON.stringify(u.before[k]) !== JSON.stringify(u.values[k]),
      );
      await writeSections(tx, tenantId, u.id, u.values, changed);
      audit.push({
        entity: ENTITY,
        entityId: u.id,
        action: 'import',
        changes: diffProduct(u.before, u.values),
      });
    }
    for (let i = 0; i < audit.length; i += 1000)
      await insertAudit(tx, tenantId, ctx.actor, audit.slice(i, i + 1000));
    return report;
  });
}
