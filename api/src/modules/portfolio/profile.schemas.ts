import { Type, type TSchema } from 'typebox';
import { ErrorResponse } from '../common/common.schemas';

const Text = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()]);
/**
 * An object whose unknown properties are a 400 naming them: under `additionalProperties: false`
 * Fastify's AJV (removeAdditional) would drop them silently.
 */
const Closed = <T extends Record<string, TSchema>>(properties: T) =>
  Type.Object(properties, { propertyNames: { enum: Object.keys(properties) } });
export const SOCIAL_NETWORKS = [
  'instagram',
  'facebook',
  'linkedin',
  'youtube',
  'tiktok',
  'x',
] as const;

const About = Closed({
  description: Type.Optional(Text(2000)),
  phone: Type.Optional(Text(30)),
  whatsapp: Type.Optional(Text(30)),
  email: Type.Optional(Text(254)),
  address: Type.Optional(Text(300)),
  website: Type.Optional(Text(300)),
  social: Type.Optional(
    Closed(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, Type.Optional(Text(300))]))),
  ),
});
const Layout = Closed({
  logo: Type.Optional(Text(500)),
  banner: Type.Optional(Text(500)),
  colorSeccondary: Type.String({ maxLength: 7 }),
  colorSeccondaryContrast: Type.String({ maxLength: 7 }),
});

export const ProfileBody = Closed({
  commercialName: Type.String({ maxLength: 200 }),
  legalName: Type.String({ maxLength: 300 }),
  cnpj: Type.String({ maxLength: 30 }),
  about: About,
  layout: Layout,
  version: Type.Integer({ minimum: 1 }),
});
export type ProfileInput = Type.Static<typeof ProfileBody>;

export const Profile = Type.Object({
  commercialName: Type.String(),
  legalName: Type.String(),
  cnpj: Type.String(),
  about: Type.Object({}, { additionalProperties: true }),
  layout: Type.Object({}, { additionalProperties: true }),
  version: Type.Integer(),
  updatedAt: Type.String(),
  updatedBy: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
});

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };
// A stale version's 409 carries the profile as it is now (the serializer drops what is not here).
const Conflict = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  code: Type.String(),
  message: Type.String(),
  current: Type.Optional(Profile),
});
export const getProfileSchema = {
  tags: ['portfolio'],
  summary: 'Perfil público da empresa',
  response: { 200: Profile, ...errors },
};
export const putProfileSchema = {
  tags: ['portfolio'],
  summary: 'Altera o perfil público da empresa',
  body: ProfileBody,
  response: { 200: Profile, 409: Conflict, ...errors },
};
