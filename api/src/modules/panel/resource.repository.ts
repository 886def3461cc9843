import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../catalog-public/query-rows';
import type { FieldDef, ResourceDef } from './resource.types';
import type { Values } from './resource.values';

const ACCENTS = 'áàâãäåéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucn';
/**
 * Lower case without accents, the same in SQL and in JavaScript. translate() costs about ten
 * times lower() a character on UTF-8 text, so ASCII text (as many bytes as characters), which
 * it would leave alone, skips it.
 */
export const foldSql = (expr: SQL) =>
  sql`(case when octet_length(${expr}) = char_length(${expr}) then lower(${expr})
    else translate(lower(${expr}), ${ACCENTS}, ${PLAIN}) end)`;
export const foldText = (text: string) =>
  [...text.toLowerCase()].map((c) => PLAIN[ACCENTS.indexOf(c)] ?? c).join('');
/**
 * foldSql of a search expression; a subquery (a vehicle's factory name), which foldSql would
 * run up to four times a row, runs once through translate() alone.
 */
const foldSearch = (expr: string) =>
  /\bselect\b/i.test(expr)
    ? sql`translate(lower(${sql.raw(expr)}), ${ACCENTS}, ${PLAIN})`
    : foldSql(sql.raw(expr));

const col = (f: FieldDef) => sql.raw(`t.${f.column}`);
const ident = (name: string) => sql.raw(`"${name}"`);

function expansion(def: ResourceDef, f: FieldDef): SQL {
  const ref = f.ref!;
  const pairs = ref.expand.map((c) => sql.raw(`'${c}', r.${c}`));
  return sql`(select json_build_object('id', r.id, ${sql.join(pairs, sql`, `)}) from ${sql.raw(ref.table)} r
    where r.tenant_id = t.tenant_id and r.id = ${col(f)}) as ${ident(ref.expandAs)}`;
}

/** The select list of a row as the API shows it (DTO keys as column aliases). */
export function selectSql(def: ResourceDef): SQL {
  const fields = def.fields.map((f) => sql`${col(f)} as ${ident(f.key)}`);
  const refs = def.fields.filter((f) => f.kind === 'ref').map((f) => expansion(def, f));
  return sql.join(
    [
      sql`t.id, t.version, t.created_at as "createdAt", t.updated_at as "updatedAt"`,
      ...fields,
      ...refs,
      sql`(select json_build_object('id', a.user_id, 'name', a.user_name) from audit_log a
        where a.tenant_id = t.tenant_id and a.entity = ${def.entity} and a.entity_id = t.id
          and a.user_id is not null order by a.at desc limit 1) as "updatedBy"`,
    ],
    sql`, `,
  );
}

const iso = (v: unknown) =>
  v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();

/** Row from the database → DTO (timestamps as ISO strings, numbers as numbers). */
export function toDto(row: Record<string, unknown>): Values {
  return { ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}

export interface ListParams {
  q?: string;
  sort?: string;
  page?: number;
  pageSize?: number;
  ids?: string[];
  [filter: string]: unknown;
}

function whereSql(def: ResourceDef, tenantId: string, p: ListParams): SQL {
  const conditions: SQL[] = [sql`t.tenant_id = ${tenantId}`];
  const words = foldText(p.q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);
  for (const word of words) {
    const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const arms = def.search.map((expr) => sql`${foldSearch(expr)} like ${like}`);
    conditions.push(sql`(${sql.join(arms, sql` or `)})`);
  }
  for (const f of def.filters) {
    const value = p[f.param];
    if (value !== undefined && value !== '') conditions.push(f.where(value as string));
  }
  if (p.ids)
    conditions.push(
      sql`t.id in (${sql.join(
        p.ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return sql.join(conditions, sql` and `);
}

function orderSql(def: ResourceDef, sort: string | undefined): SQL {
  const [key, dir] = (sort ?? def.defaultSort).split(':');
  const direction = sql.raw(dir === 'desc' ? 'desc' : 'asc');
  const f = def.fields.find((x) => x.key === key);
  let expr: SQL;
  if (key === 'updatedAt' || key === 'createdAt')
    expr = sql.raw(`t.${key === 'updatedAt' ? 'updated_at' : 'created_at'}`);
  else if (f?.kind === 'ref')
    expr = sql`(select lower(r.${sql.raw(f.ref!.csvBy)}) from ${sql.raw(f.ref!.table)} r
      where r.tenant_id = t.tenant_id and r.id = ${col(f)})`;
  else if (f && (f.kind === 'text' || f.kind === 'enum')) expr = sql`lower(${col(f)})`;
  else if (f) expr = col(f);
  else expr = sql.raw('t.created_at');
  return sql`${expr} ${direction} nulls last, t.id`;
}

/**
 * A page of rows and the total: one query, `count(*) over ()` counting every matching row
 * before the limit (the subqueries of the select list still run for the page's rows only). A
 * page past the end has no row to carry the total: it is counted apart. Without pageSize,
 * every row (up to 100,000) and no total.
 */
export async function listRows(db: Db, def: ResourceDef, tenantId: string, p: ListParams) {
  const where = whereSql(def, tenantId, p);
  const from = sql`from ${sql.raw(def.table)} t where ${where}`;
  const order = orderSql(def, p.sort);
  if (p.pageSize === undefined) {
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql`select ${selectSql(def)} ${from} order by ${order} limit 100000`,
    );
    return { items: rows.map(toDto), total: 0 };
  }
  const page = p.page ?? 1;
  const rows = await queryRows<Record<string, unknown> & { totalRows: number }>(
    db,
    sql`select ${selectSql(def)}, count(*) over ()::int as "totalRows" ${from}
      order by ${order} limit ${p.pageSize} offset ${(page - 1) * p.pageSize}`,
  );
  let total = rows[0]?.totalRows ?? 0;
  if (rows.length === 0 && page > 1) {
    const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from}`);
    total = count?.n ?? 0;
  }
  return { items: rows.map(({ totalRows: _, ...row }) => toDto(row)), total };
}

