import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@catalogo/shared-ui';
import * as sharedAuth from '@catalogo/shared-auth';
import { AppProviders, createAppStore, sessionLoaded, tenantResolved } from '@catalogo/shared-auth';
import type { AppStore, TenantInfo } from '@catalogo/shared-auth';
import { AppRoot } from './app-root';

// The tenant asked again (a company confirmed since the app started) can be answered by a test.
jest.mock('@catalogo/shared-auth', () => {
  const actual = jest.requireActual('@catalogo/shared-auth');
  return { ...actual, resolveHostTenant: jest.fn(actual.resolveHostTenant) };
});

// A real remote cannot load in jsdom: each area renders its name instead.
jest.mock('../federation/remote-area', () => ({
  RemoteArea: ({ remote }: { remote: string }) => <p>remote:{remote}</p>,
}));

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(path: string, store: AppStore = createAppStore()) {
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoot />
        <CurrentPath />
      </MemoryRouter>
    </AppProviders>,
  );
  return store;
}

const demo: TenantInfo = {
  id: 't1',
  commercialName: 'Demo Autopeças',
  uriName: 'demo',
  situation: 'active',
  companyAbout: null,
  companyLayout: null,
  companyRule: null,
};

/** A store with the demo tenant and a signed-in user of it (tenant situation as given). */
function signedInStore(situation = 'active'): AppStore {
  const store = createAppStore();
  const info = { ...demo, situation };
  store.dispatch(
    tenantResolved({
      status: 'loaded',
      label: 'demo',
      baseUrl: 'http://demo.localhost:3333',
      info,
      categorySettings: null,
    }),
  );
  store.dispatch(
    sessionLoaded({
      accessToken: 'token',
      data: {
        user: { id: 'u1', name: 'Ana Souza', email: 'ana@demo.com.br', role: 'owner' },
        tenant: { id: demo.id, uriName: 'demo', commercialName: demo.commercialName, situation },
        permissions: ['panel:read'],
      },
    }),
  );
  return store;
}

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.scrollTo = jest.fn();
  document.title = '';
});
afterEach(() => errors.mockRestore());

