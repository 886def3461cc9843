import { z } from 'zod';
import { imageUrlField, optionalText, requiredText } from '../common/schema-rules';

// Mirrors the API's factories resource (api/src/modules/portfolio/portfolio.resources.ts).

export const FACTORY_SEGMENTS = [
  { value: 'car', label: 'Automóveis' },
  { value: 'commercial', label: 'Comerciais' },
  { value: 'motorcycle', label: 'Motos' },
  { value: 'agricultural', label: 'Agrícolas' },
] as const;

type Segment = (typeof FACTORY_SEGMENTS)[number]['value'];

export const segmentLabels = (segments: unknown) =>
  Array.isArray(segments)
    ? FACTORY_SEGMENTS.filter((s) => segments.includes(s.value))
        .map((s) => s.label)
        .join(', ')
    : '';

export const factorySchema = z.object({
  // The API keeps makers' names in upper case.
  name: requiredText(80).transform((name) => name.toLocaleUpperCase('pt-BR')),
  country: optionalText(60),
  segments: z.array(z.enum(['car', 'commercial', 'motorcycle', 'agricultural'])),
  logo: imageUrlField,
  active: z.boolean(),
});

export type FactoryValues = z.infer<typeof factorySchema>;

export const blankFactory: FactoryValues = {
  name: '',
  country: '',
  segments: [] as Segment[],
  logo: null,
  active: true,
};

export const factoryLabels = {
  name: 'Nome',
  country: 'País',
  segments: 'Segmentos',
  logo: 'Logo',
  active: 'Ativo',
};
