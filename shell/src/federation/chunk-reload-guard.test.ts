import { keepAcrossReload, saveReloadState, takeReloadState } from '@catalogo/shared-ui';
import {
  baseApi,
  createAppStore,
  selectPersistableState,
  sessionLoaded,
} from '@catalogo/shared-auth';
import {
  isChunkLoadError,
  keepStoreAcrossReload,
  RELOAD_GUARD_MS,
  reloadForChunkError,
} from './chunk-reload-guard';

function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function namedError(name: string, message: string) {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isChunkLoadError', () => {
  it.each([
    namedError('ChunkLoadError', 'anything'),
    new Error('Loading chunk 12 failed.\n(error: http://localhost/12.js)'),
    new Error('Loading CSS chunk 7 failed'),
    new TypeError('Failed to fetch dynamically imported module: http://localhost/x.js'),
  ])('recognises %p', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new Error('Cannot read properties of undefined'),
    new TypeError('Failed to fetch'),
    'Loading chunk 12 failed',
    { name: 'ChunkLoadError', message: 'not an Error instance' },
    null,
  ])('rejects %p', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('reloadForChunkError', () => {
  it('is a 10-second window (spec §9)', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it('reloads once, then refuses the same path within 10 s and allows it after', () => {
    const storage = fakeStorage();
    const reload = jest.fn();
    const t0 = 1_700_000_000_000;

    expect(reloadForChunkError('/panel/orders', { now: t0, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    expect(reloadForChunkError('/panel/orders', { now: t0 + 9_999, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    expect(reloadForChunkError('/panel/orders', { now: t0 + 10_000, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('measures the window from the last reload, not the first one', () => {
    const storage = fakeStorage();
    const reload = jest.fn();
    reloadForChunkError('/', { now: 0, storage, reload });
    reloadForChunkError('/', { now: 10_000, storage, reload });
    expect(reloadForChunkError('/', { now: 15_000, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('allows a reload for a different path inside the window', () => {
    const storage = fakeStorage();
    const reload = jest.fn();
    expect(reloadForChunkError('/panel/orders', { now: 5_000, storage, reload })).toBe(true);
    expect(reloadForChunkError('/panel/offer', { now: 5_001, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('survives a corrupt record in storage', () => {
    const storage = fakeStorage({ 'catalogo:chunk-reload': '{not json' });
    const reload = jest.fn();
    expect(reloadForChunkError('/', { now: 1, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps its record in sessionStorage across page loads by default', () => {
    const reload = jest.fn();
    window.sessionStorage.clear();
    expect(reloadForChunkError('/product/1', { now: 50_000, reload })).toBe(true);
    // A fresh call (as after the reload) sees the stored time and refuses.
    expect(reloadForChunkError('/product/1', { now: 55_000, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    window.sessionStorage.clear();
  });
});

describe('state kept across the guard reload (spec §8)', () => {
  // An endpoint answered in memory: the cache is what is kept, not the network.
  const testApi = baseApi.injectEndpoints({
    endpoints: (build) => ({
      getKeptBrands: build.query<{ name: string }[], void>({
        queryFn: () => ({ data: [{ name: 'Bosch' }] }),
      }),
    }),
  });

  beforeEach(() => sessionStorage.clear());

  it('saves the state the app keeps just before reloading, and not when the guard refuses', () => {
    const storage = fakeStorage();
    const order: string[] = [];
    const stop = keepAcrossReload('test:typed', () => 'Filtro de ó');
    const deps = {
      storage,
      reload: () => order.push('reload'),
      beforeReload: () => {
        order.push('save');
        saveReloadState();
      },
    };
    expect(reloadForChunkError('/panel', { ...deps, now: 1 })).toBe(true);
    expect(order).toEqual(['save', 'reload']);
    expect(takeReloadState('test:typed')).toBe('Filtro de ó');

    expect(reloadForChunkError('/panel', { ...deps, now: 2 })).toBe(false);
    expect(order).toEqual(['save', 'reload']);
    stop();
  });

  it("keeps the store's cache but never the session or its token, and restores it", async () => {
    const before = createAppStore();
    before.dispatch(
      sessionLoaded({
        accessToken: 'secret-access-token',
        data: {
          user: { id: 'u1', name: 'Ana', email: 'ana@demo.com.br', role: 'owner' },
          tenant: { id: 't1', uriName: 'demo', commercialName: 'Demo', situation: 'active' },
          permissions: [],
        },
      }),
    );
    keepStoreAcrossReload(before);
    await before.dispatch(testApi.endpoints.getKeptBrands.initiate());
    const reload = jest.fn();
    reloadForChunkError('/panel', { now: 1, reload, storage: fakeStorage() });
    expect(reload).toHaveBeenCalledTimes(1);

    const saved = sessionStorage.getItem('catalogo:reload-state') ?? '';
    expect(saved).toContain('Bosch');
    expect(saved).not.toContain('secret-access-token');
    expect(saved).not.toContain('ana@demo.com.br');

    // After the reload: a new store gets the cache back, without asking for it again.
    const after = createAppStore();
    keepStoreAcrossReload(after);
    expect(testApi.endpoints.getKeptBrands.select()(after.getState()).data).toEqual([
      { name: 'Bosch' },
    ]);
    expect(after.getState().session.accessToken).toBeNull();
    // Taken once: a later start does not see it again.
    expect(sessionStorage.getItem('catalogo:reload-state')).toBeNull();
  });

  it('leaves out a cached answer that carries a token', async () => {
    const tokenApi = baseApi.injectEndpoints({
      endpoints: (build) => ({
        getKeptTokenAnswer: build.query<{ accessToken: string }, void>({
          queryFn: () => ({ data: { accessToken: 'leaked' } }),
        }),
      }),
    });
    const store = createAppStore();
    await store.dispatch(tokenApi.endpoints.getKeptTokenAnswer.initiate());
    expect(JSON.stringify(selectPersistableState(store.getState()))).not.toContain('leaked');
  });
});
