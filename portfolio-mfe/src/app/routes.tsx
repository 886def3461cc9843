import { ScreenRoutes } from '@catalogo/shared-ui';
import { portfolioScreens } from './screens';

/** The route tree exposed to the shell as `portfolio/routes`. */
export default function PortfolioRoutes() {
  return <ScreenRoutes remote="portfolio" screens={portfolioScreens} />;
}
