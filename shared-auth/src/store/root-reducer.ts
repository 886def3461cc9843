import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '../http/base-api';
import { sessionSlice } from '../session/session-slice';
import { tenantSlice } from '../tenant/tenant-slice';

/**
 * Slices that remotes inject at run time declare themselves here by module augmentation:
 * `declare module '@catalogo/shared-auth' { interface LazyLoadedSlices { cart: CartState } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The one root reducer; remotes call `rootReducer.inject(slice)`. */
export const rootReducer = combineSlices(
  tenantSlice,
  sessionSlice,
  baseApi,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
