import { ScreenRoutes } from '@catalogo/shared-ui';
import { settingsScreens } from './screens';

/** The route tree exposed to the shell as `settings/routes`. */
export default function SettingsRoutes() {
  return <ScreenRoutes remote="settings" screens={settingsScreens} />;
}
