import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from './query-rows';

type Row = Record<string, unknown>;
const rows = (db: Db, query: SQL) => queryRows<Row>(db, query);

/**
 * The product with its brand, description, levels and replacement, or undefined. Only a
 * published replacement is named: a draft's code is not public yet, and a discontinued one
 * cannot be ordered in its stead.
 */
export async function findVisibleProduct(db: Db, tenantId: string, id: string) {
  const [row] = await rows(
    db,
    sql`select p.*, b.name as brand_name, b.logo as brand_logo, d.name as description_name,
      c.name as category_name, g.name as group_name, s.name as subgroup_name,
      r.code as replaced_by_code
    from products p
    join brands b on b.tenant_id = p.tenant_id and b.id = p.brand_id
    join descriptions d on d.tenant_id = p.tenant_id and d.id = p.description_id
    left join categories c on c.tenant_id = p.tenant_id and c.id = p.category_id
    left join groups g on g.tenant_id = p.tenant_id and g.id = p.group_id
    left join subgroups s on s.tenant_id = p.tenant_id and s.id = p.subgroup_id
    left join products r on r.tenant_id = p.tenant_id and r.id = p.replaced_by_id
      and r.status = 'published'
    where p.tenant_id = ${tenantId} and p.id = ${id} and p.status <> 'draft'`,
  );
  return row;
}

/** Every section of a product, read in parallel (PostgreSQL) or in turn (PGlite). */
export async function findProductSections(db: Db, tenantId: string, id: string, now: Date) {
  const at = now.toISOString();
  const [images, criteria, oeRefs, crossRefs, applications, offers] = await Promise.all([
    rows(
      db,
      sql`select url, alt, rank from product_images
      where tenant_id = ${tenantId} and product_id = ${id} order by rank`,
    ),
    rows(
      db,
      sql`select name, value, unit from product_criteria
      where tenant_id = ${tenantId} and product_id = ${id} order by rank, name`,
    ),
    rows(
      db,
      sql`select f.id as factory_id, f.name as factory_name, o.code from product_oe_refs o
      join factories f on f.tenant_id = o.tenant_id and f.id = o.factory_id
      where o.tenant_id = ${tenantId} and o.product_id = ${id} order by f.name, o.code`,
    ),
    rows(
      db,
      sql`select b.id as brand_id, b.name as brand_name, x.code from product_cross_refs x
      join brands b on b.tenant_id = x.tenant_id and b.id = x.brand_id
      where x.tenant_id = ${tenantId} and x.product_id = ${id} order by b.name, x.code`,
    ),
    rows(
      db,
      sql`select v.id, v.model, v.version_name, v.engine, v.fuel, v.body, v.line,
        f.id as factory_id, f.name as factory_name,
        coalesce(a.year_start, v.year_start) as year_start,
        coalesce(a.year_end, v.year_end) as year_end, a.position, a.note
      from product_applications a
      join vehicles v on v.tenant_id = a.tenant_id and v.id = a.vehicle_id
      join factories f on f.tenant_id = v.tenant_id and f.id = v.factory_id
      where a.tenant_id = ${tenantId} and a.product_id = ${id}
      order by f.name, v.model, v.year_start, v.engine`,
    ),
    rows(
      db,
      sql`select price, starts_at, ends_at from offers
      where tenant_id = ${tenantId} and product_id = ${id}
        and starts_at <= ${at}::timestamptz and (ends_at is null or ends_at > ${at}::timestamptz)
      order by starts_at desc, id limit 1`,
    ),
  ]);
  return { images, criteria, oeRefs, crossRefs, applications, offer: offers[0] };
}
