export { createAppStore, useAppDispatch, useAppSelector } from './store/store';
export type { AppStore, AppDispatch } from './store/store';
export { rootReducer } from './store/root-reducer';
export type { RootState, LazyLoadedSlices } from './store/root-reducer';
export { baseApi } from './http/base-api';
export { createBaseQuery } from './http/base-query';
export type { BaseQueryOptions, AppBaseQuery } from './http/base-query';
export { RETRY_STATUSES, shouldRetry } from './http/retry';
export * from './tenant/tenant-slice';
export type { TenantInfo, CategorySettings, CategoryLevel } from './tenant/tenant-types';
export {
  resolveTenantLabel,
  reservedLabels,
  buildApiBaseUrl,
  BASE_RESERVED_LABELS,
} from './tenant/resolve-tenant';
export { bootstrapTenant, TENANT_PATHS } from './tenant/bootstrap-tenant';
export type { TenantBootstrapOptions } from './tenant/bootstrap-tenant';
export {
  useTenantInfo,
  useTenantStatus,
  useCategorySettings,
  useDocumentTitle,
  buildDocumentTitle,
  PRODUCT_TITLE,
} from './tenant/use-tenant';
export * from './session/session-slice';
export {
  checkNavigation,
  navigateExternal,
  UnsafeNavigationError,
} from './navigation/safe-navigation';
export { AppProviders } from './app-providers';
export { runtimeConfig } from './runtime-config';
