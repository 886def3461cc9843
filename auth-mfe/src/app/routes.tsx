import { ScreenRoutes } from '@catalogo/shared-ui';
import { authScreens } from './screens';

/** The route tree exposed to the shell as `auth/routes`. */
export default function AuthRoutes() {
  return <ScreenRoutes remote="auth" screens={authScreens} />;
}
