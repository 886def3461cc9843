import { Type, type Static } from 'typebox';
import { ErrorResponse } from '../common/common.schemas';
import { AcceptedMessage, Email, LinkToken, NewPassword, StoredText } from './auth-fields.schemas';

export const SignUpBody = Type.Object({
  company: Type.Object({
    commercialName: StoredText({ minLength: 1, maxLength: 120 }),
    uriName: Type.String({
      minLength: 1,
      maxLength: 63,
      description: 'Subdomain: a-z, 0-9 and -, 3 to 40 characters, not reserved',
    }),
    cnpj: Type.String({
      minLength: 1,
      maxLength: 32,
      description: 'Digits or 00.000.000/0000-00',
    }),
  }),
  name: StoredText({ minLength: 1, maxLength: 120 }),
  email: Email,
  password: NewPassword,
});
export type SignUpBody = Static<typeof SignUpBody>;

const SignUpResponse = Type.Object({
  tenant: Type.Object({ id: Type.String(), uriName: Type.String(), commercialName: Type.String() }),
  user: Type.Object({
    id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    role: Type.String(),
  }),
  emailConfirmationRequired: Type.Boolean({
    description:
      'The owner is signed in, but the company stays offline until the e-mail is confirmed',
  }),
  signInTicket: Type.String({
    description:
      "Signs the owner in on the new company's host: POST /auth/sign-in/ticket there, within two minutes, once",
  }),
});

export const signUpSchema = {
  tags: ['auth'],
  summary:
    'Registers a company (tenant, in trial) and its owner, signed in at once (a ticket for its host); mails the confirmation link',
  body: SignUpBody,
  response: { 201: SignUpResponse, 400: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
};

export const uriNameSchema = {
  tags: ['auth'],
  summary: 'Whether a uriName (subdomain) can be registered',
  params: Type.Object({ name: Type.String() }),
  response: {
    200: Type.Object({
      name: Type.String(),
      available: Type.Boolean(),
      reason: Type.Optional(Type.Enum(['invalid', 'reserved', 'taken'])),
    }),
  },
};

export const emailConfirmSchema = {
  tags: ['auth'],
  summary: "Confirms a user's e-mail with the mailed token (single use, 48 h)",
  body: Type.Object({ token: LinkToken }),
  response: {
    200: Type.Object({ confirmed: Type.Boolean(), email: Type.String() }),
    400: ErrorResponse,
    404: ErrorResponse,
  },
};

export const confirmResendSchema = {
  tags: ['auth'],
  summary: 'Mails a new confirmation link if the e-mail is registered and not confirmed',
  body: Type.Object({ email: Email }),
  response: { 202: AcceptedMessage, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
};
