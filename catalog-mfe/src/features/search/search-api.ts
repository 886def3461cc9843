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

/** The query words the API read as a vehicle (they narrow the results by application). */
export interface SearchVehicle {
  label: string;
  words: string[];
  factory: { id: string; name: string } | null;
  model: string | null;
  year: number | null;
}

export interface ProductSearchResult {
  items: ProductSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** A facet is absent or empty when its category level is switched off. */
  facets?: Partial<Record<FacetKey, FacetValue[]>>;
  vehicle?: SearchVehicle | null;
  /** Only when nothing was found: a corrected query that finds something. */
  didYouMean?: string | null;
}

export type SuggestionKind = 'description' | 'brand' | 'vehicle' | 'code';

/** One suggestion as the visitor types: a `code` opens its product, the others search `q`. */
export interface Suggestion {
  kind: SuggestionKind;
  label: string;
  q: string;
  productId: string | null;
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
    suggest: build.query<Suggestion[], string>({
      query: (q) => ({ url: '/catalog-public/suggest', params: { q } }),
      transformResponse: (answer: { items?: Suggestion[] }) => answer.items ?? [],
      keepUnusedDataFor: 120,
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

export const {
  useSearchProductsQuery,
  useLazySuggestQuery,
  useGetFactoriesQuery,
  useGetModelsQuery,
  useGetYearsQuery,
} = searchApi;
