import { Type } from 'typebox';
import { TENANT_SITUATIONS, USER_ROLES } from '../../db/schema';
import { ErrorResponse } from '../common/common.schemas';
import { Email } from './auth-fields.schemas';

// The refresh token is never in a body: it travels in an HttpOnly cookie (refresh-cookie.ts).
export const SessionTokens = Type.Object({
  token: Type.String({ description: 'Access token (JWT), sent as Authorization: Bearer <token>' }),
  refreshTokenMaxAge: Type.Integer({
    description:
      "Seconds until the session's absolute expiry (the refresh cookie's Max-Age); the client schedules its refresh by it",
  }),
});

const REFRESH_COOKIE_NOTE =
  'The refresh token is set as an HttpOnly cookie (Set-Cookie), never in the body.';

/** Refresh and sign-out take no body: a refresh token posted in one is refused (400). */
const NoBody = Type.Object({}, { additionalProperties: false });

export const signInSchema = {
  tags: ['auth'],
  summary: "Signs in to the Host's tenant",
  description: REFRESH_COOKIE_NOTE,
  body: Type.Object({
    email: Email,
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  }),
  response: {
    200: SessionTokens,
    400: ErrorResponse,
    401: ErrorResponse,
    403: ErrorResponse,
    404: ErrorResponse,
    429: ErrorResponse,
  },
};

export const signInTicketSchema = {
  tags: ['auth'],
  summary: "Exchanges the sign-up's ticket for a session on the new company's host (once)",
  description: `${REFRESH_COOKIE_NOTE} The ticket lasts two minutes; only the tenant's own origin may call it.`,
  body: Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 2048 }) }),
  response: {
    200: SessionTokens,
    400: ErrorResponse,
    401: ErrorResponse,
    403: ErrorResponse,
    404: ErrorResponse,
  },
};

export const Session = Type.Object({
  user: Type.Object({
    id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    role: Type.Enum(USER_ROLES),
    emailConfirmed: Type.Boolean({
      description: 'Whether the user confirmed the e-mail (an owner just signed up has not)',
    }),
  }),
  tenant: Type.Object({
    id: Type.String(),
    uriName: Type.String(),
    commercialName: Type.String(),
    situation: Type.Enum(TENANT_SITUATIONS),
  }),
  permissions: Type.Array(Type.String()),
});

export const sessionSchema = {
  tags: ['auth'],
  summary: 'The signed-in user, their tenant and permissions',
  security: [{ bearerAuth: [] }],
  response: { 200: Session, 401: ErrorResponse },
};

export const refreshSchema = {
  tags: ['auth'],
  summary: "Swaps the refresh cookie's token for a new pair (rotation; reuse revokes the session)",
  description: `${REFRESH_COOKIE_NOTE} Only the tenant's own origin may call it.`,
  body: NoBody,
  response: {
    200: SessionTokens,
    400: ErrorResponse,
    401: ErrorResponse,
    403: ErrorResponse,
    404: ErrorResponse,
  },
};

export const signOutSchema = {
  tags: ['auth'],
  summary: "Ends the refresh cookie's session (if any) and clears the cookie; 204",
  description: "Only the tenant's own origin may call it.",
  body: NoBody,
  response: { 204: Type.Null(), 400: ErrorResponse, 403: ErrorResponse },
};
