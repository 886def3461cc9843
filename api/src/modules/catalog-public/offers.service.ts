import type { Db } from '../../db/client';
import type { TenantRow } from '../../db/schema';
import { findCurrentOffers } from './offers.repository';
import type { CurrentOffer } from './offers.schemas';
import { toProductSummary } from './products.service';

export async function listCurrentOffers(
  db: Db,
  tenant: TenantRow,
  limit: number,
  now = new Date(),
): Promise<CurrentOffer[]> {
  // An offer is a price; a tenant that hides prices has nothing to show here.
  if (!tenant.rules.showPrices) return [];
  const rows = await findCurrentOffers(db, tenant.id, now, limit);
  return rows.map((r) => ({
    product: toProductSummary(r),
    price: Number(r.price),
    endsAt: r.ends_at === null ? null : new Date(r.ends_at).toISOString(),
  }));
}
