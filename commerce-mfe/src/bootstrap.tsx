import { startDevHarness } from '@catalogo/shared-auth/dev-harness';
import CommerceRoutes from './app/routes';
import { commerceScreens } from './app/screens';

void startDevHarness({
  name: '@catalogo/commerce-mfe',
  Routes: CommerceRoutes,
  links: commerceScreens
    .filter((s) => !s.path.includes(':'))
    .slice(0, 6)
    .map((s) => ({ label: s.title, to: s.path })),
});
