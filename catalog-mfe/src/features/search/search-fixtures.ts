import type { ProductSummary } from '../../common/catalog-api';
import type { ProductSearchResult } from './search-api';

export const product = (id: number, extra: Partial<ProductSummary> = {}): ProductSummary => ({
  id: String(id),
  code: `PF-${id}`,
  description: 'PASTILHA DE FREIO',
  complement: `DIANTEIRA ${id}`,
  brand: { id: 'b1', name: 'Bosch' },
  image: { url: `https://storage.example.com/p${id}.jpg`, alt: `Pastilha ${id}` },
  ...extra,
});

export const searchResult = (extra: Partial<ProductSearchResult> = {}): ProductSearchResult => ({
  items: [product(1), product(2, { image: null, brand: { id: 'b2', name: 'Cobreq' } })],
  total: 1234,
  page: 1,
  pageSize: 24,
  facets: {
    brand: [
      { id: 'b1', name: 'Bosch', count: 1000 },
      { id: 'b2', name: 'Cobreq', count: 234 },
    ],
    category: [{ id: 'c1', name: 'Freios', count: 1234 }],
    group: [{ id: 'g1', name: 'Pastilhas', count: 1234 }],
    subgroup: [],
    factory: [{ id: 'f1', name: 'Volkswagen', count: 800 }],
  },
  ...extra,
});

/** The query the search sent, without page and pageSize unless asked. */
export const sentQuery = (url: URL, keepPaging = false) => {
  const params = new URLSearchParams(url.search);
  if (!keepPaging) {
    params.delete('page');
    params.delete('pageSize');
  }
  return params.toString();
};
