import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { placeholder, runShaped, shaped } from '../../db/shaped-statement';
import { queryRows } from '../catalog-public/query-rows';
import {
  auditInsertShaped,
  auditValues,
  type Actor,
  type AuditEntry,
} from '../panel/audit.repository';
import { normalizeCode, searchTextSql } from '../common/search-text';
import { storableJson } from '../common/storable-text';
import { completenessOf } from './completeness';
import type { Levels, ProductValues } from './product.types';

const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The products row's own columns (sections live in their tables), and their values. */
const ROW_COLUMNS: [column: string, value: (v: ProductValues, userId: string) => unknown][] = [
  ['code', (v) => v.code],
  ['code_norm', (v) => normalizeCode(v.code)],
  ['brand_id', (v) => v.brandId],
  ['description_id', (v) => v.descriptionId],
  ['category_id', (v) => v.categoryId],
  ['group_id', (v) => v.groupId],
  ['subgroup_id', (v) => v.subgroupId],
  ['complement', (v) => v.complement],
  ['status', (v) => v.status],
  ['replaced_by_id', (v) => v.replacedById],
  ['position', (v) => v.position],
  ['notes', (v) => v.notes],
  ['info_text', (v) => v.infoText],
  ['documents', (v) => storableJson(v.documents)],
  ['links', (v) => storableJson(v.links)],
  ['sales_unit', (v) => v.salesUnit],
  ['qty_per_pack', (v) => v.qtyPerPack],
  ['sales_multiple', (v) => v.salesMultiple],
  ['ean13', (v) => v.ean13],
  ['dun14', (v) => v.dun14],
  ['net_weight', (v) => v.netWeight],
  ['gross_weight', (v) => v.grossWeight],
  ['height', (v) => v.height],
  ['width', (v) => v.width],
  ['length', (v) => v.length],
  ['ncm', (v) => v.ncm],
  ['cest', (v) => v.cest],
  ['origin', (v) => v.origin],
  ['ipi_rate', (v) => v.ipiRate],
  ['ex_tipi', (v) => v.exTipi],
  ['updated_by', (_v, userId) => userId],
];
/** Columns written as JSON text cast to jsonb. */
const JSONB_COLUMNS = new Set(['documents', 'links']);

function mainColumns(v: ProductValues, userId: string) {
  return Object.fromEntries(
    ROW_COLUMNS.map(([c, value]) => {
      const x = value(v, userId);
      return [c, JSONB_COLUMNS.has(c) ? sql`${x}::jsonb` : x];
    }),
  );
}

const vehicleIds = (v: ProductValues) =>
  `{${[...new Set(v.applications.map((a) => a.vehicleId))]}}`;

/**
 * What the public search and the list read besides the row's own fields, for one product
 * written by the panel: written in the same statement as the row, as an import's new rows are
 * (insertProductsBatch); refreshDerived does the same for many products after their sections.
 * `x` gives each value: the value itself, a column of a batch's rows, or a placeholder of a
 * shaped statement (see saveProduct).
 */
function derivedColumns(tenant: unknown, x: (name: string) => unknown) {
  return {
    search_text: sql`(select ${searchTextSql('d', sql`${x('complement')}::text`)} from descriptions d
      where d.tenant_id = ${tenant} and d.id = ${x('description_id')})`,
    factory_ids: sql`coalesce((select array_agg(distinct f.factory_id) from vehicles f
      where f.tenant_id = ${tenant} and f.id = any(${x('vehicle_ids')}::uuid[])), '{}')`,
    main_image: x('main_image'),
    completeness: x('completeness'),
  };
}

/** The values derivedColumns asks for besides the row's own. */
const derivedValues = (v: ProductValues, levels: Levels): Record<string, unknown> => ({
  vehicle_ids: vehicleIds(v),
  main_image: v.images[0]?.url ?? null,
  completeness: completenessOf(v, levels).percent,
});

const valueOf = (v: unknown) => (v && typeof v === 'object' ? v : sql`${v ?? null}`);

/** `column = value` for every column a save writes in a product's row. */
function rowSets(tenantId: string, v: ProductValues, userId: string, levels: Levels) {
  const derived = { ...mainColumns(v, userId), ...derivedValues(v, levels) };
  const cols = {
    ...mainColumns(v, userId),
    ...derivedColumns(tenantId, (name) => derived[name]),
  };
  return Object.entries(cols).map(([c, x]) => sql`${sql.raw(c)} = ${valueOf(x)}`);
}

