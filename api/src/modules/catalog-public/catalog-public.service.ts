import type { Db } from '../../db/client';
import type { TenantRow } from '../../db/schema';
import { findCategorySettings } from '../tenants/tenants.repository';
import type { CategorySettings, TenantInfo } from './catalog-public.schemas';
import { categorySettingsOf } from './search-state';

/** The tenant's public data; `mediaUrl` is where its images live (the image proxy's only source). */
export function toTenantInfo(tenant: TenantRow, mediaUrl: string): TenantInfo {
  return {
    id: tenant.id,
    commercialName: tenant.commercialName,
    uriName: tenant.uriName,
    situation: tenant.situation,
    companyAbout: tenant.about,
    companyLayout: tenant.layout,
    companyRule: tenant.rules,
    mediaUrl,
  };
}

export async function getCategorySettings(db: Db, tenantId: string): Promise<CategorySettings> {
  // A tenant without a settings row gets the table defaults: every level on.
  return categorySettingsOf((await findCategorySettings(db, tenantId)) ?? undefined);
}
