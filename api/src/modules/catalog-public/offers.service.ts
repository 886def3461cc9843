import type { Db } from '../../db/client';
import type { TenantRow } from '../../db/schema';
import { findCurrentOffers } from './offers.repository';
import type { CurrentOffer } from './offers.schemas';
import { iso, toProductSummary } from './products.service';

export async function listCurrentOffers(
  db: Db,
  tenant: TenantRow,
  limit: number,
): Promise<CurrentOffer[]> {
  // An offer is a price; a tenant that hides prices has nothing to show here.
  if (!tenant.rules.showPrices) return [];
  const rows = await findCurrentOffers(db, tenant.id, new Date(), limit);
  return rows.map((r) => ({
    product: toProductSummary(r),
    price: Number(r.price),
    endsAt: iso(r.ends_at),
  }));
}
