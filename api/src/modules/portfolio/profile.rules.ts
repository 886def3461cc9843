import type { FieldIssue } from '../panel/resource.types';
import { isValidCnpj, normalizeCnpj } from '../tenants/cnpj';
import { SOCIAL_NETWORKS, type ProfileInput } from './profile.schemas';

const HEX = /^#[0-9a-fA-F]{6}$/;
const URL_RE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_CONTRAST = 4.5;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const blank = (v: string | null | undefined) => (v ?? '').trim() || null;
const digits = (v: string | null) => (v ? v.replace(/\D/g, '') : null);

/** The profile normalised (trimmed, blanks null, CNPJ and phones as digits) and its problems. */
export function checkProfile(input: ProfileInput) {
  const issues: FieldIssue[] = [];
  const text = (field: string, value: string, min: number, max: number) => {
    const v = value.trim();
    if (v.length < min)
      issues.push({
        field,
        reason: min === 1 ? 'Preencha este campo.' : `Use pelo menos ${min} caracteres.`,
      });
    else if (v.length > max) issues.push({ field, reason: `Use no máximo ${max} caracteres.` });
    return v;
  };
  const commercialName = text('commercialName', input.commercialName, 2, 80);
  const legalName = text('legalName', input.legalName, 2, 150);
  if (!isValidCnpj(input.cnpj))
    issues.push({ field: 'cnpj', reason: 'CNPJ inválido: confira os dígitos.' });
  const a = input.about;
  const phone = (field: string, value: string | null) => {
    const d = digits(blank(value));
    if (d && (d.length < 10 || d.length > 13))
      issues.push({ field, reason: 'Telefone com DDD: 10 a 13 dígitos.' });
    return d;
  };
  const url = (field: string, value: string | null | undefined) => {
    const v = blank(value);
    if (v && !URL_RE.test(v))
      issues.push({ field, reason: 'Informe um endereço começando com https://.' });
    return v;
  };
  const email = blank(a.email);
  if (email && !EMAIL.test(email))
    issues.push({ field: 'about.email', reason: 'E-mail inválido.' });
  const social: Record<string, string> = {};
  for (const n of SOCIAL_NETWORKS) {
    const v = url(`about.social.${n}`, a.social?.[n]);
    if (v) social[n] = v;
  }
  const about = {
    description: blank(a.description),
    phone: phone('about.phone', a.phone ?? null),
    whatsapp: phone('about.whatsapp', a.whatsapp ?? null),
    email: email?.toLowerCase() ?? null,
    address: blank(a.address),
    website: url('about.website', a.website),
    social,
  };
  const l = input.layout;
  for (const key of ['colorSeccondary', 'colorSeccondaryContrast'] as const)
    if (!HEX.test(l[key]))
      issues.push({ field: `layout.${key}`, reason: 'Use uma cor no formato #RRGGBB.' });
  if (HEX.test(l.colorSeccondary) && HEX.test(l.colorSeccondaryContrast)) {
    const ratio = contrastRatio(l.colorSeccondary, l.colorSeccondaryContrast);
    if (ratio < MIN_CONTRAST)
      issues.push({
        field: 'layout.colorSeccondaryContrast',
        // Rounded down: 4.48 must not read as the 4,5 it falls short of.
        reason: `Contraste insuficiente (${(Math.floor(ratio * 100) / 100).toFixed(2).replace('.', ',')}:1); o mínimo é 4,5:1 para o texto ser legível.`,
      });
  }
  const layout = {
    logo: url('layout.logo', l.logo),
    banner: url('layout.banner', l.banner),
    colorSeccondary: l.colorSeccondary.toLowerCase(),
    colorSeccondaryContrast: l.colorSeccondaryContrast.toLowerCase(),
  };
  return {
    values: { commercialName, legalName, cnpj: normalizeCnpj(input.cnpj), about, layout },
    issues,
  };
}
