import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SearchRow } from './products.repository';
import { queryRows } from './query-rows';

/** A product as a result card shows it, with its current offer. */
export interface OfferRow extends SearchRow {
  price: string | number;
  starts_at: string | Date;
  ends_at: string | Date | null;
}

/**
 * The offers running at `now` on the tenant's published products: each product's newest one
 * (the price the product page and an order use), newest first, with what a result card shows.
 */
export function findCurrentOffers(db: Db, tenantId: string, now: Date, limit: number) {
  const at = now.toISOString();
  return queryRows<OfferRow>(
    db,
    sql`with current as (
        select distinct on (o.product_id) o.product_id, o.price, o.starts_at, o.ends_at
        from offers o
        where o.tenant_id = ${tenantId} and o.starts_at <= ${at}::timestamptz
          and (o.ends_at is null or o.ends_at > ${at}::timestamptz)
        order by o.product_id, o.starts_at desc, o.id)
      select c.price, c.starts_at, c.ends_at, p.id, p.code, d.name as description, p.complement,
        b.id as brand_id, b.name as brand_name, i.url as image_url, i.alt as image_alt
      from current c
      join products p on p.tenant_id = ${tenantId} and p.id = c.product_id
        and p.status = 'published'
      join brands b on b.tenant_id = p.tenant_id and b.id = p.brand_id
      join descriptions d on d.tenant_id = p.tenant_id and d.id = p.description_id
      left join lateral (select url, alt from product_images pi
        where pi.tenant_id = p.tenant_id and pi.product_id = p.id order by rank limit 1) i on true
      order by c.starts_at desc, p.code
      limit ${limit}`,
  );
}
