import { Type } from 'typebox';
import { ErrorResponse } from '../common/common.schemas';

export const OutboxMail = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  link: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});

export const latestOutboxMailSchema = {
  tags: ['dev'],
  summary: 'Development only: the newest outbox mail to an address (on a tenant host, its mails)',
  querystring: Type.Object({ to: Type.String({ minLength: 3, maxLength: 254 }) }),
  response: { 200: OutboxMail, 404: ErrorResponse },
};
