import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { placeholder, runShaped, shaped } from '../../db/shaped-statement';
import { queryRows } from '../catalog-public/query-rows';
import type { Levels, ProductDto, ProductValues } from './product.types';

type Row = Record<string, unknown>;
const rows = (db: Db, query: SQL, prepare?: string) => queryRows<Row>(db, query, prepare);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown) => new Date(v as string).toISOString();

/** The category levels that are on, from the tenant's settings row (none: all of them). */
function levelsFrom(s: Row | null | undefined): Levels {
  const on = (level: string) => !s || (Boolean(s.status) && Boolean(s[`${level}_status`]));
  return { category: on('category'), group: on('group'), subgroup: on('subgroup') };
}

/** The tenant's category levels that are on (a tenant without settings: all of them). */
export async function levelsOf(db: Db, tenantId: string): Promise<Levels> {
  const [s] = await rows(
    db,
    sql`select status, category_status, group_status, subgroup_status from category_settings
      where tenant_id = ${tenantId}`,
  );
  return levelsFrom(s);
}

export interface StoredProduct {
  values: ProductValues;
  /** What the answer carries besides the sections (everything but the completeness). */
  meta: Omit<ProductDto, keyof ProductValues | 'completeness'>;
}

interface Sections {
  criteria: Row[];
  images: Row[];
  oeRefs: Row[];
  crossRefs: Row[];
  applications: Row[];
}
const noSections = (): Sections => ({
  criteria: [],
  images: [],
  oeRefs: [],
  crossRefs: [],
  applications: [],
});

/** Each list section: its key in Sections, table, columns (as sectionsOf reads them) and order. */
const SECTIONS: [keyof Sections, string, string, string][] = [
  ['criteria', 'product_criteria', 'name, value, unit', 'rank, id'],
  ['images', 'product_images', 'url, alt', 'rank, id'],
  ['oeRefs', 'product_oe_refs', 'factory_id, code', 'rank, code, id'],
  ['crossRefs', 'product_cross_refs', 'brand_id, code', 'rank, code, id'],
  [
    'applications',
    'product_applications',
    'vehicle_id, year_start, year_end, position, note',
    'rank, id',
  ],
];

/** The list sections of several products (one query per section table). */
async function sectionsOf(db: Db, tenantId: string, ids: string[]) {
  const byProduct = new Map<string, Sections>();
  if (ids.length === 0) return byProduct;
  const idList = sql`${`{${ids.join(',')}}`}::uuid[]`;
  const of = async (key: keyof Sections, table: string, columns: string, order: string) => {
    const found = await rows(
      db,
      sql`select product_id, ${sql.raw(columns)} from ${sql.raw(table)}
        where tenant_id = ${tenantId} and product_id = any(${idList})
        order by product_id, ${sql.raw(order)}`,
    );
    for (const r of found) {
      const id = r.product_id as string;
      if (!byProduct.has(id)) byProduct.set(id, noSections());
      byProduct.get(id)![key].push(r);
    }
  };
  for (const [key, table, columns, order] of SECTIONS) await of(key, table, columns, order);
  return byProduct;
}

function valuesOf(p: Row, sections: Sections | undefined): ProductValues {
  const { criteria, images, oeRefs, crossRefs, applications } = sections ?? noSections();
  return {
    code: p.code as string,
    brandId: p.brand_id as string,
    descriptionId: p.description_id as string,
    categoryId: (p.category_id as string) ?? null,
    groupId: (p.group_id as string) ?? null,
    subgroupId: (p.subgroup_id as string) ?? null,
    complement: (p.complement as string) ?? null,
    status: p.status as ProductValues['status'],
    replacedById: (p.replaced_by_id as string) ?? null,
    criteria: criteria.map((c) => ({
      name: c.name as string,
      value: c.value as string,
      unit: (c.unit as string) ?? null,
    })),
    position: (p.position as string) ?? null,
    notes: (p.notes as string) ?? null,
    images: images.map((i) => ({ url: i.url as string, alt: (i.alt as string) ?? null })),
    infoText: (p.info_text as string) ?? null,
    documents: (p.documents as ProductValues['documents']) ?? [],
    links: (p.links as ProductValues['links']) ?? [],
    salesUnit: (p.sales_unit as ProductValues['salesUnit']) ?? null,
    qtyPerPack: num(p.qty_per_pack),
    salesMultiple: num(p.sales_multiple),
    ean13: (p.ean13 as string) ?? null,
    dun14: (p.dun14 as string) ?? null,
    netWeight: num(p.net_weight),
    grossWeight: num(p.gross_weight),
    height: num(p.height),
    width: num(p.width),
    length: num(p.length),
    oeRefs: oeRefs.map((o) => ({ factoryId: o.factory_id as string, code: o.code as string })),
    crossRefs: crossRefs.map((x) => ({ brandId: x.brand_id as string, code: x.code as string })),
    applications: applications.map((a) => ({
      vehicleId: a.vehicle_id as string,
      yearStart: num(a.year_start),
      yearEnd: num(a.year_end),
      position: (a.position as string) ?? null,
      note: (a.note as string) ?? null,
    })),
    ncm: (p.ncm as string) ?? null,
    cest: (p.cest as string) ?? null,
    origin: num(p.origin),
    ipiRate: num(p.ipi_rate),
    exTipi: (p.ex_tipi as string) ?? null,
  };
}

