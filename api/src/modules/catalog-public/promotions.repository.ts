import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from './query-rows';

export interface PromotionRow {
  id: string;
  title: string;
  banner: string | null;
  starts_at: string | Date;
  ends_at: string | Date | null;
  discount: string | number;
}

/** The tenant's promotions running at `now` (started, not ended), newest first. */
export function findActivePromotions(db: Db, tenantId: string, now: Date, limit: number) {
  const at = now.toISOString();
  return queryRows<PromotionRow>(
    db,
    sql`select id, title, banner, starts_at, ends_at, discount from promotions
      where tenant_id = ${tenantId} and starts_at <= ${at}::timestamptz
        and (ends_at is null or ends_at > ${at}::timestamptz)
      order by starts_at desc, id limit ${limit}`,
  );
}
