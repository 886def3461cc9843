import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, fieldsInvalid } from '../../plugins/errors';
import { queryRows } from '../catalog-public/query-rows';
import type { FieldIssue } from '../panel/resource.types';
import { completenessOf } from './completeness';
import { rowsByIds, rowsOfParts, taggedRowsSql, type ReadExtra } from './product-read.repository';
import { placeholder, runShaped, shaped } from '../../db/shaped-statement';
import type { Levels, ProductValues } from './product.types';

const NOT_FOUND = 'Registro não encontrado.';

export const duplicateCode = () =>
  new AppError(409, 'DUPLICATE', 'Já existe um produto com este código.', [
    { field: 'code', reason: 'Já existe um produto com este código.' },
  ]);

/**
 * Publishing with blockers: a 400 naming each missing required item. A product already
 * published (`before`) is refused only the blockers this save would add: one published before
 * an item became required (a level switched on, generated data) can still be edited and fixed.
 */
export function assertPublishable(values: ProductValues, levels: Levels, before?: ProductValues) {
  if (values.status !== 'published') return;
  const had =
    before?.status === 'published'
      ? new Set(completenessOf(before, levels).blockers.map((b) => b.field))
      : new Set<string>();
  const blockers = completenessOf(values, levels).blockers.filter((b) => !had.has(b.field));
  if (blockers.length > 0)
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      'O produto não pode ser publicado: falta preencher itens obrigatórios.',
      blockers.map((b) => ({ field: b.field, reason: b.reason })),
    );
}

/**
 * The rules that need the tenant's rows: every id must be the tenant's (a 400 on its field,
 * never a foreign key 500), levels chained and required when on, a competitor brand on cross
 * references, application years inside the vehicle's, a replacement that is neither the product
 * nor leads back to it, and a code no other product has (409 DUPLICATE).
 */
export async function checkInTenant(
  refs: TenantRefs,
  v: ProductValues,
  selfId: string | null,
  levels: Levels,
) {
  const issues: FieldIssue[] = [];
  const fail = (field: string, reason: string) => issues.push({ field, reason });
  await refs.prepare?.(v, selfId);
  const ids = (table: string, list: string[], columns = 'id') => refs.rows(table, list, columns);

  const brands = await ids('brands', [v.brandId, ...v.crossRefs.map((x) => x.brandId)], 'id, kind');
  if (!brands.has(v.brandId)) fail('brandId', NOT_FOUND);
  if (!(await ids('descriptions', [v.descriptionId])).has(v.descriptionId))
    fail('descriptionId', NOT_FOUND);

  const cat = v.categoryId ? (await ids('categories', [v.categoryId])).get(v.categoryId) : null;
  const grp = v.groupId
    ? (await ids('groups', [v.groupId], 'id, category_id')).get(v.groupId)
    : null;
  const sub = v.subgroupId
    ? (await ids('subgroups', [v.subgroupId], 'id, group_id')).get(v.subgroupId)
    : null;
  if (v.categoryId && !cat) fail('categoryId', NOT_FOUND);
  if (v.groupId && !grp) fail('groupId', NOT_FOUND);
  else if (grp && v.categoryId && grp.category_id !== v.categoryId)
    fail('groupId', 'O grupo não pertence à categoria escolhida.');
  if (v.subgroupId && !sub) fail('subgroupId', NOT_FOUND);
  else if (sub && v.groupId && sub.group_id !== v.groupId)
    fail('subgroupId', 'O subgrupo não pertence ao grupo escolhido.');
  if (levels.category && !v.categoryId) fail('categoryId', 'Escolha a categoria.');
  if (levels.group && !v.groupId) fail('groupId', 'Escolha o grupo.');
  if (levels.subgroup && !v.subgroupId) fail('subgroupId', 'Escolha o subgrupo.');

  const factories = await ids(
    'factories',
    v.oeRefs.map((o) => o.factoryId),
  );
  v.oeRefs.forEach((o, i) => {
    if (!factories.has(o.factoryId)) fail(`oeRefs.${i}.factoryId`, NOT_FOUND);
  });
  v.crossRefs.forEach((x, i) => {
    const brand = brands.get(x.brandId);
    if (!brand) fail(`crossRefs.${i}.brandId`, NOT_FOUND);
    else if (brand.kind !== 'competitor')
      fail(`crossRefs.${i}.brandId`, 'Escolha uma marca concorrente.');
  });
  const vehicles = await ids(
    'vehicles',
    v.applications.map((a) => a.vehicleId),
    'id, year_start, year_end',
  );
  v.applications.forEach((a, i) => {
    const vehicle = vehicles.get(a.vehicleId);
    if (!vehicle) return fail(`applications.${i}.vehicleId`, NOT_FOUND);
    const first = Number(vehicle.year_start);
    const last = vehicle.year_end === null ? null : Number(vehicle.year_end);
    const range = `${first}–${last ?? 'atual'}`;
    if (a.yearStart !== null && (a.yearStart < first || (last !== null && a.yearStart > last)))
      fail(`applications.${i}.yearStart`, `Fora dos anos do veículo (${range}).`);
    if (a.yearEnd !== null && (a.yearEnd < first || (last !== null && a.yearEnd > last)))
      fail(`applications.${i}.yearEnd`, `Fora dos anos do veículo (${range}).`);
  });

  if (v.replacedById) {
    if (v.replacedById === selfId)
      fail('replacedById', 'Um produto não pode substituir a si mesmo.');
    else if (!(await ids('products', [v.replacedById])).has(v.replacedById))
      fail('replacedById', NOT_FOUND);
    else if (selfId && (await refs.leadsTo(v.replacedById, selfId)))
      fail('replacedById', 'A substituição formaria um ciclo (este produto já substitui aquele).');
  }
  if (issues.length > 0) throw fieldsInvalid(issues);
  if (await refs.codeTaken(v.code, selfId)) throw duplicateCode();
}

