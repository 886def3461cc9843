import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '@catalogo/shared-ui';
import {
  AppProviders,
  GuestOnly,
  clearSessionHint,
  createAppStore,
  sessionLoaded,
  tenantResolved,
} from '@catalogo/shared-auth';
import type { SessionData } from '@catalogo/shared-auth';
import { demoTenant } from '@catalogo/shared-auth/testing';
import type { TenantState } from '@catalogo/shared-auth';
import AuthRoutes from '../app/routes';

/** As the shell mounts the remote: guest-only, a signed-in user is sent to the panel. */
function AsInShell() {
  const { pathname } = useLocation();
  if (!pathname.startsWith('/auth/')) return null;
  return (
    <GuestOnly to="/panel">
      <AuthRoutes />
    </GuestOnly>
  );
}

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * The remote's route tree at `route`, with the real store, providers and router, as the shell
 * mounts it (under StrictMode, as in development).
 */
export function renderAuth(
  route: string,
  options: { tenant?: TenantState; guestOnly?: boolean; session?: SessionData } = {},
) {
  const user = userEvent.setup();
  const store = createAppStore();
  store.dispatch(tenantResolved(options.tenant ?? demoTenant));
  if (options.session)
    store.dispatch(sessionLoaded({ data: options.session, accessToken: 'token-1' }));
  // StrictMode at the root: React runs effects twice only there.
  const result = render(
    <StrictMode>
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[route]}>
          {options.guestOnly ? <AsInShell /> : <AuthRoutes />}
          <CurrentLocation />
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );
  return { user, store, ...result };
}

/** Where the router is now, path and query. */
export const currentLocation = () => screen.getByTestId('location').textContent;

// Paths this remote does not own (where a sign-in leads) show its not-found screen, which logs.
let consoleError: jest.SpyInstance;
beforeEach(() => {
  const original = console.error;
  consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('Page not found:')) return;
    original(...args);
  });
});
afterEach(() => {
  consoleError.mockRestore();
  clearSessionHint();
});
