import { useEffect } from 'react';
import { useAppSelector } from '../store/store';
import {
  selectCategorySettings,
  selectTenantInfo,
  selectTenantStatus,
} from '../tenant/tenant-slice';

export const PRODUCT_TITLE = 'Catálogo Eletrônico';

export const useTenantInfo = () => useAppSelector(selectTenantInfo);
export const useTenantStatus = () => useAppSelector(selectTenantStatus);
export const useCategorySettings = () => useAppSelector(selectCategorySettings);

/** `{commercialName} - Catálogo Eletrônico`, optionally prefixed by a page's own name. */
export function buildDocumentTitle(
  commercialName: string | null | undefined,
  page?: string,
): string {
  const site = commercialName ? `${commercialName} - ${PRODUCT_TITLE}` : PRODUCT_TITLE;
  return page ? `${page} | ${site}` : site;
}

export function useDocumentTitle(page?: string): void {
  const commercialName = useTenantInfo()?.commercialName;
  useEffect(() => {
    document.title = buildDocumentTitle(commercialName, page);
  }, [commercialName, page]);
}
