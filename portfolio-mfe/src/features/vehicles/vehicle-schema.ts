import { z } from 'zod';
import { optionalText, requiredText } from '../common/schema-rules';

// Mirrors the API's vehicles resource (api/src/modules/portfolio/portfolio.resources.ts).

export const FUELS = [
  'FLEX',
  'GASOLINA',
  'ETANOL',
  'DIESEL',
  'GNV',
  'HÍBRIDO',
  'ELÉTRICO',
] as const;
export const FUEL_OPTIONS = FUELS.map((fuel) => ({
  value: fuel,
  label: fuel.charAt(0) + fuel.slice(1).toLocaleLowerCase('pt-BR'),
}));

export const VEHICLE_LINES = [
  { value: 'light', label: 'Leve' },
  { value: 'heavy', label: 'Pesada' },
] as const;

export const lineLabel = (line: unknown) =>
  VEHICLE_LINES.find((l) => l.value === line)?.label ?? '—';
export const fuelLabel = (fuel: unknown) =>
  FUEL_OPTIONS.find((f) => f.value === fuel)?.label ?? '—';

export const FIRST_YEAR = 1900;
export const LAST_YEAR = new Date().getFullYear() + 2;

/** `2010–2015`, or `2010–atual` while still made. */
export function yearsLabel(start: unknown, end: unknown): string {
  if (typeof start !== 'number') return '—';
  return `${start}–${typeof end === 'number' ? end : 'atual'}`;
}

const upper = (text: string) => text.toLocaleUpperCase('pt-BR');
const year = z
  .number()
  .int('Informe um ano sem casas decimais.')
  .min(FIRST_YEAR, `O ano mínimo é ${FIRST_YEAR}.`)
  .max(LAST_YEAR, `O ano máximo é ${LAST_YEAR}.`)
  .nullable();

export const vehicleSchema = z
  .object({
    // Nullable with a refinement (not a plain required string): a field left empty must not
    // stop the years' cross-check from running.
    factoryId: z
      .string()
      .nullable()
      .refine((id) => !!id, 'Escolha a montadora.'),
    model: requiredText(80).transform(upper),
    versionName: optionalText(80).transform(upper),
    engine: optionalText(80).transform(upper),
    fuel: z.union([z.enum(FUELS), z.literal('')]),
    body: optionalText(60).transform(upper),
    line: z.enum(['light', 'heavy']),
    // `: boolean`, not a type guard: the blank form holds null until a year is typed.
    yearStart: year.refine((value): boolean => value !== null, 'Informe o ano inicial.'),
    yearEnd: year,
    active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.yearStart !== null && v.yearEnd !== null && v.yearEnd < v.yearStart)
      ctx.addIssue({
        code: 'custom',
        path: ['yearEnd'],
        message: 'O ano final não pode ser anterior ao inicial.',
      });
  });

export type VehicleValues = z.infer<typeof vehicleSchema>;

export const blankVehicle: VehicleValues = {
  factoryId: null,
  model: '',
  versionName: '',
  engine: '',
  fuel: '',
  body: '',
  line: 'light',
  yearStart: null,
  yearEnd: null,
  active: true,
};

export const vehicleLabels = {
  factoryId: 'Montadora',
  model: 'Modelo',
  versionName: 'Versão',
  engine: 'Motor',
  fuel: 'Combustível',
  body: 'Carroceria',
  line: 'Linha',
  yearStart: 'Ano inicial',
  yearEnd: 'Ano final',
  active: 'Ativo',
};

/** No fuel goes as null (the API takes one of its fuels or nothing). */
export const vehicleBody = (values: VehicleValues) => ({ ...values, fuel: values.fuel || null });
