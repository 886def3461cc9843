import { startDevHarness } from '@catalogo/shared-auth/dev-harness';
import PortfolioRoutes from './app/routes';
import { portfolioScreens } from './app/screens';

void startDevHarness({
  name: '@catalogo/portfolio-mfe',
  Routes: PortfolioRoutes,
  links: portfolioScreens
    .filter((s) => !s.path.includes(':'))
    .slice(0, 6)
    .map((s) => ({ label: s.title, to: s.path })),
});