/** A table's rows for taggedRowsSql: `from` names the table as `x`, with its condition. */
export interface TaggedPart {
  columns: string;
  from: SQL;
  /** Expressions the rows are ordered by (the same number and types in every part). */
  sort?: string[];
}

/**
 * The rows of several tables in one subquery, as one JSON array of arrays: each row its part's
 * index, then its columns as text (padded with nulls to the widest part); read back with
 * rowsOfParts. One aggregate (and sort) for all of them: PostgreSQL sets each one up on every
 * run, and json_build_object (one per row before) works out every argument's type on every
 * call. Measured with callgrind on the database under the API's product reads and saves: 5.13M
 * instructions per read and save before (json_build_object 10%, the aggregates' own set-up 5%),
 * 4.73M after.
 */
export function taggedRowsSql(parts: TaggedPart[]): SQL {
  const width = Math.max(...parts.map((part) => part.columns.split(', ').length));
  const sorts = Math.max(...parts.map((part) => part.sort?.length ?? 0));
  const selects = parts.map((part, i) => {
    const names = part.columns.split(', ');
    const cells = Array.from({ length: width }, (_, j) =>
      names[j] ? `x.${names[j]}::text` : 'null::text',
    );
    const keys = Array.from({ length: sorts }, (_, j) => `${part.sort![j]} as k${j}`);
    return sql`select ${sql.raw([`${i} as t`, ...cells.map((c, j) => `${c} as c${j}`), ...keys].join(', '))}
      from ${part.from}`;
  });
  const row = ['x.t::text', ...Array.from({ length: width }, (_, j) => `x.c${j}`)].join(', ');
  const order = ['x.t', ...Array.from({ length: sorts }, (_, j) => `x.k${j}`)].join(', ');
  return sql`(select coalesce(array_to_json(array_agg(array[${sql.raw(row)}]
    order by ${sql.raw(order)})), '[]') from (${sql.join(selects, sql` union all `)}) x)`;
}

/** The rows taggedRowsSql gave, per part, keyed by the part's columns (text or null). */
export function rowsOfParts(parts: Pick<TaggedPart, 'columns'>[], cells: unknown): Row[][] {
  const names = parts.map((part) => part.columns.split(', '));
  const out: Row[][] = parts.map(() => []);
  for (const [t, ...values] of cells as (string | null)[][]) {
    const i = Number(t);
    out[i]!.push(Object.fromEntries(names[i]!.map((name, j) => [name, values[j]])));
  }
  return out;
}

// Every list section of the product (the columns sectionsOf reads), in each section's order
// ("rank, id" or "rank, <tie>, id"), so a product and all its sections come back in one query.
const SECTION_PARTS: TaggedPart[] = SECTIONS.map(([, table, columns, order]) => {
  const keys = order.split(', ');
  return {
    columns,
    from: sql.raw(`${table} x where x.tenant_id = p.tenant_id and x.product_id = p.id`),
    sort: ['x.rank', keys.length === 3 ? `x.${keys[1]}` : 'null::text', 'x.id'],
  };
});

/** The products columns a read answers (valuesOf and the meta), not its derived ones. */
const READ_COLUMNS =
  `id, version, created_at, updated_at, updated_by, code, brand_id, description_id,
  category_id, group_id, subgroup_id, complement, status, replaced_by_id, position, notes,
  info_text, documents, links, sales_unit, qty_per_pack, sales_multiple, ean13, dun14,
  net_weight, gross_weight, height, width, length, ncm, cest, origin, ipi_rate, ex_tipi`
    .split(/,\s*/)
    .map((c) => `p.${c}`)
    .join(', ');

