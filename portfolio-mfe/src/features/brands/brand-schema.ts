import { z } from 'zod';
import { imageUrlField, maxText, requiredText } from '../common/schema-rules';

// Mirrors the API's brands resource (api/src/modules/portfolio/portfolio.resources.ts).

export const BRAND_KINDS = [
  { value: 'own', label: 'Própria' },
  { value: 'competitor', label: 'Concorrente' },
] as const;

export const brandKindLabel = (kind: unknown) =>
  BRAND_KINDS.find((k) => k.value === kind)?.label ?? String(kind ?? '—');

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const brandSchema = z.object({
  name: requiredText(80),
  slug: z
    .string()
    .trim()
    .max(80, maxText(80))
    .refine((slug) => slug === '' || SLUG.test(slug), 'Use letras minúsculas, números e hífens.'),
  kind: z.enum(['own', 'competitor']),
  logo: imageUrlField,
  active: z.boolean(),
});

export type BrandValues = z.infer<typeof brandSchema>;

export const blankBrand: BrandValues = {
  name: '',
  slug: '',
  kind: 'own',
  logo: null,
  active: true,
};

export const brandLabels = {
  name: 'Nome',
  slug: 'Identificador',
  kind: 'Tipo',
  logo: 'Logo',
  active: 'Ativo',
};

/** The identifier the API derives from a name when it is left blank (its slugOf). */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/ /g, '-')
    .slice(0, 80);
}

/** A blank identifier goes as null: the API derives it from the name. */
export const brandBody = (values: BrandValues) => ({ ...values, slug: values.slug || null });
