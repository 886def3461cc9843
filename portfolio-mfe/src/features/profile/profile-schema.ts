import { z } from 'zod';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { imageUrlField, maxText, orNull } from '../common/schema-rules';
import { HEX_COLOR, MIN_CONTRAST, contrastRatio, formatRatio } from './contrast';
import { isValidCnpj, maskCnpj, maskPhone, phoneDigits } from './masks';

// Mirrors the API's profile (api/src/modules/portfolio/profile.schemas.ts and profile.rules.ts).

export const SOCIAL_NETWORKS = [
  { key: 'instagram', label: 'Instagram' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'tiktok', label: 'TikTok' },
  { key: 'x', label: 'X' },
] as const;

const URL_RE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DEFAULT_COLORS = { colorSeccondary: '#3862ae', colorSeccondaryContrast: '#ffffff' };

const name = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Preencha este campo.')
    .min(min, `Use pelo menos ${min} caracteres.`)
    .max(max, maxText(max));
const optional = (max: number) => z.string().trim().max(max, maxText(max));
const link = optional(300).refine(
  (v) => v === '' || URL_RE.test(v),
  'Informe um endereço começando com https://.',
);
const phone = optional(30).refine((v) => {
  const digits = phoneDigits(v).length;
  return digits === 0 || (digits >= 10 && digits <= 13);
}, 'Telefone com DDD: 10 a 13 dígitos.');
const color = z.string().trim().regex(HEX_COLOR, 'Use uma cor no formato #RRGGBB.');

export const profileSchema = z
  .object({
    commercialName: name(2, 80),
    legalName: name(2, 150),
    cnpj: z.string().trim().refine(isValidCnpj, 'CNPJ inválido: confira os dígitos.'),
    about: z.object({
      description: optional(2000),
      phone,
      whatsapp: phone,
      email: optional(254).refine((v) => v === '' || EMAIL.test(v), 'E-mail inválido.'),
      address: optional(300),
      website: link,
      social: z.object({
        instagram: link,
        facebook: link,
        linkedin: link,
        youtube: link,
        tiktok: link,
        x: link,
      }),
    }),
    layout: z.object({
      logo: imageUrlField,
      banner: imageUrlField,
      colorSeccondary: color,
      colorSeccondaryContrast: color,
    }),
  })
  .superRefine((v, ctx) => {
    const ratio = contrastRatio(v.layout.colorSeccondary, v.layout.colorSeccondaryContrast);
    if (ratio !== null && ratio < MIN_CONTRAST)
      ctx.addIssue({
        code: 'custom',
        path: ['layout', 'colorSeccondaryContrast'],
        message: `Contraste insuficiente (${formatRatio(ratio)}); o mínimo é 4,5:1 para o texto ser legível.`,
      });
  });

export type ProfileValues = z.infer<typeof profileSchema>;

const blankSocial = { instagram: '', facebook: '', linkedin: '', youtube: '', tiktok: '', x: '' };

export const blankProfile: ProfileValues = {
  commercialName: '',
  legalName: '',
  cnpj: '',
  about: {
    description: '',
    phone: '',
    whatsapp: '',
    email: '',
    address: '',
    website: '',
    social: blankSocial,
  },
  layout: { logo: null, banner: null, ...DEFAULT_COLORS },
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The API's profile as the form shows it: masks applied, nothing missing. */
export function profileToForm(row: PanelRow): ProfileValues {
  const about = (row.about ?? {}) as Record<string, unknown>;
  const social = (about.social ?? {}) as Record<string, unknown>;
  const layout = (row.layout ?? {}) as Record<string, unknown>;
  return {
    commercialName: text(row.commercialName),
    legalName: text(row.legalName),
    cnpj: maskCnpj(text(row.cnpj)),
    about: {
      description: text(about.description),
      phone: maskPhone(text(about.phone)),
      whatsapp: maskPhone(text(about.whatsapp)),
      email: text(about.email),
      address: text(about.address),
      website: text(about.website),
      social: Object.fromEntries(
        SOCIAL_NETWORKS.map(({ key }) => [key, text(social[key])]),
      ) as ProfileValues['about']['social'],
    },
    layout: {
      logo: text(layout.logo) || null,
      banner: text(layout.banner) || null,
      colorSeccondary: text(layout.colorSeccondary) || DEFAULT_COLORS.colorSeccondary,
      colorSeccondaryContrast:
        text(layout.colorSeccondaryContrast) || DEFAULT_COLORS.colorSeccondaryContrast,
    },
  };
}

/** The PUT body (FormPage adds the version): blanks as null, as the API stores them. */
export function profileToBody(values: ProfileValues) {
  const { about, layout } = values;
  return {
    commercialName: values.commercialName,
    legalName: values.legalName,
    cnpj: values.cnpj,
    about: {
      description: orNull(about.description),
      phone: orNull(about.phone),
      whatsapp: orNull(about.whatsapp),
      email: orNull(about.email),
      address: orNull(about.address),
      website: orNull(about.website),
      social: Object.fromEntries(
        SOCIAL_NETWORKS.map(({ key }) => [key, orNull(about.social[key])]),
      ),
    },
    layout: {
      ...layout,
      colorSeccondary: layout.colorSeccondary.toLowerCase(),
      colorSeccondaryContrast: layout.colorSeccondaryContrast.toLowerCase(),
    },
  };
}

/** Names for the conflict dialog and the history (the API records whole sections). */
export const profileLabels = {
  commercialName: 'Nome fantasia',
  legalName: 'Razão social',
  cnpj: 'CNPJ',
  about: 'Contato e sobre',
  layout: 'Visual',
};

/** Each field's name on the page, for the summary of what blocks saving. */
export const profileFieldLabels: Readonly<Record<string, string>> = {
  commercialName: 'Nome fantasia',
  legalName: 'Razão social',
  cnpj: 'CNPJ',
  'about.phone': 'Telefone',
  'about.whatsapp': 'WhatsApp',
  'about.email': 'E-mail',
  'about.website': 'Site',
  'about.address': 'Endereço',
  ...Object.fromEntries(SOCIAL_NETWORKS.map(({ key, label }) => [`about.social.${key}`, label])),
  'about.description': 'Sobre a empresa',
  'layout.logo': 'Logo',
  'layout.banner': 'Banner',
  'layout.colorSeccondary': 'Cor da marca',
  'layout.colorSeccondaryContrast': 'Cor do texto sobre a cor da marca',
};
