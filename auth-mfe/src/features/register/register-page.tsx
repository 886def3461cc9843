import { useState } from 'react';
import { Alert, Link, RouterLink } from '@catalogo/shared-ui';
import { useTenantInfo, useTenantStatus } from '@catalogo/shared-auth';
import { AuthScreen } from '../common/auth-screen';
import { paths } from '../../app/paths';
import { RegisterForm } from './register-form';
import type { Registered } from './register-form';
import { RegisterSuccess } from './register-success';

/** /auth/register: a new company and its owner's account. */
export function RegisterPage() {
  const [registered, setRegistered] = useState<Registered | null>(null);
  const onTenantHost = useTenantStatus() !== 'platform';
  const companyName = useTenantInfo()?.commercialName;
  return (
    <AuthScreen
      screen="register"
      title="Cadastrar empresa"
      description="Crie a conta da sua empresa e publique seu catálogo."
    >
      {registered ? (
        <RegisterSuccess {...registered} />
      ) : (
        <>
          {onTenantHost && (
            <Alert severity="info" role="note">
              Este cadastro cria uma <strong>nova</strong> empresa, com endereço próprio.
              {companyName ? ` Para acessar ${companyName}, ` : ' Para acessar esta empresa, '}
              <Link component={RouterLink} to={paths.login}>
                entre com a sua conta
              </Link>
              .
            </Alert>
          )}
          <RegisterForm onRegistered={setRegistered} />
          <Link component={RouterLink} to={paths.login}>
            Já tenho uma conta
          </Link>
        </>
      )}
    </AuthScreen>
  );
}
