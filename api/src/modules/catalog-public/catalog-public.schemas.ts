import { Type, type Static } from 'typebox';
import { TENANT_SITUATIONS } from '../../db/schema';
import { ErrorResponse } from '../common/common.schemas';

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const CompanyAbout = Type.Object({
  description: Type.Optional(Type.String()),
  phone: Type.Optional(Type.String()),
  whatsapp: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  address: Type.Optional(Type.String()),
  website: Type.Optional(Type.String()),
  social: Type.Optional(Type.Record(Type.String(), Type.String())),
});

export const CompanyLayout = Type.Object({
  logo: Type.Optional(NullableString),
  banner: Type.Optional(NullableString),
  colorSeccondary: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
  colorSeccondaryContrast: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
});

export const CompanyRule = Type.Object({
  showPrices: Type.Boolean(),
  allowOrders: Type.Boolean(),
  minOrderValue: Type.Number(),
});

export const TenantInfo = Type.Object({
  id: Type.String({ format: 'uuid' }),
  commercialName: Type.String(),
  uriName: Type.String(),
  situation: Type.Enum(TENANT_SITUATIONS),
  companyAbout: CompanyAbout,
  companyLayout: CompanyLayout,
  companyRule: CompanyRule,
  mediaUrl: Type.String({
    description: 'Object storage base URL: images under it go through GET /_image',
  }),
});
export type TenantInfo = Static<typeof TenantInfo>;

export const CATEGORY_LEVELS = ['category', 'group', 'subgroup'] as const;

export const CategorySettings = Type.Object({
  status: Type.Boolean({ description: 'Whether the category system is on' }),
  metadata: Type.Array(
    Type.Object({
      level: Type.Enum(CATEGORY_LEVELS),
      status: Type.Boolean(),
    }),
    { description: 'The three levels, always in the order category, group, subgroup' },
  ),
});
export type CategorySettings = Static<typeof CategorySettings>;

export const tenantInfoSchema = {
  tags: ['catalog-public'],
  summary: "The Host's tenant: names, situation, about, layout colours and rules",
  response: { 200: TenantInfo, 404: ErrorResponse },
};

export const categorySettingsSchema = {
  tags: ['catalog-public'],
  summary: "The Host's category system settings (category, group, subgroup)",
  response: { 200: CategorySettings, 404: ErrorResponse },
};
