import { Route, Routes } from 'react-router-dom';
import { ScreenScaffold } from './screen-scaffold';
import { RouteNotFound } from './not-found-screen';

export interface ScreenDefinition {
  path: string;
  screen: string;
  title: string;
  description?: string;
}

/** A remote's route tree built from its screen list, with the not-found screen as catch-all. */
export function ScreenRoutes({
  remote,
  screens,
}: {
  remote: string;
  screens: readonly ScreenDefinition[];
}) {
  return (
    <Routes>
      {screens.map((s) => (
        <Route
          key={s.path}
          path={s.path}
          element={
            <ScreenScaffold
              remote={remote}
              screen={s.screen}
              title={s.title}
              description={s.description}
            />
          }
        />
      ))}
      <Route path="*" element={<RouteNotFound />} />
    </Routes>
  );
}