describe('AppRoot', () => {
  it('shows the not-found screen for an unknown path and logs it', async () => {
    renderAt('/x');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    expect(errors).toHaveBeenCalledWith('Page not found: /x');
  });

  it('mounts the owning remote inside its layout', async () => {
    renderAt('/product/42');
    expect(await screen.findByText('remote:catalog')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Área da empresa' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('mounts the portfolio remote inside the panel frame', async () => {
    renderAt('/panel/portifolio/brand/form/7', signedInStore());
    expect(await screen.findByText('remote:portfolio')).toBeInTheDocument();
    // jsdom has no wide screen: the panel frame offers its menu as a drawer button.
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toBeInTheDocument();
  });

  it.each(['/painel', '/admin'])('redirects %s to the dashboard', async (path) => {
    renderAt(path, signedInStore());
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeVisible();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/panel$/);
  });

  it('sends a suspended tenant from the panel to the restricted-access alert', async () => {
    renderAt('/panel/orders', signedInStore('suspended'));
    expect(await screen.findByText('Acesso restrito')).toBeVisible();
    expect(screen.getByTestId('path')).toHaveTextContent('/panel/alert/restrictedAccess');
  });

  it('shows the restricted-access alert only to users of a restricted tenant', async () => {
    renderAt('/panel/alert/restrictedAccess', signedInStore('active'));
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeVisible();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/panel$/);
  });

  it("refuses another tenant's session with access denied, without a redirect loop", async () => {
    const store = signedInStore();
    store.dispatch(
      tenantResolved({
        status: 'loaded',
        label: 'acme',
        baseUrl: 'http://acme.localhost:3333',
        info: null,
        categorySettings: null,
      }),
    );
    renderAt('/panel/orders', store);
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    expect(screen.getByTestId('path')).toHaveTextContent('/error/access-denied');
  });

  it('sends a visitor who is not signed in to the login page with the requested path', async () => {
    renderAt('/panel/orders?page=2');
    expect(await screen.findByText('remote:auth')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/auth/login');
  });

  it.each([
    ['/auth/login', /^\/panel$/],
    ['/auth/register', /^\/panel$/],
    ['/auth/recovery', /^\/panel$/],
    ['/auth/email-confirm', /^\/panel$/],
  ])('sends a signed-in user from %s on to the panel', async (path, target) => {
    renderAt(path, signedInStore());
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeVisible();
    expect(screen.getByTestId('path')).toHaveTextContent(target);
  });

  it('sends every page of an unknown tenant to "Catálogo indisponível"', async () => {
    const store = createAppStore();
    store.dispatch(
      tenantResolved({
        status: 'not-found',
        label: 'nope',
        baseUrl: 'http://nope.localhost:3333',
        info: null,
        categorySettings: null,
      }),
    );
    renderAt('/', store);
    expect(await screen.findByRole('heading', { name: 'Catálogo indisponível' })).toBeVisible();
    expect(screen.getByTestId('path')).toHaveTextContent('/error/unavailable');
    expect(screen.queryByText('remote:catalog')).not.toBeInTheDocument();
  });

  /** A store of a company awaiting its owner's e-mail confirmation (tenant `nova`). */
  const unconfirmedStore = () => {
    const store = createAppStore();
    store.dispatch(
      tenantResolved({
        status: 'unconfirmed',
        label: 'nova',
        baseUrl: 'http://nova.localhost:3333',
        info: null,
        categorySettings: null,
      }),
    );
    return store;
  };

  it.each([
    ['/', '/error/unavailable'],
    ['/product/7b9c1d2e-1a2b-4c3d-8e9f-0a1b2c3d4e5f', '/error/unavailable'],
    ['/auth/email-confirm', '/auth/email-confirm'],
    ['/auth/login', '/auth/login'],
  ])('a company awaiting its e-mail confirmation: %s stays at %s', async (path, target) => {
    renderAt(path, unconfirmedStore());
    if (target === '/error/unavailable')
      expect(await screen.findByRole('heading', { name: 'Catálogo indisponível' })).toBeVisible();
    else expect(await screen.findByText('remote:auth')).toBeVisible();
    expect(screen.getByTestId('path')).toHaveTextContent(target);
  });

  it('shows the catalogue of a company confirmed since the app started (asked again once)', async () => {
    const ask = jest.mocked(sharedAuth.resolveHostTenant).mockResolvedValueOnce({
      status: 'loaded',
      label: 'nova',
      baseUrl: 'http://nova.localhost:3333',
      info: { ...demo, uriName: 'nova' },
      categorySettings: null,
    });
    renderAt('/', unconfirmedStore());
    expect(await screen.findByText('remote:catalog')).toBeVisible();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    expect(ask).toHaveBeenCalledWith({ fresh: true });
  });

  it('titles the document with the tenant name once tenant info is loaded', async () => {
    const store = renderAt('/');
    await screen.findByText('remote:catalog');
    expect(document.title).toBe('Catálogo Eletrônico');
    act(() => {
      store.dispatch(
        tenantResolved({
          status: 'loaded',
          label: 'demo',
          baseUrl: 'http://demo.localhost:3333',
          info: demo,
          categorySettings: null,
        }),
      );
    });
    expect(document.title).toBe('Demo Autopeças - Catálogo Eletrônico');
    expect(screen.getAllByText('Demo Autopeças').length).toBeGreaterThan(0);
  });
});

describe('AppRoot page validation', () => {
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('gives a 404 with "Page Not Found" for a page whose parameters fail validation', async () => {
    renderAt(`/product/${'x'.repeat(65)}`);
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    expect(errors).toHaveBeenCalledWith(`Page Not Found: /product/${'x'.repeat(65)}`);
    expect(screen.queryByText('remote:catalog')).not.toBeInTheDocument();
  });

  it('accepts a well-formed id', async () => {
    renderAt('/product/KL-1234_a');
    expect(await screen.findByText('remote:catalog')).toBeInTheDocument();
  });
});
