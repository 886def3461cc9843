import { baseApi } from '@catalogo/shared-auth';
import type { ProductSummary } from '../../common/catalog-api';

export interface Promotion {
  id: string;
  title: string;
  banner: string | null;
  startsAt: string;
  endsAt: string | null;
  discount: number;
}

export interface Offer {
  product: ProductSummary;
  price: number;
  endsAt: string | null;
}

export const promotionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPromotions: build.query<Promotion[], void>({
      query: () => '/catalog-public/promotions',
    }),
    getOffers: build.query<Offer[], void>({
      query: () => ({ url: '/catalog-public/offers', params: { limit: 8 } }),
    }),
  }),
});

export const { useGetPromotionsQuery, useGetOffersQuery } = promotionsApi;
