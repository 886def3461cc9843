import { Type, type Static } from 'typebox';
import { ErrorResponse } from '../common/common.schemas';

const DateTime = Type.String({ format: 'date-time' });

export const Promotion = Type.Object({
  id: Type.String(),
  title: Type.String(),
  banner: Type.Union([Type.String(), Type.Null()], {
    description: "The banner picture's full storage URL (the image proxy's source)",
  }),
  startsAt: DateTime,
  endsAt: Type.Union([DateTime, Type.Null()], { description: 'null: no end date' }),
  discount: Type.Number({ description: 'Percentage off, 0 when the campaign has none' }),
});
export type Promotion = Static<typeof Promotion>;

export const listPromotionsSchema = {
  tags: ['catalog-public'],
  summary: 'The running promotions for the catalogue home banner, newest first (at most 10)',
  response: { 200: Type.Array(Promotion), 404: ErrorResponse },
};
