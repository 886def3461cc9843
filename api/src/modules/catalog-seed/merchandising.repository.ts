import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offers, promotions } from '../../db/commerce-schema';
import { queryRows } from '../catalog-public/query-rows';

type NewPromotion = Omit<typeof promotions.$inferInsert, 'tenantId' | 'id'>;
type NewOffer = Omit<typeof offers.$inferInsert, 'tenantId' | 'id'>;

export async function countPromotions(db: Db, tenantId: string): Promise<number> {
  return db.$count(promotions, eq(promotions.tenantId, tenantId));
}

export async function countOffers(db: Db, tenantId: string): Promise<number> {
  return db.$count(offers, eq(offers.tenantId, tenantId));
}

export interface OfferCandidate {
  id: string;
  description: string;
}

/**
 * Up to `limit` published products that have a picture (an offer card without one looks
 * broken), in an order that mixes brands and parts yet is the same for the same catalogue.
 */
export function findOfferCandidates(db: Db, tenantId: string, limit: number) {
  return queryRows<OfferCandidate>(
    db,
    sql`select p.id, d.name as description from products p
      join descriptions d on d.tenant_id = p.tenant_id and d.id = p.description_id
      where p.tenant_id = ${tenantId} and p.status = 'published'
        and exists (select 1 from product_images i
          where i.tenant_id = p.tenant_id and i.product_id = p.id)
      order by md5(p.code), p.code limit ${limit}`,
  );
}

export async function insertPromotions(db: Db, tenantId: string, rows: NewPromotion[]) {
  if (rows.length === 0) return;
  await db.insert(promotions).values(rows.map((r) => ({ ...r, tenantId })));
}

export async function insertOffers(db: Db, tenantId: string, rows: NewOffer[]) {
  if (rows.length === 0) return;
  await db.insert(offers).values(rows.map((r) => ({ ...r, tenantId })));
}
