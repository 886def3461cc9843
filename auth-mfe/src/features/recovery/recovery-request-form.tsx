import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, RouterLink, Stack, TenantButton, TextField } from '@catalogo/shared-ui';
import { toAuthError, useRequestRecoveryMutation } from '@catalogo/shared-auth';
import type { AuthError } from '@catalogo/shared-auth';
import { applyFieldErrors } from '../common/field-errors';
import { FormAlert } from '../common/form-alert';
import { textFieldProps } from '../common/text-field-props';
import { paths } from '../../app/paths';
import { recoveryRequestSchema } from './recovery-schema';
import type { RecoveryRequestValues } from './recovery-schema';

/** Asks for a recovery link; the answer never tells whether the e-mail has an account. */
export function RecoveryRequestForm() {
  const [requestRecovery] = useRequestRecoveryMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<AuthError | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RecoveryRequestValues>({
    resolver: zodResolver(recoveryRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      setSent((await requestRecovery(values).unwrap()).message);
    } catch (caught) {
      const error = toAuthError(caught);
      const fields = { email: { name: 'email' as const, message: 'E-mail inválido.' } };
      if (!applyFieldErrors(error.fields, setError, fields).allMapped) setFailure(error);
    }
  });

  if (sent) {
    return (
      <FormAlert severity="success" message={sent}>
        <Link component={RouterLink} to={paths.login}>
          Voltar para a página de entrada
        </Link>
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
      <TenantButton type="submit" size="large" fullWidth pending={isSubmitting}>
        Enviar link
      </TenantButton>
      <Link component={RouterLink} to={paths.login}>
        Voltar para a página de entrada
      </Link>
    </Stack>
  );
}
