import { startDevHarness } from '@catalogo/shared-auth/dev-harness';
import AuthRoutes from './app/routes';
import { paths } from './app/paths';

void startDevHarness({
  name: '@catalogo/auth-mfe',
  Routes: AuthRoutes,
  links: [
    { label: 'Entrar', to: paths.login },
    { label: 'Cadastrar empresa', to: paths.register },
    { label: 'Recuperar acesso', to: paths.recovery },
    { label: 'Confirmar e-mail', to: paths.emailConfirm },
  ],
});
