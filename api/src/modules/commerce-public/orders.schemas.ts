import { Type, type Static } from 'typebox';
import { ErrorResponse } from '../common/common.schemas';
import { ORDER_REFERENCE } from './order-reference';
import { FormEmail, FormPhone, FormText, Uuid } from './public-fields';

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

const OrderHeaders = Type.Object({
  'idempotency-key': Type.String({
    pattern: IDEMPOTENCY_KEY.source,
    description:
      'Chosen by the client per quote request (8-100 of A-Z a-z 0-9 _ -). Resending the same ' +
      'key with the same body returns the first order (200, Idempotent-Replayed: true); with ' +
      'another body: 409 IDEMPOTENCY_KEY_REUSED.',
  }),
});

const Customer = Type.Object({
  name: FormText({ minLength: 2, maxLength: 120 }),
  company: Type.Optional(FormText({ maxLength: 160 })),
  cnpj: Type.Optional(
    FormText({ maxLength: 18, description: 'Digits or 00.000.000/0000-00; stored as digits' }),
  ),
  email: FormEmail,
  phone: Type.Optional(FormPhone),
});

export const OrderBody = Type.Object({
  customer: Customer,
  lines: Type.Array(
    Type.Object({
      productId: Uuid,
      quantity: Type.Integer({ minimum: 1, maximum: 99999 }),
    }),
    { minItems: 1, maxItems: 200, description: 'One line per product (no repeated productId)' },
  ),
  notes: Type.Optional(FormText({ maxLength: 2000 })),
});
export type OrderBody = Static<typeof OrderBody>;

const Order = Type.Object({
  id: Type.String(),
  reference: Type.String({
    pattern: ORDER_REFERENCE.source,
    description:
      'Random per order (XXXX-XXXX, base 32), what the visitor quotes to the tenant; the ' +
      "tenant's sequential order number is for its staff only",
  }),
  status: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  customer: Type.Object({
    name: Type.String(),
    company: Type.Optional(Type.String()),
    cnpj: Type.Optional(Type.String()),
    email: Type.String(),
    phone: Type.Optional(Type.String()),
  }),
  notes: Type.Union([Type.String(), Type.Null()]),
  lines: Type.Array(
    Type.Object({
      productId: Type.Union([Type.String(), Type.Null()]),
      code: Type.String(),
      description: Type.Union([Type.String(), Type.Null()]),
      quantity: Type.Integer(),
      unitPrice: Type.Union([Type.Number(), Type.Null()], {
        description: 'Current offer price when the tenant shows prices, else null',
      }),
    }),
  ),
});
export type OrderDto = Static<typeof Order>;

export const createOrderSchema = {
  tags: ['catalog-public'],
  summary: "Sends a visitor's quote request to the Host's tenant (no sign-in)",
  description:
    '201 on creation; 200 with Idempotent-Replayed: true when the Idempotency-Key was already ' +
    'used with the same body. 400 VALIDATION_ERROR (fields), 400 ORDER_BELOW_MINIMUM, ' +
    '403 ORDERS_DISABLED, 409 IDEMPOTENCY_KEY_REUSED, 429 RATE_LIMITED (Retry-After).',
  headers: OrderHeaders,
  body: OrderBody,
  response: {
    200: Order,
    201: Order,
    400: ErrorResponse,
    403: ErrorResponse,
    404: ErrorResponse,
    409: ErrorResponse,
    429: ErrorResponse,
  },
};
