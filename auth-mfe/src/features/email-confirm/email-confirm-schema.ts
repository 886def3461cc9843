import { z } from 'zod';
import { emailSchema } from '../common/schemas';

export const resendConfirmationSchema = z.object({ email: emailSchema });
export type ResendConfirmationValues = z.output<typeof resendConfirmationSchema>;
