import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextField } from '@catalogo/shared-ui';
import { toAuthError, useResendConfirmationMutation } from '@catalogo/shared-auth';
import type { AuthError } from '@catalogo/shared-auth';
import { applyFieldErrors } from '../common/field-errors';
import { FormAlert } from '../common/form-alert';
import { textFieldProps } from '../common/text-field-props';
import { resendConfirmationSchema } from './email-confirm-schema';
import type { ResendConfirmationValues } from './email-confirm-schema';

/** Sends a new confirmation link to the e-mail typed. */
export function ResendConfirmationForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const [resend] = useResendConfirmationMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<AuthError | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResendConfirmationValues>({
    resolver: zodResolver(resendConfirmationSchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      setSent((await resend(values).unwrap()).message);
    } catch (caught) {
      const error = toAuthError(caught);
      const fields = { email: { name: 'email' as const, message: 'E-mail inválido.' } };
      if (!applyFieldErrors(error.fields, setError, fields).allMapped) setFailure(error);
    }
  });

  if (sent) return <FormAlert severity="success" message={sent} />;
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <FormAlert message={failure?.message} />
      <TextField
        {...textFieldProps(register('email'), errors.email)}
        label="E-mail"
        type="email"
        autoComplete="email"
        fullWidth
      />
      <Button type="submit" variant="outlined" size="large" fullWidth disabled={isSubmitting}>
        Reenviar link de confirmação
      </Button>
    </Stack>
  );
}
