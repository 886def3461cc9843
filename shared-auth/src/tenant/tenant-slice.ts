import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { CategorySettings, TenantInfo } from './tenant-types';

/**
 * platform: reserved host, no tenant call made; loaded: tenant-info answered;
 * not-found: the API said this tenant does not exist (every page shows /error/unavailable);
 * unconfirmed: the company exists but its owner has not confirmed the e-mail yet: its public
 * pages show /error/unavailable, its sign-in, e-mail confirmation and panel work;
 * unreachable: the call failed and was silently ignored (spec §8).
 */
export type TenantStatus = 'platform' | 'loaded' | 'not-found' | 'unconfirmed' | 'unreachable';

export interface TenantState {
  status: TenantStatus;
  /** Subdomain label of this host, or null on a platform (reserved) host. */
  label: string | null;
  /** API base URL for this host (spec §3 baseUrl). */
  baseUrl: string;
  info: TenantInfo | null;
  categorySettings: CategorySettings | null;
}

const initialState: TenantState = {
  status: 'platform',
  label: null,
  baseUrl: '',
  info: null,
  categorySettings: null,
};

export const tenantSlice = createSlice({
  name: 'tenant',
  initialState,
  reducers: {
    tenantResolved(state, action: PayloadAction<TenantState>) {
      return action.payload;
    },
  },
  selectors: {
    selectTenantStatus: (state) => state.status,
    selectTenantLabel: (state) => state.label,
    selectTenantInfo: (state) => state.info,
    selectApiBaseUrl: (state) => state.baseUrl,
    selectCategorySettings: (state) => state.categorySettings,
  },
});

export const { tenantResolved } = tenantSlice.actions;
export const {
  selectTenantStatus,
  selectTenantLabel,
  selectTenantInfo,
  selectApiBaseUrl,
  selectCategorySettings,
} = tenantSlice.selectors;