/** How the checks see the tenant's rows: the database, or an import's preloaded copy. */
export interface TenantRefs {
  /** The tenant's rows of `table` among `ids`, by id, with `columns`. */
  rows(
    table: string,
    ids: string[],
    columns: string,
  ): Promise<Map<string, Record<string, unknown>>>;
  /** Whether following replacements from `start` reaches `target`. */
  leadsTo(start: string, target: string): Promise<boolean>;
  codeTaken(code: string, exceptId: string | null): Promise<boolean>;
  /** Optionally, everything the checks of `v` will ask, loaded at once beforehand. */
  prepare?(v: ProductValues, selfId: string | null): Promise<void>;
}

type Row = Record<string, unknown>;
// What checkInTenant asks of each table about a product: its ids there, and the columns (with
// the names a save's answer shows: brand, description, replacement's code). `one`: at most one
// id is asked (compared with `=`, not `= any(array)`: see lookupSql).
const LOOKUPS: [
  table: string,
  columns: string,
  ids: (v: ProductValues) => (string | null)[],
  one?: true,
][] = [
  ['brands', 'id, kind, name', (v) => [v.brandId, ...v.crossRefs.map((x) => x.brandId)]],
  [
    'descriptions',
    'id, code, name, default_subgroup_id, default_ncm',
    (v) => [v.descriptionId],
    true,
  ],
  ['categories', 'id', (v) => [v.categoryId], true],
  ['groups', 'id, category_id', (v) => [v.groupId], true],
  ['subgroups', 'id, group_id', (v) => [v.subgroupId], true],
  ['factories', 'id', (v) => v.oeRefs.map((o) => o.factoryId)],
  ['vehicles', 'id, year_start, year_end', (v) => v.applications.map((a) => a.vehicleId)],
  ['products', 'id, code', (v) => [v.replacedById], true],
];

interface Loaded {
  /** The product whose lookups these are. */
  source: ProductValues;
  tables: Map<string, { asked: Set<string>; found: Map<string, Row> }>;
  code: string;
  selfId: string | null;
  taken: boolean;
  /** Whether the replacement's chain leads back to the product (asked only with both). */
  leads: { start: string; target: string; found: boolean } | null;
}

const askedOf = (v: ProductValues) =>
  LOOKUPS.map(([table, columns, idsOf, one]) => ({
    table,
    columns,
    ids: [...new Set(idsOf(v).filter((id): id is string => Boolean(id)))],
    one: one === true,
  }));

/** Whether what was loaded answers every lookup of the checks of `v`. */
const covers = (loaded: Loaded, v: ProductValues, selfId: string | null) =>
  (loaded.source === v && loaded.selfId === selfId) ||
  (loaded.code === v.code &&
    loaded.selfId === selfId &&
    askedOf(v).every(({ table, ids }) =>
      ids.every((id) => loaded.tables.get(table)?.asked.has(id)),
    ));

/** Whether following replacements from `start` reaches `target`: a boolean expression. */
const leadsToSql = (tenant: unknown, start: unknown, target: unknown) =>
  sql`(with recursive chain(id, depth) as (
        select ${start}::uuid, 0
        union all
        select p.replaced_by_id, c.depth + 1 from chain c
        join products p on p.tenant_id = ${tenant} and p.id = c.id
        where p.replaced_by_id is not null and c.depth < 1000
      ) select exists (select 1 from chain where id = ${target}))`;

const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;

