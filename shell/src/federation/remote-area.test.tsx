import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@catalogo/shared-ui';
import { AppProviders, createAppStore } from '@catalogo/shared-auth';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type * as RemoteAreaModule from './remote-area';
import type * as LoadRemoteModule from './load-remote';
import type { RemoteName } from './remotes-config';

// A real remote cannot load in jsdom: the federation runtime is the edge we mock.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.Mock;
const fetchMock = jest.fn(async () => ({ ok: false, json: async () => ({}) }) as Response);
let RemoteArea: typeof RemoteAreaModule.RemoteArea;

beforeAll(async () => {
  // jsdom has no fetch, and the update poller binds it when its module loads.
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const federation: typeof LoadRemoteModule = await import('./load-remote');
  federation.setupFederation({
    catalog: 'http://localhost:4201/mf-manifest.json',
    commerce: 'http://localhost:4205/mf-manifest.json',
    portfolio: 'http://localhost:4203/mf-manifest.json',
    settings: 'http://localhost:4204/mf-manifest.json',
  });
  ({ RemoteArea } = await import('./remote-area'));
});

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadRemoteMock.mockReset();
  window.sessionStorage.clear();
});
afterEach(() => errors.mockRestore());

function renderArea(remote: RemoteName, path: string) {
  return render(
    <AppProviders store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <nav>Menu do painel</nav>
        <RemoteArea remote={remote} />
      </MemoryRouter>
    </AppProviders>,
  );
}

// The area's error is an alert region (possibly nested in another): the outermost one.
async function findAreaError() {
  const [area] = await screen.findAllByRole('alert');
  return area!;
}

function chunkError() {
  const error = new Error('Loading chunk 505 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

describe('RemoteArea', () => {
  it('mounts the route tree the remote exposes and tracks its build', async () => {
    loadRemoteMock.mockResolvedValue({ default: () => <p>catálogo remoto</p> });
    renderArea('catalog', '/');
    expect(await screen.findByText('catálogo remoto')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('catalog/routes');
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/^http:\/\/localhost:4201\/build-info\.json\?t=\d+$/),
      { cache: 'no-store' },
    );
  });

  it('shows a pt-BR error with a retry when the remote fails, and keeps the page', async () => {
    loadRemoteMock.mockRejectedValue(new Error('Failed to fetch mf-manifest.json'));
    renderArea('commerce', '/panel/orders');

    const alert = await findAreaError();
    expect(alert).toHaveTextContent('Não foi possível carregar a área comercial.');
    expect(screen.getByText('Menu do painel')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(
      '[federation] a área comercial failed:',
      expect.objectContaining({ message: 'Failed to fetch mf-manifest.json' }),
      expect.any(String),
    );

    loadRemoteMock.mockResolvedValue({ default: () => <p>rota remota</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('rota remota')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'commerce', entry: 'http://localhost:4205/mf-manifest.json' }],
      { force: true },
    );
  });

  it('shows the error when the remote exposes no route tree', async () => {
    loadRemoteMock.mockResolvedValue({});
    renderArea('settings', '/panel/setting');
    expect(await findAreaError()).toHaveTextContent('Não foi possível carregar as configurações.');
  });

  it('shows the error without calling the runtime for a remote missing from remotes.json', async () => {
    renderArea('auth', '/auth/login');
    expect(await findAreaError()).toHaveTextContent('Não foi possível carregar a área de acesso.');
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('reloads the page once on a chunk error, then shows the error within 10 s', async () => {
    function Broken(): never {
      throw chunkError();
    }
    loadRemoteMock.mockResolvedValue({ default: Broken });
    const first = renderArea('portfolio', '/panel/portifolio/brand');

    expect(await screen.findByRole('progressbar', { name: 'Atualizando…' })).toBeInTheDocument();
    const record = JSON.parse(window.sessionStorage.getItem('catalogo:chunk-reload') ?? '{}');
    expect(record).toHaveProperty(['/panel/portifolio/brand']);
    // jsdom reports the reload it was asked for as an unimplemented navigation.
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('Not implemented: navigation') }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalledWith(
      '[federation] o portfólio failed:',
      expect.anything(),
      expect.anything(),
    );

    // The page came back with the same broken chunk: no second reload, the area's error instead.
    first.unmount();
    renderArea('portfolio', '/panel/portifolio/brand');
    expect(await findAreaError()).toHaveTextContent('Não foi possível carregar o portfólio.');
    expect(screen.queryByRole('progressbar', { name: 'Atualizando…' })).not.toBeInTheDocument();
  });
});
