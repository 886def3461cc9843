import { z } from 'zod';
import {
  PASSWORD_MISMATCH,
  newPasswordSchema,
  passwordConfirmationSchema,
} from '../common/schemas';

export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, passwordConfirmation: passwordConfirmationSchema })
  .refine((v) => !v.passwordConfirmation || v.password === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: PASSWORD_MISMATCH,
  });
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;
