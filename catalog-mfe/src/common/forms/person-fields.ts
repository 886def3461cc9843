import { z } from 'zod';

// Rules for who is asking (quote request and contact form); they mirror the API's, with pt-BR
// messages. Empty optional fields become undefined, so they are not sent.

const optional = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => value || undefined);

export const personNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'Informe seu nome.', abort: true })
  .min(2, 'Informe seu nome.')
  .max(120, 'Use no máximo 120 caracteres.');

export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: 'Informe o e-mail.', abort: true })
  .pipe(z.email('E-mail inválido.').max(254, 'E-mail inválido.'));

export const phoneSchema = optional(30, 'Telefone inválido.').refine(
  (value) => value === undefined || /^\d{10,13}$/.test(value.replace(/\D/g, '')),
  'Informe o telefone com DDD.',
);

export const optionalText = optional;
