import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CategorySettings } from './catalog-public.schemas';
import { queryRows } from './query-rows';

export interface CategoryLevels {
  category: boolean;
  group: boolean;
  subgroup: boolean;
}

/** A tenant's category settings row, or none: a tenant without one has every level on. */
export interface CategorySettingsRow {
  status: boolean | null;
  categoryStatus: boolean | null;
  groupStatus: boolean | null;
  subgroupStatus: boolean | null;
}

export function categorySettingsOf(row: CategorySettingsRow | undefined): CategorySettings {
  return {
    status: row?.status ?? true,
    metadata: [
      { level: 'category', status: row?.categoryStatus ?? true },
      { level: 'group', status: row?.groupStatus ?? true },
      { level: 'subgroup', status: row?.subgroupStatus ?? true },
    ],
  };
}

/** The category levels the tenant has switched on (all off when the system is off). */
export function levelsOf(settings: CategorySettings): CategoryLevels {
  const on = (level: string) =>
    settings.status && settings.metadata.some((m) => m.level === level && m.status);
  return { category: on('category'), group: on('group'), subgroup: on('subgroup') };
}

/**
 * What a search reads of the tenant before anything else, in one round trip (a prepared
 * statement): its category levels and its catalogue version in the database (the search
 * index's freshness: catalog_search_state.version moves with every committed write to products).
 */
export async function readSearchState(
  db: Db,
  tenantId: string,
): Promise<{ levels: CategoryLevels; version: number }> {
  const [row] = await queryRows<{
    status: boolean | null;
    category_status: boolean | null;
    group_status: boolean | null;
    subgroup_status: boolean | null;
    version: number | string | null;
  }>(
    db,
    sql`select s.status, s.category_status, s.group_status, s.subgroup_status,
        (select version from catalog_search_state where tenant_id = ${tenantId}) as version
      from (select 1) as one
      left join category_settings s on s.tenant_id = ${tenantId}`,
    'search_state',
  );
  const settings = categorySettingsOf(
    row && {
      status: row.status,
      categoryStatus: row.category_status,
      groupStatus: row.group_status,
      subgroupStatus: row.subgroup_status,
    },
  );
  return { levels: levelsOf(settings), version: Number(row?.version ?? 0) };
}
