import type { Db } from '../../db/client';
import type { TenantRow } from '../../db/schema';
import { findActivePromotions } from './promotions.repository';
import type { Promotion } from './promotions.schemas';

/** The home banner rotates through a few campaigns; more would never be seen. */
const MAX_PROMOTIONS = 10;

const iso = (v: string | Date) => new Date(v).toISOString();

export async function listActivePromotions(
  db: Db,
  tenant: TenantRow,
  now = new Date(),
): Promise<Promotion[]> {
  const rows = await findActivePromotions(db, tenant.id, now, MAX_PROMOTIONS);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    banner: r.banner,
    startsAt: iso(r.starts_at),
    endsAt: r.ends_at === null ? null : iso(r.ends_at),
    discount: Number(r.discount),
  }));
}
