import { ScreenRoutes } from '@catalogo/shared-ui';
import { commerceScreens } from './screens';

/** The route tree exposed to the shell as `commerce/routes`. */
export default function CommerceRoutes() {
  return <ScreenRoutes remote="commerce" screens={commerceScreens} />;
}
