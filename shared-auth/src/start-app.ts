import { configureIcons } from '@catalogo/shared-ui';
import { runtimeConfig } from './runtime-config';
import { startSession } from './session/session-sync';
import { createAppStore } from './store/store';
import type { AppStore } from './store/store';
import { bootstrapTenant } from './tenant/bootstrap-tenant';
import { tenantResolved } from './tenant/tenant-slice';
import type { TenantState } from './tenant/tenant-slice';

/**
 * Resolves this host's tenant (spec §4: before the first render). `fresh`: asked of the API
 * again, never answered by the shell's early requests (a later check).
 */
export function resolveHostTenant(options: { fresh?: boolean } = {}): Promise<TenantState> {
  return bootstrapTenant({
    hostname: window.location.hostname,
    protocol: window.location.protocol,
    apiAddress: runtimeConfig.apiAddress,
    productKey: runtimeConfig.productKey,
    ...(options.fresh ? { fetchFn: (input, init) => fetch(input, init) } : {}),
  });
}

/** The store of an app that starts: the tenant in place and the stored session loading. */
export function createStartedStore(tenant: TenantState): AppStore {
  // The icon service asks our API first, at its tenant-less address: icons are the same for
  // every tenant, so one cached answer serves them all (spec §7).
  configureIcons({ localApi: `${window.location.protocol}//${runtimeConfig.apiAddress}/icons` });
  const store = createAppStore();
  store.dispatch(tenantResolved(tenant));
  startSession(store);
  return store;
}
