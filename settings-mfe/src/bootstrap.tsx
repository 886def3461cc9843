import { startDevHarness } from '@catalogo/shared-auth/dev-harness';
import SettingsRoutes from './app/routes';
import { settingsScreens } from './app/screens';

void startDevHarness({
  name: '@catalogo/settings-mfe',
  Routes: SettingsRoutes,
  links: settingsScreens
    .filter((s) => !s.path.includes(':'))
    .slice(0, 6)
    .map((s) => ({ label: s.title, to: s.path })),
});
