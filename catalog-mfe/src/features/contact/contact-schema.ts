import { z } from 'zod';
import { emailSchema, personNameSchema, phoneSchema } from '../../common/forms/person-fields';

export const contactSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  subject: z
    .string()
    .trim()
    .min(1, { error: 'Informe o assunto.', abort: true })
    .min(2, 'Informe o assunto.')
    .max(150, 'Use no máximo 150 caracteres.'),
  body: z
    .string()
    .trim()
    .min(1, { error: 'Escreva sua mensagem.', abort: true })
    .min(5, 'Escreva sua mensagem.')
    .max(5000, 'Use no máximo 5.000 caracteres.'),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