export async function readRow(
  db: Db,
  def: ResourceDef,
  tenantId: string,
  id: string,
  lock = false,
) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${selectSql(def)} from ${sql.raw(def.table)} t
      where t.tenant_id = ${tenantId} and t.id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return row ? toDto(row) : null;
}

const param = (f: FieldDef, v: unknown): SQL =>
  f.kind === 'textArray' || f.kind === 'enumArray'
    ? sql`${JSON.stringify(v ?? [])}::jsonb`
    : sql`${v ?? null}`;
// text[] from a jsonb array parameter (drizzle sends JS arrays as records, not arrays).
const arrayOf = (p: SQL) => sql`array(select jsonb_array_elements_text(${p}))`;
const valueSql = (f: FieldDef, v: unknown) =>
  f.kind === 'textArray' || f.kind === 'enumArray' ? arrayOf(param(f, v)) : param(f, v);

export async function insertRow(db: Db, def: ResourceDef, tenantId: string, values: Values) {
  const cols = def.fields.map((f) => sql.raw(f.column));
  const vals = def.fields.map((f) => valueSql(f, values[f.key]));
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into ${sql.raw(def.table)} (tenant_id, ${sql.join(cols, sql`, `)})
      values (${tenantId}, ${sql.join(vals, sql`, `)}) returning id`,
  );
  return row!.id;
}

export async function updateRow(
  db: Db,
  def: ResourceDef,
  tenantId: string,
  id: string,
  values: Values,
) {
  const sets = def.fields
    .filter((f) => f.key in values)
    .map((f) => sql`${sql.raw(f.column)} = ${valueSql(f, values[f.key])}`);
  await db.execute(sql`update ${sql.raw(def.table)} set ${sql.join(sets, sql`, `)},
    version = version + 1, updated_at = now() where tenant_id = ${tenantId} and id = ${id}`);
}

export async function deleteRow(db: Db, def: ResourceDef, tenantId: string, id: string) {
  await db.execute(
    sql`delete from ${sql.raw(def.table)} where tenant_id = ${tenantId} and id = ${id}`,
  );
}

/** Counts of what still points at the row ({} when nothing does). */
export async function usageOf(db: Db, def: ResourceDef, tenantId: string, id: string) {
  if (def.usedBy.length === 0) return {};
  const parts = def.usedBy.map((u) => sql`(${u.count(tenantId, id)}) as ${ident(u.key)}`);
  const [row] = await queryRows<Record<string, number | string>>(
    db,
    sql`select ${sql.join(parts, sql`, `)}`,
  );
  const used: Record<string, number> = {};
  for (const u of def.usedBy) {
    const n = Number(row?.[u.key] ?? 0);
    if (n > 0) used[u.key] = n;
  }
  return used;
}

/** Ids among `ids` that exist in the tenant's `table`. */
export async function existingIds(db: Db, table: string, tenantId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from ${sql.raw(table)} where tenant_id = ${tenantId}
      and id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Set(rows.map((r) => r.id));
}

/** The id of another row with the same values for `fields` (text compared folded), if any. */
export async function findDuplicate(
  db: Db,
  def: ResourceDef,
  tenantId: string,
  fields: FieldDef[],
  values: Values,
  exceptId: string | null,
): Promise<string | null> {
  const conditions = fields.map((f) => {
    const v = values[f.key];
    if (v === null || v === undefined) return sql`${col(f)} is null`;
    return f.kind === 'text' ? sql`lower(${col(f)}) = lower(${v})` : sql`${col(f)} = ${v}`;
  });
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select t.id from ${sql.raw(def.table)} t where t.tenant_id = ${tenantId}
      and ${sql.join(conditions, sql` and `)} ${exceptId ? sql`and t.id <> ${exceptId}` : sql``} limit 1`,
  );
  return row?.id ?? null;
}