export async function insertProduct(
  db: Db,
  tenantId: string,
  v: ProductValues,
  userId: string,
  levels: Levels,
) {
  const derived = { ...mainColumns(v, userId), ...derivedValues(v, levels) };
  const cols = {
    ...mainColumns(v, userId),
    ...derivedColumns(tenantId, (name) => derived[name]),
  };
  const names = Object.keys(cols).map((c) => sql.raw(c));
  const vals = Object.values(cols).map(valueOf);
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into products (tenant_id, ${sql.join(names, sql`, `)})
      values (${tenantId}, ${sql.join(vals as never[], sql`, `)}) returning id`,
  );
  return row!.id;
}

/**
 * A product's row with its derived columns, in one statement (an import's updates). Answers the
 * row's new version and time.
 */
export async function updateProduct(
  db: Db,
  tenantId: string,
  id: string,
  v: ProductValues,
  userId: string,
  levels: Levels,
) {
  const sets = rowSets(tenantId, v, userId, levels);
  const [row] = await queryRows<{ version: number; updated_at: string | Date }>(
    db,
    sql`update products set ${sql.join(sets, sql`, `)},
      version = version + 1, updated_at = now() where tenant_id = ${tenantId} and id = ${id}
      returning version, updated_at`,
  );
  return { version: Number(row!.version), updatedAt: new Date(row!.updated_at).toISOString() };
}

/**
 * The text of a panel save (see saveProduct) for the sections it rewrites (`changed`, and
 * whether each has rows to insert): built once per shape, the values as placeholders.
 */
function saveStatement(changed: { key: SectionKey; rows: boolean }[]) {
  return shaped(
    `product_save:${changed.map((c) => `${c.key}${c.rows ? '+' : '-'}`).join(',')}`,
    () => {
      const tenant = placeholder('tenant');
      const id = placeholder('id');
      const row: [string, unknown][] = [
        ...ROW_COLUMNS.map(([c]): [string, unknown] => [
          c,
          JSONB_COLUMNS.has(c) ? sql`${placeholder(c)}::jsonb` : placeholder(c),
        ]),
        ...Object.entries(derivedColumns(tenant, placeholder)),
      ];
      const sets = row.map(([c, x]) => sql`${sql.raw(c)} = ${x}`);
      const written = sql`exists (select 1 from saved)`;
      const parts = [
        sql`saved as (update products set ${sql.join(sets, sql`, `)},
          version = version + 1, updated_at = now()
          where tenant_id = ${tenant} and id = ${id} and version = ${placeholder('version')}
          returning version, updated_at)`,
      ];
      changed.forEach(({ key, rows }, i) => {
        const { table, columns, types } = SECTION_SQL[key];
        const [gone, added] = [sql.raw(`gone_${i}`), sql.raw(`added_${i}`)];
        parts.push(sql`${gone} as (delete from ${sql.raw(table)}
          where tenant_id = ${tenant} and product_id = ${id} and ${written} returning 1)`);
        // Reading the delete's count makes it run first: the new rows never meet the old ones.
        if (rows)
          parts.push(sql`${added} as (insert into ${sql.raw(table)}
            (tenant_id, product_id, ${sql.raw(columns)})
            select ${tenant}, ${id}, ${sql.raw(columns)}
            from jsonb_to_recordset(${placeholder(`rows_${key}`)}::jsonb) as x(${sql.raw(types)})
            where ${written} and (select count(*) from ${gone}) >= 0)`);
      });
      parts.push(sql`history as (${auditInsertShaped(written)})`);
      return sql`with ${sql.join(parts, sql`, `)} select version, updated_at from saved`;
    },
    'product_save',
  );
}

/**
 * A panel save in one statement (its own transaction): the product's row, if its version is
 * still `version`; the `changed` sections rewritten; `audit` for its history. Null when the row
 * was not written (another save moved the version on, or the product is gone).
 */
export async function saveProduct(
  db: Db,
  tenantId: string,
  id: string,
  version: number,
  v: ProductValues,
  userId: string,
  levels: Levels,
  changed: SectionKey[],
  audit: { actor: Actor; entries: AuditEntry[] },
) {
  const values: Record<string, unknown> = {
    tenant: tenantId,
    id,
    version,
    ...derivedValues(v, levels),
    ...auditValues(tenantId, audit.actor, audit.entries),
  };
  for (const [c, value] of ROW_COLUMNS) values[c] = value(v, userId);
  const shape = changed.map((key) => {
    const records = recordsOf(key, v);
    if (records.length > 0) values[`rows_${key}`] = storableJson(records);
    return { key, rows: records.length > 0 };
  });
  const [row] = await runShaped<{ version: number; updated_at: string | Date }>(
    db,
    saveStatement(shape),
    values,
  );
  return row
    ? { version: Number(row.version), updatedAt: new Date(row.updated_at).toISOString() }
    : null;
}

/** Fields of several products at once (bulk actions): the row's version goes up. */
export async function setProductColumns(
  db: Db,
  tenantId: string,
  ids: string[],
  columns: Record<string, unknown>,
  userId: string,
) {
  if (ids.length === 0) return;
  const sets = Object.entries(columns).map(([c, x]) => sql`${sql.raw(c)} = ${x ?? null}`);
  await db.execute(sql`update products set ${sql.join(sets, sql`, `)}, updated_by = ${userId},
    version = version + 1, updated_at = now()
    where tenant_id = ${tenantId} and id = any(${uuids(ids)})`);
}

/** A write to products' sections alone: the rows' version, writer and time move on. */
export async function touchProducts(db: Db, tenantId: string, ids: string[], userId: string) {
  if (ids.length === 0) return;
  await db.execute(sql`update products set version = version + 1, updated_at = now(),
    updated_by = ${userId} where tenant_id = ${tenantId} and id = any(${uuids(ids)})`);
}

export type SectionKey = 'criteria' | 'images' | 'oeRefs' | 'crossRefs' | 'applications';

/** Each section's table, and its rows as JSON records (rank = the position in the list). */
const SECTION_SQL: Record<SectionKey, { table: string; columns: string; types: string }> = {
  criteria: {
    table: 'product_criteria',
    columns: 'name, value, unit, rank',
    types: 'name text, value text, unit text, rank int',
  },
  images: {
    table: 'product_images',
    columns: 'url, alt, rank',
    types: 'url text, alt text, rank int',
  },
  oeRefs: {
    table: 'product_oe_refs',
    columns: 'factory_id, code, code_norm, rank',
    types: 'factory_id uuid, code text, code_norm text, rank int',
  },
  crossRefs: {
    table: 'product_cross_refs',
    columns: 'brand_id, code, code_norm, rank',
    types: 'brand_id uuid, code text, code_norm text, rank int',
  },
  applications: {
    table: 'product_applications',
    columns: 'vehicle_id, year_start, year_end, position, note, rank',
    types: 'vehicle_id uuid, year_start int, year_end int, position text, note text, rank int',
  },
};

function recordsOf(key: SectionKey, v: ProductValues): Record<string, unknown>[] {
  switch (key) {
    case 'criteria':
      return v.criteria.map((c, rank) => ({ ...c, rank }));
    case 'images':
      return v.images.map((i, rank) => ({ ...i, rank }));
    case 'oeRefs':
      return v.oeRefs.map((o, rank) => ({
        factory_id: o.factoryId,
        code: o.code,
        code_norm: normalizeCode(o.code),
        rank,
      }));
    case 'crossRefs':
      return v.crossRefs.map((x, rank) => ({
        brand_id: x.brandId,
        code: x.code,
        code_norm: normalizeCode(x.code),
        rank,
      }));
    case 'applications':
      return v.applications.map((a, rank) => ({
        vehicle_id: a.vehicleId,
        year_start: a.yearStart,
        year_end: a.yearEnd,
        position: a.position,
        note: a.note,
        rank,
      }));
  }
}

/** Rewrites the sections whose lists changed (all of them for a new product). */
export async function writeSections(
  db: Db,
  tenantId: string,
  id: string,
  v: ProductValues,
  changed: SectionKey[],
  fresh = false,
) {
  for (const key of changed) {
    const { table, columns, types } = SECTION_SQL[key];
    if (!fresh)
      await db.execute(
        sql`delete from ${sql.raw(table)} where tenant_id = ${tenantId} and product_id = ${id}`,
      );
    const records = recordsOf(key, v);
    if (records.length === 0) continue;
    await db.execute(sql`insert into ${sql.raw(table)} (tenant_id, product_id, ${sql.raw(columns)})
      select ${tenantId}, ${id}, ${sql.raw(columns)}
      from jsonb_to_recordset(${storableJson(records)}::jsonb) as x(${sql.raw(types)})`);
  }
}

export const SECTION_KEYS = Object.keys(SECTION_SQL) as SectionKey[];

const MAIN_TYPES = `id uuid, code text, code_norm text, brand_id uuid, description_id uuid,
  category_id uuid, group_id uuid, subgroup_id uuid, complement text, status text,
  replaced_by_id uuid, position text, notes text, info_text text, documents jsonb, links jsonb,
  sales_unit text, qty_per_pack int, sales_multiple int, ean13 text, dun14 text,
  net_weight numeric, gross_weight numeric, height numeric, width numeric, length numeric,
  ncm text, cest text, origin int, ipi_rate numeric, ex_tipi text, updated_by uuid`;
const MAIN_COLUMNS = MAIN_TYPES.replace(/ [a-z]+(,|$)/g, '$1');

// The derived columns' inputs a batch insert carries per row besides the row's own columns.
const DERIVED_TYPES = 'vehicle_ids uuid[], main_image text, completeness int';

/**
 * New products in one statement per table (an import's creates: one insert a row cost several
 * statements each with the catalogue triggers); ids are chosen by the caller. Each row is
 * written whole, its derived columns included (derivedColumns, from the values, as a panel save
 * does): no second and third pass over the new rows after their sections.
 */
export async function insertProductsBatch(
  db: Db,
  tenantId: string,
  items: { id: string; values: ProductValues }[],
  userId: string,
  levels: Levels,
) {
  if (items.length === 0) return;
  const mains = items.map(({ id, values: v }) => ({
    ...Object.fromEntries(
      Object.entries(mainColumns(v, userId)).filter(([k]) => k !== 'documents' && k !== 'links'),
    ),
    id,
    documents: v.documents,
    links: v.links,
    ...derivedValues(v, levels),
  }));
  const derived = Object.entries(derivedColumns(tenantId, (name) => sql.raw(`x.${name}`)));
  await db.execute(sql`insert into products (tenant_id, ${sql.raw(MAIN_COLUMNS)},
      ${sql.raw(derived.map(([c]) => c).join(', '))})
    select ${tenantId}, ${sql.raw(MAIN_COLUMNS)}, ${sql.join(
      derived.map(([, x]) => x as SQL),
      sql`, `,
    )}
    from jsonb_to_recordset(${storableJson(mains)}::jsonb)
      as x(${sql.raw(MAIN_TYPES)}, ${sql.raw(DERIVED_TYPES)})`);
  for (const key of SECTION_KEYS) {
    const { table, columns, types } = SECTION_SQL[key];
    const records = items.flatMap(({ id, values }) =>
      recordsOf(key, values).map((r) => ({ ...r, product_id: id })),
    );
    if (records.length === 0) continue;
    await db.execute(sql`insert into ${sql.raw(table)} (tenant_id, product_id, ${sql.raw(columns)})
      select ${tenantId}, product_id, ${sql.raw(columns)}
      from jsonb_to_recordset(${storableJson(records)}::jsonb)
        as x(product_id uuid, ${sql.raw(types)})`);
  }
}

/**
 * What the public search reads besides the row: search_text (the folded description, synonyms
 * and complement, as portfolio.resources.ts rewrites it when a description changes), factory_ids
 * (the makers of the applications), the stored completeness and main picture; for many products
 * at once, after their sections (bulk actions, imports).
 */
export async function refreshDerived(db: Db, tenantId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db.execute(sql`update products p
    set search_text = ${searchTextSql('d', sql`p.complement`)},
      factory_ids = coalesce((select array_agg(distinct v.factory_id) from product_applications a
        join vehicles v on v.tenant_id = a.tenant_id and v.id = a.vehicle_id
        where a.tenant_id = p.tenant_id and a.product_id = p.id), '{}')
    from descriptions d
    where p.tenant_id = ${tenantId} and p.id = any(${uuids(ids)})
      and d.tenant_id = p.tenant_id and d.id = p.description_id`);
  await db.execute(sql`select products_completeness_refresh(${tenantId}::uuid, ${uuids(ids)})`);
}

export async function deleteProducts(db: Db, tenantId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db.execute(
    sql`delete from products where tenant_id = ${tenantId} and id = any(${uuids(ids)})`,
  );
}
