import { z } from 'zod';

// Mirrors the descriptions resource of api/src/modules/portfolio/portfolio.resources.ts.

const CODE = /^[A-Z0-9][A-Z0-9._-]*$/;
export const MAX_SYNONYMS = 50;
export const SYNONYM_MAX = 100;

export const descriptionSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, 'Informe o código.')
    .max(20, 'Use no máximo 20 caracteres.')
    .regex(CODE, 'Use letras, números, ponto, hífen ou sublinhado.'),
  name: z.string().trim().min(1, 'Informe o nome.').max(150, 'Use no máximo 150 caracteres.'),
  synonyms: z
    .array(z.string().max(SYNONYM_MAX, `Cada sinônimo tem no máximo ${SYNONYM_MAX} caracteres.`))
    .max(MAX_SYNONYMS, `Use no máximo ${MAX_SYNONYMS} sinônimos.`),
  defaultSubgroupId: z.string().nullable(),
  /** The digits only: the field shows them as 8708.30.90. */
  defaultNcm: z.string().regex(/^(\d{8})?$/, 'O NCM tem 8 dígitos (ex.: 8708.30.90).'),
  active: z.boolean(),
});

export type DescriptionValues = z.infer<typeof descriptionSchema>;

export const blankDescription: DescriptionValues = {
  code: '',
  name: '',
  synonyms: [],
  defaultSubgroupId: null,
  defaultNcm: '',
  active: true,
};

/** Blank optional values are sent as null, as the API stores "none". */
export const descriptionBody = (values: DescriptionValues) => ({
  ...values,
  defaultSubgroupId: values.defaultSubgroupId || null,
  defaultNcm: values.defaultNcm || null,
});

export const descriptionLabels = {
  code: 'Código',
  name: 'Nome',
  synonyms: 'Sinônimos',
  defaultSubgroupId: 'Subgrupo padrão',
  defaultNcm: 'NCM padrão',
  active: 'Ativo',
};

/** Synonyms as the API keeps them: upper case, trimmed, once each; `a, b` typed at once are two. */
export function normalizeSynonyms(values: readonly string[]): string[] {
  const items = values
    .flatMap((value) => value.split(/[;,]/))
    .map((value) => value.trim().toLocaleUpperCase('pt-BR'))
    .filter(Boolean);
  return [...new Set(items)];
}
