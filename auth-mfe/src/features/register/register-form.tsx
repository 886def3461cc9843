import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TenantButton, TextField, Typography } from '@catalogo/shared-ui';
import { applyFieldErrors, FormAlert, textFieldProps } from '@catalogo/shared-ui/forms';
import type { FieldMap } from '@catalogo/shared-ui/forms';
import { tenantAppUrl, toAuthError, useAuthActions, withSignInTicket } from '@catalogo/shared-auth';
import type { AuthError } from '@catalogo/shared-auth';
import { externalNavigation } from '../common/external-navigation';
import { PasswordField } from '../common/password-field';
import { NEW_PASSWORD_HINT, URI_NAME_RULE } from '../common/schemas';
import { paths } from '../../app/paths';
import { CnpjField } from './cnpj-field';
import { emptyRegisterForm, registerSchema } from './register-schema';
import type { RegisterInput, RegisterValues } from './register-schema';
import { UriNameField } from './uri-name-field';
import { availabilityText, useUriNameAvailability } from './use-uri-name-availability';

const apiFields: FieldMap<RegisterInput> = {
  'company.commercialName': { name: 'company.commercialName', message: 'Nome inválido.' },
  'company.uriName': { name: 'company.uriName', message: URI_NAME_RULE },
  'company.cnpj': { name: 'company.cnpj', message: 'CNPJ inválido.' },
  name: { name: 'name', message: 'Nome inválido.' },
  email: { name: 'email', message: 'E-mail inválido.' },
  password: { name: 'password', message: 'Senha inválida.' },
};

export interface Registered {
  email: string;
  uriName: string;
}

/** The company and its owner; tells the page when the company exists. */
export function RegisterForm({ onRegistered }: { onRegistered: (done: Registered) => void }) {
  const { signUp } = useAuthActions();
  const [failure, setFailure] = useState<AuthError | null>(null);
  // While the browser leaves for the company's site, the button stays pending.
  const [leaving, setLeaving] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: emptyRegisterForm,
  });
  const availability = useUriNameAvailability(useWatch({ control, name: 'company.uriName' }));

  const onSubmit = handleSubmit(async ({ passwordConfirmation: _, ...payload }) => {
    setFailure(null);
    if (availability.state === 'taken' || availability.state === 'reserved') {
      setError(
        'company.uriName',
        { message: availabilityText[availability.state] },
        { shouldFocus: true },
      );
      return;
    }
    try {
      const result = await signUp(payload);
      if (result.signInTicket) {
        // Signed in at once (spec §4), on the new company's own site: its panel, where a banner
        // asks for the e-mail confirmation.
        const panel = tenantAppUrl(result.tenant.uriName, paths.panel);
        setLeaving(true);
        externalNavigation.go(withSignInTicket(panel, result.signInTicket));
        return;
      }
      // An API that signs no one in at sign-up: where to sign in once the e-mail is confirmed.
      onRegistered({ email: result.user.email, uriName: result.tenant.uriName });
    } catch (caught) {
      const error = toAuthError(caught);
      if (applyFieldErrors(error.fields, setError, apiFields).allMapped) return;
      if (error.code === 'URI_NAME_TAKEN') {
        setError('company.uriName', { message: availabilityText.taken }, { shouldFocus: true });
      } else {
        setFailure(error);
      }
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <FormAlert message={failure?.message} />
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Empresa
      </Typography>
      <TextField
        {...textFieldProps(register('company.commercialName'), errors.company?.commercialName)}
        label="Nome da empresa"
        autoComplete="organization"
        fullWidth
      />
      <UriNameField control={control} availability={availability} />
      <CnpjField control={control} />
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, pt: 1 }}>
        Seus dados
      </Typography>
      <TextField
        {...textFieldProps(register('name'), errors.name)}
        label="Seu nome"
        autoComplete="name"
        fullWidth
      />
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
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
      />
      <PasswordField
        label="Confirme a senha"
        registration={register('passwordConfirmation')}
        error={errors.passwordConfirmation}
        autoComplete="new-password"
      />
      <TenantButton type="submit" size="large" fullWidth pending={isSubmitting || leaving}>
        Criar conta
      </TenantButton>
    </Stack>
  );
}
