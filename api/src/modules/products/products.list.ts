import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fieldsInvalid } from '../../plugins/errors';
import { queryRows } from '../catalog-public/query-rows';
import { normalizeCode, normalizeText } from '../common/search-text';
import { cachedTotal } from './list-totals';
import { checkProduct, normalizeProductCode } from './products.rules';

export interface ProductListQuery {
  q?: string;
  page: number;
  pageSize: number;
  sort?: string;
  brand?: string;
  category?: string;
  group?: string;
  subgroup?: string;
  status?: string;
  hasImage?: boolean;
  completenessBelow?: number;
  updatedSince?: string;
  updatedBy?: string;
}

const like = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * q finds a product by its code (exact or prefix, in any writing: code_norm), an OE or
 * competitor reference (prefix), its EAN, or the words of its description, synonyms and
 * complement (search_text). Each way is its own indexed query; their union is the id set.
 */
function searchSql(tenantId: string, q: string): SQL | null {
  const code = normalizeCode(q);
  const words = normalizeText(q).split(' ').filter(Boolean).slice(0, 8);
  const arms: SQL[] = [];
  if (code) {
    const prefix = `${like(code)}%`;
    arms.push(
      sql`select id from products where tenant_id = ${tenantId} and code_norm like ${prefix}`,
    );
    for (const table of ['product_oe_refs', 'product_cross_refs'])
      arms.push(sql`select product_id from ${sql.raw(table)}
        where tenant_id = ${tenantId} and code_norm like ${prefix}`);
  }
  const digits = q.replace(/[\s.-]/g, '');
  if (/^[0-9]{8,14}$/.test(digits))
    arms.push(sql`select id from products where tenant_id = ${tenantId} and ean13 = ${digits}`);
  // The trigram index answers words of 3+ characters; a shorter one would make it read every
  // entry, so it only filters what the long ones found (and alone searches no description).
  if (words.some((w) => w.length >= 3)) {
    const all = words.map((w) =>
      w.length >= 3
        ? sql`search_text like ${`%${like(w)}%`}`
        : sql`(search_text || '') like ${`%${like(w)}%`}`,
    );
    arms.push(sql`select id from products where tenant_id = ${tenantId}
      and ${sql.join(all, sql` and `)}`);
  }
  if (arms.length === 0) return null;
  return sql`t.id in (${sql.join(arms, sql` union `)})`;
}

export function whereSql(
  tenantId: string,
  p: Omit<ProductListQuery, 'page' | 'pageSize'>,
): { where: SQL; filtered: boolean } {
  const c: SQL[] = [sql`t.tenant_id = ${tenantId}`];
  const q = p.q?.trim() ?? '';
  if (q) c.push(searchSql(tenantId, q) ?? sql`false`);
  if (p.brand) c.push(sql`t.brand_id = ${p.brand}`);
  if (p.category) c.push(sql`t.category_id = ${p.category}`);
  if (p.group) c.push(sql`t.group_id = ${p.group}`);
  if (p.subgroup) c.push(sql`t.subgroup_id = ${p.subgroup}`);
  if (p.status) c.push(sql`t.status = ${p.status}`);
  if (p.hasImage !== undefined)
    c.push(sql`${p.hasImage ? sql`` : sql`not`} exists (select 1 from product_images i
      where i.tenant_id = t.tenant_id and i.product_id = t.id)`);
  if (p.completenessBelow !== undefined) c.push(sql`t.completeness < ${p.completenessBelow}`);
  if (p.updatedSince) c.push(sql`t.updated_at >= ${new Date(p.updatedSince).toISOString()}`);
  if (p.updatedBy) c.push(sql`t.updated_by = ${p.updatedBy}`);
  return { where: sql.join(c, sql` and `), filtered: c.length > 1 };
}

// Each sort ends on a unique key so pages never overlap; the indexed ones (code, status,
// completeness, updatedAt) read the page from an index instead of sorting every match.
const ORDERS: Record<string, (dir: SQL) => SQL> = {
  // code_norm: 'KL-10' and 'KL10' sort together, and (tenant, code_norm, id) is an index that
  // an offset walks without reading the table.
  code: (d) => sql`t.code_norm ${d}, t.id ${d}`,
  description: (d) => sql`d.name ${d}, t.code_norm ${d}, t.id ${d}`,
  brand: (d) => sql`b.name ${d}, t.code_norm ${d}, t.id ${d}`,
  status: (d) => sql`t.status ${d}, t.code_norm ${d}, t.id`,
  completeness: (d) => sql`t.completeness ${d}, t.id ${d}`,
  updatedAt: (d) => sql`t.updated_at ${d}, t.id ${d}`,
};

