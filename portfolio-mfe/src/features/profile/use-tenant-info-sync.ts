import { useEffect } from 'react';
import { tenantResolved, useAppDispatch, useAppSelector } from '@catalogo/shared-auth';
import type { PanelRow } from '@catalogo/shared-auth/panel';

/**
 * The app's tenant (its name in the title, its colours on buttons) follows the profile as saved
 * here, without waiting for the next visit's tenant-info.
 */
export function useTenantInfoSync(row: PanelRow | null) {
  const dispatch = useAppDispatch();
  const tenant = useAppSelector((state) => state.tenant);
  useEffect(() => {
    if (!row || !tenant.info) return;
    const info = tenant.info;
    const next = {
      ...info,
      commercialName: String(row.commercialName ?? info.commercialName),
      companyAbout: (row.about as typeof info.companyAbout) ?? info.companyAbout,
      companyLayout: (row.layout as typeof info.companyLayout) ?? info.companyLayout,
    };
    if (JSON.stringify(next) !== JSON.stringify(info))
      dispatch(tenantResolved({ ...tenant, info: next }));
  }, [row, tenant, dispatch]);
}
