import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type * as LoadRemoteModule from './load-remote';

// A real remote cannot load in jsdom: the federation runtime is the edge we mock.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.Mock;
const fetchMock = jest.fn(async () => ({ ok: false, json: async () => ({}) }) as Response);
let federation: typeof LoadRemoteModule;

beforeAll(async () => {
  // jsdom has no fetch, and the update poller binds it when its module loads.
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  federation = await import('./load-remote');
});

beforeEach(() => {
  jest.clearAllMocks();
  federation.setupFederation({
    catalog: 'http://localhost:4201/mf-manifest.json',
    portfolio: '/portfolio/mf-manifest.json',
  });
});

const Routes = () => null;

describe('setupFederation', () => {
  it('registers the error-reporting plugin and every listed remote', () => {
    expect(registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'catalogo-error-reporting' }),
    ]);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'catalog', entry: 'http://localhost:4201/mf-manifest.json' },
      { name: 'portfolio', entry: '/portfolio/mf-manifest.json' },
    ]);
    expect(federation.remoteEntryUrl('catalog')).toBe('http://localhost:4201/mf-manifest.json');
    expect(federation.remoteEntryUrl('auth')).toBeUndefined();
  });
});

describe('loadRemoteRoutes', () => {
  it("returns the remote's exposed route tree and tracks its build", async () => {
    loadRemoteMock.mockResolvedValue({ default: Routes });
    await expect(federation.loadRemoteRoutes('catalog')).resolves.toBe(Routes);
    expect(loadRemoteMock).toHaveBeenCalledWith('catalog/routes');
    expect(registerRemotes).not.toHaveBeenCalledWith(expect.anything(), { force: true });
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/^http:\/\/localhost:4201\/build-info\.json\?t=\d+$/),
      { cache: 'no-store' },
    );
  });

  it('re-registers the remote with force before a fresh load', async () => {
    loadRemoteMock.mockResolvedValue({ default: Routes });
    await federation.loadRemoteRoutes('catalog', true);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'catalog', entry: 'http://localhost:4201/mf-manifest.json' }],
      { force: true },
    );
  });

  it('rejects a remote missing from remotes.json without calling the runtime', async () => {
    await expect(federation.loadRemoteRoutes('commerce')).rejects.toThrow(
      new federation.RemoteUnavailableError('Remote "commerce" is not listed in remotes.json'),
    );
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('rejects a remote that exposes no route tree', async () => {
    loadRemoteMock.mockResolvedValue(undefined);
    const failure = federation.loadRemoteRoutes('catalog');
    await expect(failure).rejects.toBeInstanceOf(federation.RemoteUnavailableError);
    await expect(failure).rejects.toThrow('Remote "catalog" did not expose ./routes');
  });

  it('passes a runtime failure on to the caller', async () => {
    loadRemoteMock.mockRejectedValue(new Error('RUNTIME-003'));
    await expect(federation.loadRemoteRoutes('catalog')).rejects.toThrow('RUNTIME-003');
  });

  // parseRemoteManifest accepts root-relative entries such as '/portfolio/mf-manifest.json'.
  it('loads a remote listed with a root-relative entry', async () => {
    loadRemoteMock.mockResolvedValue({ default: Routes });
    await expect(federation.loadRemoteRoutes('portfolio')).resolves.toBe(Routes);
  });
});