export function orderSql(sort = 'code:asc'): SQL {
  const [key, dir] = sort.split(':');
  return ORDERS[key ?? 'code']!(sql.raw(dir === 'desc' ? 'desc' : 'asc'));
}

// The joins a sort needs to find the page's ids (only description and brand sorts join).
const SORT_JOINS: Record<string, SQL> = {
  description: sql`join descriptions d on d.tenant_id = t.tenant_id and d.id = t.description_id`,
  brand: sql`join brands b on b.tenant_id = t.tenant_id and b.id = t.brand_id`,
};

/**
 * A page of the list and its total. The page is found as ids first (the order read from an
 * index where one exists, with no per-row work for the rows an offset skips), then its rows are
 * read whole. The total of the unfiltered list is the tenant's product count (kept by triggers,
 * migration 0006); a filtered one is counted once per catalogue version (list-totals.ts).
 */
export async function listProducts(db: Db, tenantId: string, p: ProductListQuery) {
  const { where, filtered } = whereSql(tenantId, p);
  const sortKey = (p.sort ?? 'code:asc').split(':')[0]!;
  const { page: _page, pageSize: _size, sort: _sort, ...filters } = p;
  const count = filtered
    ? cachedTotal(
        db,
        tenantId,
        JSON.stringify(filters),
        () => sql`select count(*)::int as n from products t where ${where}`,
      )
    : queryRows<{ n: number }>(
        db,
        sql`select coalesce((select product_count from catalog_search_state
          where tenant_id = ${tenantId}), 0)::int as n`,
      ).then(([row]) => Number(row?.n ?? 0));
  const [total, idRows] = await Promise.all([
    count,
    queryRows<{ id: string }>(
      db,
      sql`select t.id from products t ${SORT_JOINS[sortKey] ?? sql``}
        where ${where} order by ${orderSql(p.sort)}
        limit ${p.pageSize} offset ${(p.page - 1) * p.pageSize}`,
    ),
  ]);
  const ids = idRows.map((r) => r.id);
  const rows =
    ids.length === 0
      ? []
      : await queryRows<Record<string, unknown>>(
          db,
          // Levels and the writer as scalar subqueries: a seven-way join cost more to plan
          // (about 25 ms on a busy machine) than to run for 25 rows.
          sql`select t.id, t.version, t.code, d.name as description, t.complement,
      json_build_object('id', b.id, 'name', b.name) as brand,
      nullif(concat_ws(' › ',
        (select c.name from categories c where c.tenant_id = t.tenant_id and c.id = t.category_id),
        (select g.name from groups g where g.tenant_id = t.tenant_id and g.id = t.group_id),
        (select s.name from subgroups s where s.tenant_id = t.tenant_id and s.id = t.subgroup_id)
      ), '') as "categoryPath",
      t.status, t.completeness,
      (select i.url from product_images i where i.tenant_id = t.tenant_id and i.product_id = t.id
        order by i.rank, i.id limit 1) as image,
      t.updated_at, t.updated_by,
      (select u.name from users u where u.tenant_id = t.tenant_id and u.id = t.updated_by)
        as updated_by_name
    from products t
    join brands b on b.tenant_id = t.tenant_id and b.id = t.brand_id
    join descriptions d on d.tenant_id = t.tenant_id and d.id = t.description_id
    where t.tenant_id = ${tenantId} and t.id = any(${`{${ids.join(',')}}`}::uuid[])`,
        );
  const byId = new Map(rows.map((r) => [r.id as string, r]));
  return {
    total,
    items: ids
      .map((id) => byId.get(id)!)
      .map((r) => ({
        id: r.id as string,
        version: Number(r.version),
        code: r.code as string,
        description: r.description as string,
        complement: (r.complement as string) ?? null,
        brand: r.brand as { id: string; name: string },
        categoryPath: (r.categoryPath as string) ?? null,
        status: r.status as string,
        completeness: Number(r.completeness),
        image: (r.image as string) ?? null,
        updatedAt: new Date(r.updated_at as string).toISOString(),
        updatedBy: r.updated_by
          ? { id: r.updated_by as string, name: (r.updated_by_name as string) ?? '' }
          : null,
      })),
  };
}

/** GET …/code-available: the code as it would be stored, and whether another product has it. */
export async function codeAvailable(db: Db, tenantId: string, code: string, id?: string) {
  const { issues } = checkProduct({ code }, () => true);
  const codeIssues = issues.filter((i) => i.field === 'code');
  if (codeIssues.length > 0) throw fieldsInvalid(codeIssues);
  const normalized = normalizeProductCode(code);
  const [taken] = await queryRows<{ id: string }>(
    db,
    sql`select id from products where tenant_id = ${tenantId} and code = ${normalized}
      ${id ? sql`and id <> ${id}` : sql``} limit 1`,
  );
  return { available: !taken, normalized };
}
