import { Type, type Static } from 'typebox';
import { ErrorResponse } from '../common/common.schemas';
import { ProductSummary } from './products.schemas';

export const OffersQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 48, default: 12 }),
});
export type OffersQuery = Static<typeof OffersQuery>;

export const CurrentOffer = Type.Object({
  product: ProductSummary,
  price: Type.Number(),
  endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'null: no end date',
  }),
});
export type CurrentOffer = Static<typeof CurrentOffer>;

export const listOffersSchema = {
  tags: ['catalog-public'],
  summary:
    "The current offers on published products, one per product, newest first; [] when the tenant's rules hide prices",
  querystring: OffersQuery,
  response: { 200: Type.Array(CurrentOffer), 400: ErrorResponse, 404: ErrorResponse },
};
