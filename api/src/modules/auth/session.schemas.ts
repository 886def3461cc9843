import { Type } from 'typebox';
import { TENANT_SITUATIONS, USER_ROLES } from '../../db/schema';
import { ErrorResponse } from '../common/common.schemas';
import { Email, RefreshToken } from './auth-fields.schemas';

export const SessionTokens = Type.Object({
  token: Type.String({ description: 'Access token (JWT), sent as Authorization: Bearer <token>' }),
  refreshToken: Type.String({ description: 'Opaque; rotated on every refresh' }),
  refreshTokenMaxAge: Type.Integer({ description: "Seconds until the session's absolute expiry" }),
});

export const signInSchema = {
  tags: ['auth'],
  summary: "Signs in to the Host's tenant",
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

export const Session = Type.Object({
  user: Type.Object({
    id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    role: Type.Enum(USER_ROLES),
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
  summary: 'Swaps a refresh token for a new pair (rotation; reuse revokes the session)',
  body: Type.Object({ refreshToken: RefreshToken }),
  response: { 200: SessionTokens, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
};

export const signOutSchema = {
  tags: ['auth'],
  summary: 'Ends the session of the refresh token (if any); always 204',
  body: Type.Object({ refreshToken: Type.Optional(RefreshToken) }),
  response: { 204: Type.Null(), 400: ErrorResponse },
};
