import { z } from 'zod';

// Rules several portfolio schemas share, worded as the API words them (resource.values.ts).

export const maxText = (max: number) => `Use no máximo ${max} caracteres.`;

/** A required text: trimmed, not blank, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, 'Preencha este campo.').max(max, maxText(max));

/** An optional text: trimmed; blank is allowed (the API stores it as empty). */
export const optionalText = (max: number) => z.string().trim().max(max, maxText(max));

/** An image's address as the upload field keeps it: an http(s) URL, or null for none. */
export const imageUrlField = z
  .string()
  .max(500, maxText(500))
  .regex(/^https?:\/\/\S+$/, 'Informe um endereço http(s).')
  .nullable();

/** Blank text as null, as the API stores "no value". */
export const orNull = (value: string | null | undefined) => value?.trim() || null;
