import { createBrowserRouter } from '@catalogo/shared-ui';
import { AppRoot } from './app-root';
import { FatalError } from './fatal-error';

/** One catch-all route: the shell's route table decides layout and owner (see app-root.tsx). */
export function createAppRouter() {
  return createBrowserRouter([{ path: '*', element: <AppRoot />, errorElement: <FatalError /> }]);
}
