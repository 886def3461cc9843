import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TenantButton, TextField, useNavigate, useSearchParams } from '@catalogo/shared-ui';
import { applyFieldErrors, FormAlert, textFieldProps } from '@catalogo/shared-ui/forms';
import type { FieldMap } from '@catalogo/shared-ui/forms';
import { safeRedirectPath, toAuthError, useAuthActions } from '@catalogo/shared-auth';
import type { AuthError } from '@catalogo/shared-auth';
import { PasswordField } from '../common/password-field';
import { loginSchema } from './login-schema';
import type { LoginInput, LoginValues } from './login-schema';
import { ResendConfirmationButton } from './resend-confirmation-button';

const apiFields: FieldMap<LoginInput> = {
  email: { name: 'email', message: 'E-mail inválido.' },
  password: { name: 'password', message: 'Senha inválida.' },
};

/** Signs in to this host's company, then goes to ?redirect= (a path of this site) or the root. */
export function LoginForm() {
  const { signIn } = useAuthActions();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<AuthError | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      await signIn(credentials);
      navigate(safeRedirectPath(searchParams.get('redirect')), { replace: true });
    } catch (caught) {
      const error = toAuthError(caught);
      if (!applyFieldErrors(error.fields, setError, apiFields).allMapped) setFailure(error);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <FormAlert message={failure?.message}>
        {failure?.code === 'EMAIL_NOT_CONFIRMED' && (
          <ResendConfirmationButton email={() => getValues('email')} />
        )}
      </FormAlert>
      <TextField
        {...textFieldProps(register('email'), errors.email)}
        label="E-mail"
        type="email"
        autoComplete="email"
        fullWidth
      />
      <PasswordField
        label="Senha"
        registration={register('password')}
        error={errors.password}
        autoComplete="current-password"
      />
      <TenantButton type="submit" size="large" fullWidth pending={isSubmitting}>
        Entrar
      </TenantButton>
    </Stack>
  );
}
