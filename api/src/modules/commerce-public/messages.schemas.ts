import { Type, type Static } from 'typebox';
import { ErrorResponse } from '../common/common.schemas';
import { FormEmail, FormPhone, FormText } from './public-fields';

export const MessageBody = Type.Object({
  name: FormText({ minLength: 2, maxLength: 120 }),
  email: FormEmail,
  phone: Type.Optional(FormPhone),
  subject: FormText({ minLength: 2, maxLength: 150 }),
  body: FormText({ minLength: 5, maxLength: 5000 }),
  productId: Type.Optional(
    Type.String({
      format: 'uuid',
      description: 'A product of this catalogue the message is about',
    }),
  ),
});
export type MessageBody = Static<typeof MessageBody>;

export const createMessageSchema = {
  tags: ['catalog-public'],
  summary: "Sends a visitor's contact message to the Host's tenant (no sign-in)",
  description: '400 VALIDATION_ERROR (fields), 429 RATE_LIMITED (Retry-After).',
  body: MessageBody,
  response: {
    201: Type.Object({ id: Type.String(), createdAt: Type.String({ format: 'date-time' }) }),
    400: ErrorResponse,
    404: ErrorResponse,
    429: ErrorResponse,
  },
};
