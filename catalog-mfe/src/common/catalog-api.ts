import { baseApi } from '@catalogo/shared-auth';

export interface ProductImage {
  url: string;
  alt: string;
}

export interface ProductSummary {
  id: string;
  code: string;
  description: string;
  complement: string | null;
  brand: { id: string; name: string } | null;
  image: ProductImage | null;
}

export interface Named {
  id: string;
  name: string;
}

export interface ProductApplication {
  vehicle: {
    id: string;
    model: string;
    version: string | null;
    engine: string | null;
    fuel: string | null;
    body: string | null;
    line: string;
  };
  factory: Named;
  yearStart: number | null;
  yearEnd: number | null;
  position: string | null;
  note: string | null;
}

/** Everything the product page shows (GET /catalog-public/products/{id}). */
export interface ProductDetail {
  id: string;
  code: string;
  status: string;
  description: Named;
  complement: string | null;
  brand: Named & { logo: string | null };
  category: Named | null;
  group: Named | null;
  subgroup: Named | null;
  replacedBy: { id: string; code: string } | null;
  position: string | null;
  notes: string | null;
  infoText: string | null;
  /** infoText rendered by the API, safe to insert as it is (absent from an older API). */
  infoHtml?: string | null;
  images: (ProductImage & { rank: number })[];
  criteria: { name: string; value: string; unit: string | null }[];
  pack: {
    salesUnit: string | null;
    qtyPerPack: number | null;
    salesMultiple: number | null;
    ean13: string | null;
    dun14: string | null;
    netWeight: number | null;
    grossWeight: number | null;
    height: number | null;
    width: number | null;
    length: number | null;
  };
  tax: {
    ncm: string | null;
    cest: string | null;
    origin: number | null;
    ipiRate: number | null;
    exTipi: string | null;
  };
  oeRefs: { factory: Named; code: string }[];
  crossRefs: { brand: Named; code: string }[];
  applications: ProductApplication[];
  offer: { price: number; startsAt: string; endsAt: string | null } | null;
}

export const productApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProduct: build.query<ProductDetail, string>({
      query: (id) => `/catalog-public/products/${encodeURIComponent(id)}`,
    }),
  }),
});

export const { useGetProductQuery } = productApi;