/**
 * Every lookup of the checks of `v` as columns of one select (a JSON array of rows per table,
 * whether another product has the code, whether the replacement leads back to the product),
 * and how to read them back. The columns' text is built once per shape (shaped-statement.ts):
 * with or without the product's own id, with or without the replacement's chain.
 *
 * A table asked for one id at most compares it with `=` (null: no row). PostgreSQL plans an
 * `= any($n)` for 10 elements when it weighs the named statement's generic plan; with eight of
 * them the generic plan looked dearer than planning afresh, so the save's read was planned on
 * every call (~1 ms of the server's CPU, three times what it runs).
 */
function lookupSql(tenantId: string, v: ProductValues, selfId: string | null) {
  const asked = askedOf(v);
  const chain = selfId && v.replacedById && v.replacedById !== selfId ? v.replacedById : null;
  const tenant = placeholder('tenant');
  const columns = () => {
    // Every table's rows in one column (one aggregate), in the order of `asked`.
    const parts = asked.map(({ table, columns, one }) => ({
      columns,
      from: sql`${sql.raw(table)} x where x.tenant_id = ${tenant} and ${
        one
          ? sql`x.id = ${placeholder(`refs_${table}`)}::uuid`
          : sql`x.id = any(${placeholder(`refs_${table}`)}::uuid[])`
      }`,
    }));
    return sql`${taggedRowsSql(parts)} as refs_rows, exists (select 1 from products
      where tenant_id = ${tenant} and code = ${placeholder('refs_code')}
      ${selfId ? sql`and id <> ${placeholder('refs_self')}` : sql``}) as refs_code_taken
      ${
        chain
          ? sql`, ${leadsToSql(tenant, placeholder('refs_chain'), placeholder('refs_self'))}
            as refs_leads_to`
          : sql``
      }`;
  };
  const values: Record<string, unknown> = {
    tenant: tenantId,
    refs_code: v.code,
    refs_self: selfId,
    refs_chain: chain,
  };
  for (const { table, ids, one } of asked)
    values[`refs_${table}`] = one ? (ids[0] ?? null) : uuidArray(ids);
  return {
    extra: { key: `refs:${selfId ? 1 : 0}:${chain ? 1 : 0}`, columns, values },
    read: (row: Row): Loaded => {
      const found = rowsOfParts(asked, row.refs_rows);
      return {
        source: v,
        tables: new Map(
          asked.map(({ table, ids }, i) => [
            table,
            { asked: new Set(ids), found: new Map(found[i]!.map((r) => [r.id as string, r])) },
          ]),
        ),
        code: v.code,
        selfId,
        taken: Boolean(row.refs_code_taken),
        leads: chain ? { start: chain, target: selfId!, found: Boolean(row.refs_leads_to) } : null,
      };
    },
  };
}

/** The database as the checks see it: one query answers every lookup of a product's checks. */
export function databaseRefs(
  db: Db,
  tenantId: string,
): TenantRefs & {
  /** The lookups of `v` as columns for another select (`accept` its row): no query of its own. */
  preload(v: ProductValues, selfId: string | null): { extra: ReadExtra; accept(row: Row): void };
} {
  // After prepare or preload: per table, the ids asked and the rows found among them.
  let loaded: Loaded | null = null;
  return {
    rows: async (table, ids, columns) => {
      const known = loaded?.tables.get(table);
      const wanted = [...new Set(ids.filter(Boolean))];
      if (known && wanted.every((id) => known.asked.has(id)))
        return new Map(
          wanted.filter((id) => known.found.has(id)).map((id) => [id, known.found.get(id)!]),
        );
      return new Map(
        (await rowsByIds(db, table, tenantId, ids, columns)).map((r) => [r.id as string, r]),
      );
    },
    leadsTo: async (start, target) => {
      const leads = loaded?.leads;
      if (leads && leads.start === start && leads.target === target) return leads.found;
      const [row] = await queryRows<{ found: boolean }>(
        db,
        sql`select ${leadsToSql(tenantId, start, target)} as found`,
      );
      return Boolean(row?.found);
    },
    codeTaken: async (code, exceptId) => {
      if (loaded && loaded.code === code && loaded.selfId === exceptId) return loaded.taken;
      const [taken] = await queryRows<{ id: string }>(
        db,
        sql`select id from products where tenant_id = ${tenantId} and code = ${code}
          ${exceptId ? sql`and id <> ${exceptId}` : sql``} limit 1`,
      );
      return Boolean(taken);
    },
    prepare: async (v, selfId) => {
      if (loaded && covers(loaded, v, selfId)) return;
      const { extra, read } = lookupSql(tenantId, v, selfId);
      const statement = shaped(
        `product_refs:${extra.key}`,
        () => sql`select ${extra.columns()}`,
        'product_refs',
      );
      const [row] = await runShaped<Row>(db, statement, extra.values);
      loaded = read(row!);
    },
    preload: (v, selfId) => {
      const { extra, read } = lookupSql(tenantId, v, selfId);
      return {
        extra,
        accept: (row: Row) => {
          loaded = read(row);
        },
      };
    },
  };
}
