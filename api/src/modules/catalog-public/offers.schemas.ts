import { Type, type Static } from 'typebox';
import { ErrorResponse } from '../common/common.schemas';
import { Offer, ProductSummary } from './products.schemas';

export const OffersQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 48, default: 12 }),
});
export type OffersQuery = Static<typeof OffersQuery>;

export const CurrentOffer = Type.Object({
  product: ProductSummary,
  price: Offer.properties.price,
  endsAt: Type.Union(Offer.properties.endsAt.anyOf, { description: 'null: no end date' }),
});
export type CurrentOffer = Static<typeof CurrentOffer>;

export const listOffersSchema = {
  tags: ['catalog-public'],
  summary:
    "The current offers on published products, one per product, newest first; [] when the tenant's rules hide prices",
  querystring: OffersQuery,
  response: { 200: Type.Array(CurrentOffer), 400: ErrorResponse, 404: ErrorResponse },
};
