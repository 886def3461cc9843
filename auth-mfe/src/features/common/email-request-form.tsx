import { useState } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Stack, TenantButton, TextField } from '@catalogo/shared-ui';
import { applyFieldErrors, FormAlert, textFieldProps } from '@catalogo/shared-ui/forms';
import { toAuthError } from '@catalogo/shared-auth';
import type { AuthError } from '@catalogo/shared-auth';
import { emailSchema } from './schemas';

const emailRequestSchema = z.object({ email: emailSchema });
type EmailRequestValues = z.output<typeof emailRequestSchema>;

export interface EmailRequestFormProps {
  /** Sends the request; resolves with the API's message (the same whether or not the e-mail exists). */
  send: (values: EmailRequestValues) => Promise<{ message: string }>;
  submitLabel: string;
  defaultEmail?: string;
  /** A secondary action (outlined) instead of the tenant's main button. */
  secondary?: boolean;
  /** Shown under the form and under the success message. */
  footer?: ReactNode;
}

/** One e-mail field that asks the API to send a link (recovery, confirmation re-send). */
export function EmailRequestForm({
  send,
  submitLabel,
  defaultEmail = '',
  secondary = false,
  footer,
}: EmailRequestFormProps) {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<AuthError | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailRequestValues>({
    resolver: zodResolver(emailRequestSchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      setSent((await send(values)).message);
    } catch (caught) {
      const error = toAuthError(caught);
      const fields = { email: { name: 'email' as const, message: 'E-mail inválido.' } };
      if (!applyFieldErrors(error.fields, setError, fields).allMapped) setFailure(error);
    }
  });

  if (sent) {
    return (
      <FormAlert severity="success" message={sent}>
        {footer}
      </FormAlert>
    );
  }
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
      {secondary ? (
        <Button type="submit" variant="outlined" size="large" fullWidth disabled={isSubmitting}>
          {submitLabel}
        </Button>
      ) : (
        <TenantButton type="submit" size="large" fullWidth pending={isSubmitting}>
          {submitLabel}
        </TenantButton>
      )}
      {footer}
    </Stack>
  );
}
