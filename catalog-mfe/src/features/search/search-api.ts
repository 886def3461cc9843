import { baseApi } from '@catalogo/shared-auth';
import type { ProductSummary } from '../../common/catalog-api';
import { toQueryParams } from './search-params';
import type { ProductSearch } from './search-params';

export interface FacetValue {
  id: string;
  name: string;
  count: number;
}

export const FACET_KEYS = ['brand', 'category', 'group', 'subgroup', 'factory'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

export interface ProductSearchResult {
  items: ProductSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** A facet is absent or empty when its category level is switched off. */
  facets?: Partial<Record<FacetKey, FacetValue[]>>;
}

export interface Factory {
  id: string;
  name: string;
}

const toModelName = (entry: string | { model: string }) =>
  typeof entry === 'string' ? entry : entry.model;

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchProducts: build.query<ProductSearchResult, ProductSearch>({
      query: (search) => ({ url: '/catalog-public/products', params: toQueryParams(search) }),
    }),
    getFactories: build.query<Factory[], void>({
      query: () => '/catalog-public/vehicles/factories',
    }),
    getModels: build.query<string[], string>({
      query: (factory) => ({ url: '/catalog-public/vehicles/models', params: { factory } }),
      // The API may answer `[{ model }]` or plain names.
      transformResponse: (answer: (string | { model: string })[]) => answer.map(toModelName),
    }),
    getYears: build.query<number[], { factory: string; model: string }>({
      query: ({ factory, model }) => ({
        url: '/catalog-public/vehicles/years',
        params: { factory, model },
      }),
    }),
  }),
});

export const { useSearchProductsQuery, useGetFactoriesQuery, useGetModelsQuery, useGetYearsQuery } =
  searchApi;
