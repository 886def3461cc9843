import { Suspense } from 'react';
import type { ComponentType } from 'react';
import type { ScreenDefinition } from '@catalogo/shared-ui';
import {
  Box,
  PageSpinner,
  Route,
  RouteNotFound,
  Routes,
  ScreenScaffold,
} from '@catalogo/shared-ui';
import { featureRoutes } from './feature-routes';
import { portfolioScreens } from './screens';

const REMOTE = 'portfolio';

/** A built screen, marked with its remote and screen as the placeholder is (journeys read them). */
function Screen({ screen, Page }: { screen: ScreenDefinition; Page: ComponentType }) {
  return (
    <Box data-remote={REMOTE} data-screen={screen.screen} sx={{ maxWidth: 1200, minWidth: 0 }}>
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </Box>
  );
}

/** The route tree exposed to the shell as `portfolio/routes`: built screens, else placeholders. */
export default function PortfolioRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        {portfolioScreens.map((screen) => {
          const Page = featureRoutes[screen.screen];
          return (
            <Route
              key={screen.path}
              path={screen.path}
              element={
                Page ? (
                  <Screen screen={screen} Page={Page} />
                ) : (
                  <ScreenScaffold
                    remote={REMOTE}
                    screen={screen.screen}
                    title={screen.title}
                    description={screen.description}
                  />
                )
              }
            />
          );
        })}
        <Route path="*" element={<RouteNotFound />} />
      </Routes>
    </Suspense>
  );
}
