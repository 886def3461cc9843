import { z } from 'zod';
import {
  PASSWORD_MISMATCH,
  emailSchema,
  newPasswordSchema,
  passwordConfirmationSchema,
  uriNameSchema,
} from '../common/schemas';
import { cnpjDigits, isValidCnpj } from '@catalogo/shared-ui/forms';

/** The company and its owner. Field paths mirror the API's ('company.cnpj'). */
export const registerSchema = z
  .object({
    company: z.object({
      commercialName: z
        .string()
        .trim()
        .min(1, { error: 'Informe o nome da empresa.', abort: true })
        .max(120, 'Use no máximo 120 caracteres.'),
      uriName: uriNameSchema,
      // Shown masked, sent as its 14 digits.
      cnpj: z
        .string()
        .trim()
        .min(1, { error: 'Informe o CNPJ.', abort: true })
        .refine(isValidCnpj, 'CNPJ inválido.')
        .transform(cnpjDigits),
    }),
    name: z
      .string()
      .trim()
      .min(1, { error: 'Informe o seu nome.', abort: true })
      .max(120, 'Use no máximo 120 caracteres.'),
    email: emailSchema,
    password: newPasswordSchema,
    passwordConfirmation: passwordConfirmationSchema,
  })
  .refine((v) => !v.passwordConfirmation || v.password === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: PASSWORD_MISMATCH,
  });

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

export const emptyRegisterForm: RegisterInput = {
  company: { commercialName: '', uriName: '', cnpj: '' },
  name: '',
  email: '',
  password: '',
  passwordConfirmation: '',
};
