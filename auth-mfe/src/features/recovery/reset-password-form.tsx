import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, RouterLink, Stack, TenantButton } from '@catalogo/shared-ui';
import { applyFieldErrors, FormAlert } from '@catalogo/shared-ui/forms';
import { toAuthError } from '@catalogo/shared-auth';
import { useResetPasswordMutation } from '../common/auth-api';
import type { AuthError } from '@catalogo/shared-auth';
import { PasswordField } from '../common/password-field';
import { NEW_PASSWORD_HINT } from '../common/schemas';
import { paths } from '../../app/paths';
import { resetPasswordSchema } from './recovery-schema';
import type { ResetPasswordValues } from './recovery-schema';

const TOKEN_ERRORS = ['TOKEN_INVALID', 'TOKEN_EXPIRED'];

/** A new password for the account the recovery link was sent for. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [resetPassword] = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<AuthError | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword({ token, password }).unwrap();
      setDone(true);
    } catch (caught) {
      const error = toAuthError(caught);
      const fields = { password: { name: 'password' as const, message: 'Senha inválida.' } };
      if (!applyFieldErrors(error.fields, setError, fields).allMapped) setFailure(error);
    }
  });

  if (done) {
    return (
      <FormAlert severity="success" message="Senha redefinida. Você já pode entrar.">
        <Link component={RouterLink} to={paths.login}>
          Entrar
        </Link>
      </FormAlert>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <FormAlert message={failure?.message}>
        {failure && TOKEN_ERRORS.includes(failure.code) && (
          <Link component={RouterLink} to={paths.recovery}>
            Solicitar um novo link
          </Link>
        )}
      </FormAlert>
      <PasswordField
        label="Nova senha"
        registration={register('password')}
        error={errors.password}
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
      />
      <PasswordField
        label="Confirme a nova senha"
        registration={register('passwordConfirmation')}
        error={errors.passwordConfirmation}
        autoComplete="new-password"
      />
      <TenantButton type="submit" size="large" fullWidth pending={isSubmitting}>
        Redefinir senha
      </TenantButton>
    </Stack>
  );
}