/** More columns for a product's read (a save's lookups): `key` names their shape. */
export interface ReadExtra {
  key: string;
  /** The columns, with sql.placeholder()s for their values. */
  columns: () => SQL;
  values: Record<string, unknown>;
}

// The read's text, built once per shape (shaped-statement.ts). The names around the product as
// scalar subqueries: joining products twice (the replacement) and three tables more cost more
// to plan than the whole read runs.
const readStatement = (lock: boolean, extra: ReadExtra | undefined) =>
  shaped(
    `product_read:${lock}:${extra?.key ?? ''}`,
    () => sql`select ${sql.raw(READ_COLUMNS)},
      (select b.name from brands b where b.tenant_id = p.tenant_id and b.id = p.brand_id)
        as brand_name,
      (select json_build_object('code', d.code, 'name', d.name,
        'default_subgroup_id', d.default_subgroup_id, 'default_ncm', d.default_ncm)
        from descriptions d where d.tenant_id = p.tenant_id and d.id = p.description_id) as d,
      (select r.code from products r where r.tenant_id = p.tenant_id and r.id = p.replaced_by_id)
        as r_code,
      (select u.name from users u where u.tenant_id = p.tenant_id and u.id = p.updated_by)
        as u_name,
      ${taggedRowsSql(SECTION_PARTS)} as sections,
      (select json_build_object('status', s.status, 'category_status', s.category_status,
        'group_status', s.group_status, 'subgroup_status', s.subgroup_status)
        from category_settings s where s.tenant_id = p.tenant_id) as settings
      ${extra ? sql`, ${extra.columns()}` : sql``}
    from products p
    where p.tenant_id = ${placeholder('tenant')} and p.id = ${placeholder('id')}
    ${lock ? sql`for update` : sql``}`,
    'product_read',
  );

/**
 * A product with every section as the panel edits it and the tenant's category levels, in one
 * query, or null (also for another tenant's id). `lock`: the product's row is locked for the
 * transaction (a save). `extra`: more columns for the same select (a save's lookups), answered
 * in `row`.
 */
export async function readProduct(
  db: Db,
  tenantId: string,
  id: string,
  lock = false,
  extra?: ReadExtra,
): Promise<(StoredProduct & { levels: Levels; row: Row }) | null> {
  const [p] = await runShaped<Row>(db, readStatement(lock, extra), {
    ...extra?.values,
    tenant: tenantId,
    id,
  });
  if (!p) return null;
  const d = p.d as Row;
  const sections = noSections();
  rowsOfParts(SECTION_PARTS, p.sections).forEach((found, i) => {
    sections[SECTIONS[i]![0]] = found;
  });
  const values = valuesOf(p, sections);
  return {
    values,
    row: p,
    levels: levelsFrom(p.settings as Row | null),
    meta: {
      id: p.id as string,
      version: Number(p.version),
      createdAt: iso(p.created_at),
      updatedAt: iso(p.updated_at),
      updatedBy: p.updated_by
        ? { id: p.updated_by as string, name: (p.u_name as string) ?? '' }
        : null,
      brand: { id: p.brand_id as string, name: p.brand_name as string },
      description: {
        id: p.description_id as string,
        code: d.code as string,
        name: d.name as string,
        defaultSubgroupId: (d.default_subgroup_id as string) ?? null,
        defaultNcm: (d.default_ncm as string) ?? null,
      },
      replacedBy: p.replaced_by_id
        ? { id: p.replaced_by_id as string, code: p.r_code as string }
        : null,
    },
  };
}

/** Several products' values (and versions) by id, locked, for an import's updates. */
export async function readProductsValues(db: Db, tenantId: string, ids: string[]) {
  const found = new Map<string, { values: ProductValues; version: number }>();
  if (ids.length === 0) return found;
  const mains = await rows(
    db,
    sql`select * from products where tenant_id = ${tenantId}
      and id = any(${`{${ids.join(',')}}`}::uuid[]) for update`,
  );
  const sections = await sectionsOf(db, tenantId, ids);
  for (const p of mains)
    found.set(p.id as string, {
      values: valuesOf(p, sections.get(p.id as string)),
      version: Number(p.version),
    });
  return found;
}

/** `table`'s rows among `ids` in the tenant, with the extra columns asked for. */
export async function rowsByIds(
  db: Db,
  table: string,
  tenantId: string,
  ids: string[],
  columns = 'id',
): Promise<Row[]> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (unique.length === 0) return [];
  return rows(
    db,
    sql`select ${sql.raw(columns)} from ${sql.raw(table)} where tenant_id = ${tenantId}
      and id = any(${`{${unique.join(',')}}`}::uuid[])`,
  );
}
