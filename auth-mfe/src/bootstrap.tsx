import { startDevHarness } from '@catalogo/shared-auth/dev-harness';
import AuthRoutes from './app/routes';
import { authScreens } from './app/screens';

void startDevHarness({
  name: '@catalogo/auth-mfe',
  Routes: AuthRoutes,
  links: authScreens
    .filter((s) => !s.path.includes(':'))
    .slice(0, 6)
    .map((s) => ({ label: s.title, to: s.path })),
});
