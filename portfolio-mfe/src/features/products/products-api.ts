import { panelApi } from '@catalogo/shared-auth/panel';
import type { PanelBulkResult } from '@catalogo/shared-auth/panel';
import { resources } from '../../app/paths';
import type { ProductRow } from './product-types';

const RESOURCE = resources.products;

/** The product list's bulk actions (the contract's, beyond the panel's common three). */
export type ProductBulkAction =
  'publish' | 'draft' | 'discontinue' | 'setBrand' | 'setCategory' | 'delete';

export interface ProductBulkArg {
  action: ProductBulkAction;
  ids: string[];
  brandId?: string;
  categoryId?: string | null;
  groupId?: string | null;
  subgroupId?: string | null;
}

const listTag = { type: 'PanelList' as const, id: RESOURCE };

// On the panel API (its tags): a bulk action or a duplicate refreshes the open lists and records.
export const productsApi = panelApi.injectEndpoints({
  endpoints: (build) => ({
    getCodeAvailable: build.query<
      { available: boolean; normalized: string },
      { code: string; id?: string }
    >({
      query: ({ code, id }) => ({
        url: `${RESOURCE}/code-available`,
        params: id ? { code, id } : { code },
      }),
      keepUnusedDataFor: 5,
    }),
    duplicateProduct: build.mutation<ProductRow, { id: string; code: string }>({
      query: ({ id, code }) => ({
        url: `${RESOURCE}/${encodeURIComponent(id)}/duplicate`,
        method: 'POST',
        body: { code },
      }),
      invalidatesTags: (_result, error) => (error ? [] : [listTag]),
    }),
    bulkProducts: build.mutation<PanelBulkResult, ProductBulkArg>({
      query: (body) => ({ url: `${RESOURCE}/bulk`, method: 'POST', body }),
      invalidatesTags: [listTag, { type: 'PanelRecord', id: RESOURCE }],
    }),
  }),
});

export const { useGetCodeAvailableQuery, useDuplicateProductMutation, useBulkProductsMutation } =
  productsApi;
