// Helpers for the panel's component tests (not exported by the entry).
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@catalogo/shared-auth';
import { renderWithProviders } from '@catalogo/shared-auth/testing';
import { useLocation } from '../router';
import { preloadDataGrid } from './mui';

export const EDITOR: Permission[] = ['panel:read', 'portfolio:write'];
export const VIEWER: Permission[] = ['panel:read'];

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** `ui` at `route` with the real store and a data router, signed in with `permissions`. */
export function renderPanel(
  ui: ReactElement,
  { route = '/', permissions = EDITOR }: { route?: string; permissions?: Permission[] } = {},
) {
  // A person can pick any file in the system's dialog, whatever `accept` says.
  const user = userEvent.setup({ applyAccept: false });
  const session = {
    user: { id: 'u1', name: 'Ana', email: 'ana@demo.com.br', role: 'editor' },
    tenant: { id: 't1', uriName: 'demo', commercialName: 'Demo Autopeças', situation: 'active' },
    permissions,
  };
  const rendered = renderWithProviders(
    <>
      {ui}
      <CurrentLocation />
    </>,
    { route, session },
  );
  return { user, ...rendered };
}

/** Where the router is now, path and query. */
export const currentLocation = () => screen.getByTestId('location').textContent ?? '';

/**
 * Loads the panel's MUI chunk and the Data Grid before a file's tests: requiring them takes
 * seconds on a busy machine, which would otherwise count against the first test's findBy.
 */
export const preloadPanel = () => preloadDataGrid().then(() => undefined);
