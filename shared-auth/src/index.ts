export { createAppStore, useAppDispatch, useAppSelector } from './store/store';
export type { AppStore, AppDispatch } from './store/store';
export { rootReducer } from './store/root-reducer';
export type { RootState, LazyLoadedSlices } from './store/root-reducer';
export { selectPersistableState, stateRestored } from './store/reload-state';
export type { PersistableState } from './store/reload-state';
export { baseApi } from './http/base-api';
export { createBaseQuery } from './http/base-query';
export { setEarlyResponses } from './http/early-responses';
export type { TakeEarlyResponse } from './http/early-responses';
export type { BaseQueryOptions, AppBaseQuery } from './http/base-query';
export { RETRY_STATUSES, shouldRetry, withGetRetry } from './http/retry';
export * from './tenant/tenant-slice';
export type { TenantInfo, CategorySettings, CategoryLevel } from './tenant/tenant-types';
export {
  resolveTenantLabel,
  reservedLabels,
  buildApiBaseUrl,
  TENANT_PATHS,
  BASE_RESERVED_LABELS,
} from './tenant/resolve-tenant';
export { bootstrapTenant } from './tenant/bootstrap-tenant';
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
export { configureAuth, authConfig } from './session/auth-config';
export type { AuthConfig } from './session/auth-config';
export { AuthError, toAuthError } from './session/auth-error';
export type { FieldError } from './session/auth-error';
export type { SignUpPayload, SignUpResult, UriNameAvailability } from './session/auth-api';
export {
  loadSession,
  reloadSession,
  refreshSession,
  restoreSession,
  signIn,
  signInWithTicket,
  signOut,
} from './session/session-thunks';
export { withSignInTicket } from './session/sign-in-ticket';
export { startSession } from './session/session-sync';
export { useAuthActions, useSession, useSessionStatus } from './session/use-auth';
export { useCan } from './session/use-can';
export type { Permission } from './session/use-can';
// The panel's hooks live in the `@catalogo/shared-auth/panel` entry; only their types are here.
export type * from './panel/panel-types';
export { clearSessionHint, hasSessionHint } from './session/session-hint';
export {
  RequireAuth,
  GuestOnly,
  PanelGuard,
  AlertGuard,
  RESTRICTED_ACCESS_PATH,
} from './guards/guards';
export { safeRedirectPath, tenantAppUrl, siteDomain } from './navigation/redirect';
export { createStartedStore, resolveHostTenant } from './start-app';
