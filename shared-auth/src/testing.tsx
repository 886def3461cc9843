import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider } from '@catalogo/shared-ui';
// Tests only (this entry is never in a bundle): importing it here keeps it out of the shared-ui
// singleton's exports, which the public first page downloads whole.
// eslint-disable-next-line no-restricted-imports
import { createMemoryRouter } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { createAppStore } from './store/store';
import { sessionLoaded } from './session/session-slice';
import type { SessionData } from './session/session-slice';
import { tenantResolved } from './tenant/tenant-slice';
import type { TenantState } from './tenant/tenant-slice';
import type { TenantInfo } from './tenant/tenant-types';

export const demoTenantInfo: TenantInfo = {
  id: '00000000-0000-4000-8000-000000000001',
  commercialName: 'Demo Autopeças',
  uriName: 'demo',
  situation: 'active',
  companyAbout: {
    description: 'Distribuidora de autopeças.',
    phone: '(11) 3456-7890',
    email: 'contato@demo.com.br',
  },
  companyLayout: { colorSeccondary: '#e85d04', colorSeccondaryContrast: '#ffffff' },
  companyRule: { showPrices: true, allowOrders: true, minOrderValue: 0 },
  mediaUrl: 'https://storage.example.com',
};

export const demoTenant: TenantState = {
  status: 'loaded',
  label: 'demo',
  baseUrl: 'http://demo.localhost:3333',
  info: demoTenantInfo,
  categorySettings: null,
};

export const platformTenant: TenantState = {
  status: 'platform',
  label: null,
  baseUrl: 'http://localhost:3333',
  info: null,
  categorySettings: null,
};

/**
 * Renders with the real store and providers, at a route, as the shell would (tests only). The
 * router is a data router, as the shell's, so `useBlocker` works; it is returned for tests that
 * navigate from outside the page. With `session`, a user is signed in (token `token-1`).
 */
export function renderWithProviders(
  ui: ReactElement,
  options: { route?: string; tenant?: TenantState; session?: SessionData } = {},
) {
  const store = createAppStore();
  store.dispatch(tenantResolved(options.tenant ?? demoTenant));
  if (options.session)
    store.dispatch(sessionLoaded({ data: options.session, accessToken: 'token-1' }));
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: [options.route ?? '/'],
  });
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, ...result };
}
export * from './testing-network';
