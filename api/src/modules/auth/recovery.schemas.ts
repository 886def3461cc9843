import { Type } from 'typebox';
import { ErrorResponse } from '../common/common.schemas';
import { AcceptedMessage, Email, LinkToken, NewPassword } from './auth-fields.schemas';

export const recoverySchema = {
  tags: ['auth'],
  summary: 'Mails a password reset link (1 h) if the e-mail is registered; same answer either way',
  body: Type.Object({ email: Email }),
  response: { 202: AcceptedMessage, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
};

export const resetSchema = {
  tags: ['auth'],
  summary: 'Sets a new password with the mailed token; ends every session of the user',
  body: Type.Object({ token: LinkToken, password: NewPassword }),
  response: {
    200: Type.Object({ reset: Type.Boolean() }),
    400: ErrorResponse,
    404: ErrorResponse,
  },
};
