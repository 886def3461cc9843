import { z } from 'zod';
import { cnpjDigits, isValidCnpj } from '@catalogo/shared-ui/forms';
import {
  emailSchema,
  optionalText,
  personNameSchema,
  phoneSchema,
} from '../../common/forms/person-fields';

/** The quote request form: who asks, and notes. The lines come from the cart. */
export const quoteSchema = z.object({
  name: personNameSchema,
  company: optionalText(160, 'Use no máximo 160 caracteres.'),
  cnpj: optionalText(18, 'CNPJ inválido.')
    .refine((value) => value === undefined || isValidCnpj(value), 'CNPJ inválido.')
    .transform((value) => (value === undefined ? undefined : cnpjDigits(value))),
  email: emailSchema,
  phone: phoneSchema,
  notes: optionalText(2000, 'Use no máximo 2.000 caracteres.'),
});

export type QuoteInput = z.input<typeof quoteSchema>;
export type QuoteValues = z.output<typeof quoteSchema>;
