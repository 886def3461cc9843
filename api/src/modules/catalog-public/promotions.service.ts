import type { Db } from '../../db/client';
import type { TenantRow } from '../../db/schema';
import { findActivePromotions } from './promotions.repository';
import { iso } from './products.service';
import type { Promotion } from './promotions.schemas';

/** The home banner rotates through a few campaigns; more would never be seen. */
const MAX_PROMOTIONS = 10;

export async function listActivePromotions(db: Db, tenant: TenantRow): Promise<Promotion[]> {
  const rows = await findActivePromotions(db, tenant.id, new Date(), MAX_PROMOTIONS);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    banner: r.banner,
    startsAt: iso(r.starts_at) as string,
    endsAt: iso(r.ends_at),
    discount: Number(r.discount),
  }));
}
