import { z } from 'zod';
import { emailSchema, uriNameSchema } from '../common/schemas';

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Informe a senha.'),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;

/** On the platform host: which company's site to sign in to. */
export const companyAddressSchema = z.object({ uriName: uriNameSchema });

export type CompanyAddressValues = z.output<typeof companyAddressSchema>;
