import { Link, RouterLink, Stack } from '@catalogo/shared-ui';
import { useTenantStatus } from '@catalogo/shared-auth';
import { AuthScreen } from '../common/auth-screen';
import { paths } from '../../app/paths';
import { CompanyAddressForm } from './company-address-form';
import { LoginForm } from './login-form';

/** /auth/login: sign in on a company's host; on the platform host, find the company first. */
export function LoginPage() {
  const platform = useTenantStatus() === 'platform';
  return (
    <AuthScreen
      screen="login"
      title="Entrar"
      description={
        platform
          ? 'Informe o endereço da sua empresa para acessar o painel.'
          : 'Acesse o painel da sua empresa.'
      }
    >
      {platform ? <CompanyAddressForm /> : <LoginForm />}
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        {platform ? (
          <Link component={RouterLink} to={paths.register}>
            Cadastrar minha empresa
          </Link>
        ) : (
          <Link component={RouterLink} to={paths.recovery}>
            Esqueci minha senha
          </Link>
        )}
      </Stack>
    </AuthScreen>
  );
}
