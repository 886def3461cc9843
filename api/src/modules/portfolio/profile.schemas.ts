import { Type } from 'typebox';
import { ErrorResponse } from '../common/common.schemas';

const Text = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()]);
export const SOCIAL_NETWORKS = [
  'instagram',
  'facebook',
  'linkedin',
  'youtube',
  'tiktok',
  'x',
] as const;

const About = Type.Object(
  {
    description: Type.Optional(Text(2000)),
    phone: Type.Optional(Text(30)),
    whatsapp: Type.Optional(Text(30)),
    email: Type.Optional(Text(254)),
    address: Type.Optional(Text(300)),
    website: Type.Optional(Text(300)),
    social: Type.Optional(
      Type.Object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, Type.Optional(Text(300))])), {
        additionalProperties: false,
      }),
    ),
  },
  { additionalProperties: false },
);
const Layout = Type.Object(
  {
    logo: Type.Optional(Text(500)),
    banner: Type.Optional(Text(500)),
    colorSeccondary: Type.String({ maxLength: 7 }),
    colorSeccondaryContrast: Type.String({ maxLength: 7 }),
  },
  { additionalProperties: false },
);

export const ProfileBody = Type.Object(
  {
    commercialName: Type.String({ maxLength: 200 }),
    legalName: Type.String({ maxLength: 300 }),
    cnpj: Type.String({ maxLength: 30 }),
    about: About,
    layout: Layout,
    version: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
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

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse };
export const getProfileSchema = {
  tags: ['portfolio'],
  summary: 'Perfil público da empresa',
  response: { 200: Profile, ...errors },
};
export const putProfileSchema = {
  tags: ['portfolio'],
  summary: 'Altera o perfil público da empresa',
  body: ProfileBody,
  response: { 200: Profile, ...errors },
};
