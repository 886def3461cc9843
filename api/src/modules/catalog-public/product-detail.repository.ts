import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { placeholder, runShaped, shaped } from '../../db/shaped-statement';

type Row = Record<string, unknown>;

// A section as a JSON array of its rows in the order the page shows them ('[]' when none).
// Inside JSON a numeric or integer column is a number and a timestamp is ISO 8601 text.
const section = (columns: string, from: string, order: string) =>
  `(select coalesce(json_agg(json_build_object(${columns}) order by ${order}), '[]'::json)
    from ${from})`;

// Built once (shaped-statement.ts). The product's names as scalar subqueries rather than joins
// (cheaper to plan); brand and description always exist (foreign keys). Only a published
// replacement is named: a draft's code is not public yet, and a discontinued one cannot be
// ordered in its stead. The category settings come with it: a panel change shows at once.
const detailStatement = () =>
  shaped(
    'product_detail',
    () => sql`select p.id, p.code, p.status, p.description_id, p.complement, p.brand_id,
      p.category_id, p.group_id, p.subgroup_id, p.replaced_by_id, p.position, p.notes,
      p.info_text, p.sales_unit, p.qty_per_pack, p.sales_multiple, p.ean13, p.dun14,
      p.net_weight, p.gross_weight, p.height, p.width, p.length, p.ncm, p.cest, p.origin,
      p.ipi_rate, p.ex_tipi,
      (select json_build_object('name', b.name, 'logo', b.logo) from brands b
        where b.tenant_id = p.tenant_id and b.id = p.brand_id) as brand,
      (select d.name from descriptions d where d.tenant_id = p.tenant_id
        and d.id = p.description_id) as description_name,
      (select c.name from categories c where c.tenant_id = p.tenant_id
        and c.id = p.category_id) as category_name,
      (select g.name from groups g where g.tenant_id = p.tenant_id
        and g.id = p.group_id) as group_name,
      (select s.name from subgroups s where s.tenant_id = p.tenant_id
        and s.id = p.subgroup_id) as subgroup_name,
      (select r.code from products r where r.tenant_id = p.tenant_id and r.id = p.replaced_by_id
        and r.status = 'published') as replaced_by_code,
      (select json_build_object('status', cs.status, 'categoryStatus', cs.category_status,
        'groupStatus', cs.group_status, 'subgroupStatus', cs.subgroup_status)
        from category_settings cs where cs.tenant_id = p.tenant_id) as settings,
      ${sql.raw(
        section(
          `'url', i.url, 'alt', i.alt, 'rank', i.rank`,
          `product_images i where i.tenant_id = p.tenant_id and i.product_id = p.id`,
          'i.rank',
        ),
      )} as images,
      ${sql.raw(
        section(
          `'name', c.name, 'value', c.value, 'unit', c.unit`,
          `product_criteria c where c.tenant_id = p.tenant_id and c.product_id = p.id`,
          'c.rank, c.name',
        ),
      )} as criteria,
      ${sql.raw(
        section(
          `'factory_id', f.id, 'factory_name', f.name, 'code', o.code`,
          `product_oe_refs o join factories f on f.tenant_id = o.tenant_id and f.id = o.factory_id
          where o.tenant_id = p.tenant_id and o.product_id = p.id`,
          'f.name, o.code',
        ),
      )} as oe_refs,
      ${sql.raw(
        section(
          `'brand_id', b.id, 'brand_name', b.name, 'code', x.code`,
          `product_cross_refs x join brands b on b.tenant_id = x.tenant_id and b.id = x.brand_id
          where x.tenant_id = p.tenant_id and x.product_id = p.id`,
          'b.name, x.code',
        ),
      )} as cross_refs,
      ${sql.raw(
        section(
          `'id', v.id, 'model', v.model, 'version_name', v.version_name, 'engine', v.engine,
          'fuel', v.fuel, 'body', v.body, 'line', v.line, 'factory_id', f.id,
          'factory_name', f.name, 'year_start', coalesce(a.year_start, v.year_start),
          'year_end', coalesce(a.year_end, v.year_end), 'position', a.position, 'note', a.note`,
          `product_applications a
          join vehicles v on v.tenant_id = a.tenant_id and v.id = a.vehicle_id
          join factories f on f.tenant_id = v.tenant_id and f.id = v.factory_id
          where a.tenant_id = p.tenant_id and a.product_id = p.id`,
          'f.name, v.model, v.year_start, v.engine',
        ),
      )} as applications,
      (select json_build_object('price', o.price, 'starts_at', o.starts_at,
        'ends_at', o.ends_at) from offers o
        where o.tenant_id = p.tenant_id and o.product_id = p.id
          and o.starts_at <= ${placeholder('at')}::timestamptz
          and (o.ends_at is null or o.ends_at > ${placeholder('at')}::timestamptz)
        order by o.starts_at desc, o.id limit 1) as offer
    from products p
    where p.tenant_id = ${placeholder('tenant')} and p.id = ${placeholder('id')}
      and p.status <> 'draft'`,
    'product_detail',
  );

/**
 * A visible product (not a draft) with its brand, description, levels' names, published
 * replacement, every section (in the page's order), its current offer (at `now`) and the
 * tenant's category settings, in one statement; undefined when there is none.
 */
export async function findProductDetail(db: Db, tenantId: string, id: string, now: Date) {
  const [row] = await runShaped<Row>(db, detailStatement(), {
    tenant: tenantId,
    id,
    at: now.toISOString(),
  });
  return row;
}
