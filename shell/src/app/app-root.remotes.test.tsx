import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, RouterLink } from '@catalogo/shared-ui';
import { AppProviders, createAppStore, sessionLoaded, tenantResolved } from '@catalogo/shared-auth';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type * as AppRootModule from './app-root';
import type * as LoadRemoteModule from '../federation/load-remote';

// AppRoot with its real remote areas; only the federation runtime (the edge) is mocked.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.Mock;
let AppRoot: typeof AppRootModule.AppRoot;

beforeAll(async () => {
  // jsdom has no fetch, and the update poller binds it when its module loads.
  globalThis.fetch = jest.fn(async () => ({ ok: false }) as Response) as unknown as typeof fetch;
  const federation: typeof LoadRemoteModule = await import('../federation/load-remote');
  federation.setupFederation({
    commerce: 'http://localhost:4205/mf-manifest.json',
    portfolio: 'http://localhost:4203/mf-manifest.json',
    settings: 'http://localhost:4204/mf-manifest.json',
  });
  ({ AppRoot } = await import('./app-root'));
});

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.scrollTo = jest.fn();
});
afterEach(() => errors.mockRestore());

/** Each remote answers with its own page, or fails when listed in `down`. */
function serveRemotes(down: string[]) {
  loadRemoteMock.mockImplementation(async (id: string) => {
    const remote = id.replace('/routes', '');
    if (down.includes(remote)) throw new Error(`${remote} is down`);
    return { default: () => <p>{`página de ${remote}`}</p> };
  });
}

function signedInStore() {
  const store = createAppStore();
  store.dispatch(
    tenantResolved({
      status: 'loaded',
      label: 'demo',
      baseUrl: 'http://demo.localhost:3333',
      info: null,
      categorySettings: null,
    }),
  );
  store.dispatch(
    sessionLoaded({
      accessToken: 'token',
      data: {
        user: { id: 'u1', name: 'Ana', email: 'ana@demo.com.br', role: 'owner' },
        tenant: { id: 't1', uriName: 'demo', commercialName: 'Demo', situation: 'active' },
        permissions: [],
      },
    }),
  );
  return store;
}

function renderAt(path: string, linkTo: string) {
  render(
    <AppProviders store={signedInStore()}>
      <MemoryRouter initialEntries={[path]}>
        <RouterLink to={linkTo}>seguir</RouterLink>
        <AppRoot />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('AppRoot remote areas', () => {
  it('moves from one panel remote to another', async () => {
    serveRemotes([]);
    renderAt('/panel/setting', '/panel/portifolio');
    expect(await screen.findByText('página de settings')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'seguir' }));
    expect(await screen.findByText('página de portfolio')).toBeInTheDocument();
  });

  it('keeps the panel frame when one remote is down', async () => {
    serveRemotes(['commerce']);
    renderAt('/panel/orders', '/panel');
    expect(await screen.findByText('Não foi possível carregar a área comercial.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'seguir' }));
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeVisible();
  });

  // Every panel remote renders as <RemoteArea> at the same place: without a key per remote,
  // React kept the failed area's error boundary, and /panel/portifolio showed "Não foi possível
  // carregar o portfólio." without ever asking for the portfolio remote.
  it('loads the next remote after navigating away from a failed one', async () => {
    serveRemotes(['commerce']);
    renderAt('/panel/orders', '/panel/portifolio');
    await screen.findByText('Não foi possível carregar a área comercial.');
    await userEvent.click(screen.getByRole('link', { name: 'seguir' }));
    expect(await screen.findByText('página de portfolio')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('portfolio/routes');
  });
});
