/** @jest-environment jsdom */
import { createAppStore } from '../store/store';
import { tenantResolved } from '../tenant/tenant-slice';
import { refreshSession, restoreSession, signIn, signOut } from './session-thunks';
import { clearSessionHint, hasSessionHint, writeSessionHint } from './session-hint';
import { startSession } from './session-sync';
import type * as SessionThunks from './session-thunks';

const session = {
  user: { id: 'u1', name: 'Ana', email: 'ana@demo.com.br', role: 'owner' },
  tenant: { id: 't1', uriName: 'demo', commercialName: 'Demo', situation: 'active' },
  permissions: [],
};
const BASE = 'http://demo.localhost:3333';

type Answer = { status: number; body?: unknown };
type Handler = (url: string, init: RequestInit) => Answer | Promise<Answer>;

// The network is mocked at its edge: fetch answers from a script and records the calls.
function mockFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const { status, body } = await handler(url, init);
    return { ok: status < 400, status, json: async () => body } as Response;
  }) as typeof fetch;
  return calls;
}

const tenant = {
  status: 'loaded' as const,
  label: 'demo',
  baseUrl: BASE,
  info: null,
  categorySettings: null,
};

function setup() {
  const store = createAppStore();
  store.dispatch(tenantResolved(tenant));
  return store;
}

/**
 * Records everything written to document.cookie and Web Storage: no token may ever be there
 * (the refresh token is the API's HttpOnly cookie, the access token stays in memory).
 */
function watchBrowserStorage() {
  const written: string[] = [];
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(`cookie ${value}`);
    cookie.set!.call(document, value);
  });
  const setItem = Storage.prototype.setItem;
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    written.push(`storage ${key}=${value}`);
    setItem.call(this, key, value);
  });
  return written;
}

const bearerOf = (init: RequestInit) => (init.headers as Record<string, string>).authorization;

beforeEach(() => {
  clearSessionHint();
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('session thunks', () => {
  it('signs in: the access token in memory only, the refresh token left to the API cookie', async () => {
    const written = watchBrowserStorage();
    const calls = mockFetch((url) =>
      url.endsWith('/auth/sign-in')
        ? { status: 200, body: { token: 'access-1', refreshTokenMaxAge: 3600 } }
        : { status: 200, body: session },
    );
    const store = setup();
    await store.dispatch(signIn({ email: 'ana@demo.com.br', password: 'segredo-forte' }));
    expect(store.getState().session).toMatchObject({
      status: 'authenticated',
      accessToken: 'access-1',
      data: session,
    });
    // The sign-in answer's cookie is kept by the browser only on a credentialed request.
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[1]?.url).toBe(`${BASE}/auth/session`);
    expect(bearerOf(calls[1]!.init)).toBe('Bearer access-1');
    expect(calls[1]?.init.credentials).toBeUndefined();
    // Neither a cookie nor Web Storage holds a token; only the hint of when the session ends.
    expect(written.join('\n')).not.toContain('access-1');
    expect(written.filter((w) => w.startsWith('cookie'))).toEqual([]);
    expect(written).toEqual([expect.stringMatching(/^storage catalogo\.session-until=\d+$/)]);
    expect(document.cookie).toBe('');
    expect(hasSessionHint()).toBe(true);
  });

  it('stops and logs when the sign-in answer has no token string', async () => {
    mockFetch(() => ({ status: 200, body: { token: 42 } }));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = setup();
    await expect(
      store.dispatch(signIn({ email: 'a@b.co', password: 'x'.repeat(8) })),
    ).rejects.toMatchObject({ code: 'TOKEN_MISSING' });
    expect(errors).toHaveBeenCalledWith('[auth] no token string in the sign-in response');
    expect(store.getState().session.accessToken).toBeNull();
    expect(hasSessionHint()).toBe(false);
  });

  it('restores a session on a page load with one refresh call, loading before any answer', async () => {
    writeSessionHint(3600);
    const written = watchBrowserStorage();
    const calls = mockFetch((url) =>
      url.endsWith('/auth/refresh')
        ? { status: 200, body: { token: 'access-2', refreshTokenMaxAge: 3500 } }
        : { status: 200, body: session },
    );
    const store = setup();
    const restoring = store.dispatch(restoreSession());
    // Synchronously 'loading': the first render shows no signed-out state.
    expect(store.getState().session.status).toBe('loading');
    expect(await restoring).toBe(true);
    expect(calls.map((c) => c.url)).toEqual([`${BASE}/auth/refresh`, `${BASE}/auth/session`]);
    // The refresh token is the cookie's: no body, credentials included.
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.credentials).toBe('include');
    expect(bearerOf(calls[1]!.init)).toBe('Bearer access-2');
    expect(store.getState().session).toMatchObject({
      status: 'authenticated',
      accessToken: 'access-2',
    });
    expect(written.join('\n')).not.toContain('access-2');
  });

  it('makes no call and stays signed out on a page load without a session', async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    const store = setup();
    expect(await store.dispatch(restoreSession())).toBe(false);
    expect(calls).toEqual([]);
    expect(store.getState().session.status).toBe('unauthenticated');
  });

  it('leaves loading, keeping the hint, when the API cannot be reached on a page load', async () => {
    writeSessionHint(3600);
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = setup();
    expect(await store.dispatch(restoreSession())).toBe(false);
    expect(store.getState().session.status).toBe('unauthenticated');
    expect(hasSessionHint()).toBe(true);
  });

  it('makes one refresh request for two refreshes at once in the same tab', async () => {
    writeSessionHint(3600);
    const calls = mockFetch((url) =>
      url.endsWith('/auth/refresh')
        ? { status: 200, body: { token: 'access-2', refreshTokenMaxAge: 3600 } }
        : { status: 200, body: session },
    );
    const store = setup();
    const [a, b] = await Promise.all([
      store.dispatch(refreshSession()),
      store.dispatch(refreshSession()),
    ]);
    expect(a && b).toBe(true);
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(store.getState().session.accessToken).toBe('access-2');
  });

  it('signs out locally when the refresh cookie was refused', async () => {
    writeSessionHint(3600);
    mockFetch(() => ({ status: 401, body: { code: 'REFRESH_REUSED', message: 'x' } }));
    const store = setup();
    expect(await store.dispatch(refreshSession())).toBe(false);
    expect(hasSessionHint()).toBe(false);
    expect(store.getState().session.status).toBe('unauthenticated');
  });

  it('signs out: clears the session first, then has the API revoke it and clear the cookie', async () => {
    mockFetch((url) =>
      url.endsWith('/auth/sign-in')
        ? { status: 200, body: { token: 'access-1', refreshTokenMaxAge: 3600 } }
        : { status: 200, body: session },
    );
    const store = setup();
    await store.dispatch(signIn({ email: 'ana@demo.com.br', password: 'segredo-forte' }));
    const calls = mockFetch(() => {
      expect(store.getState().session.status).toBe('unauthenticated');
      return { status: 204 };
    });
    await store.dispatch(signOut());
    expect(hasSessionHint()).toBe(false);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${BASE}/auth/sign-out`);
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(bearerOf(calls[0]!.init)).toBe('Bearer access-1');
  });
});

/**
 * Two tabs of one browser: each its own copy of the session modules and its own store, sharing
 * what a browser shares (cookies, localStorage, Web Locks, BroadcastChannel). The API is a fake
 * with strict rotation: a refresh token presented after it was rotated revokes the session (no
 * grace window), so only serialised refreshes keep both tabs signed in.
 */
describe('two tabs', () => {
  type Tab = {
    store: ReturnType<typeof createAppStore>;
    thunks: typeof SessionThunks;
    stop: () => void;
  };

  class FakeBroadcastChannel {
    static open = new Set<FakeBroadcastChannel>();
    onmessage: ((event: MessageEvent) => void) | null = null;
    constructor(readonly name: string) {
      FakeBroadcastChannel.open.add(this);
    }
    postMessage(data: unknown) {
      const copy = JSON.parse(JSON.stringify(data)) as unknown;
      for (const other of FakeBroadcastChannel.open) {
        if (other !== this && other.name === this.name)
          setTimeout(() => other.onmessage?.({ data: copy } as MessageEvent), 1);
      }
    }
    close() {
      FakeBroadcastChannel.open.delete(this);
    }
  }

  /** One Web Locks lock per name, granted in request order. */
  function fakeLocks() {
    const queues = new Map<string, Promise<unknown>>();
    return {
      request(name: string, task: () => Promise<unknown>) {
        const before = queues.get(name) ?? Promise.resolve();
        const run = before.then(task, task);
        queues.set(
          name,
          run.catch(() => undefined),
        );
        return run;
      },
    };
  }

  /** The API: one cookie jar (the browser's), strict rotation, a little latency. */
  function fakeApi() {
    let cookie: string | null = null;
    let serial = 0;
    const rotated = new Set<string>();
    const revoked = { yes: false };
    const refreshes: string[] = [];
    const issue = () => {
      serial += 1;
      cookie = `refresh-${serial}`;
      return { status: 200, body: { token: `access-${serial}`, refreshTokenMaxAge: 3600 } };
    };
    mockFetch(async (url, init) => {
      const sent = init.credentials === 'include' ? cookie : null;
      await new Promise((resolve) => setTimeout(resolve, 15));
      if (url.endsWith('/auth/sign-in')) return issue();
      if (url.endsWith('/auth/refresh')) {
        refreshes.push(String(sent));
        if (!sent || revoked.yes) return { status: 401, body: { code: 'REFRESH_INVALID' } };
        if (rotated.has(sent)) {
          revoked.yes = true;
          return { status: 401, body: { code: 'REFRESH_REUSED' } };
        }
        rotated.add(sent);
        return issue();
      }
      if (url.endsWith('/auth/sign-out')) {
        revoked.yes = true;
        cookie = null;
        return { status: 204 };
      }
      const bearer = bearerOf(init) ?? '';
      return revoked.yes || !bearer.startsWith('Bearer access-')
        ? { status: 401, body: { code: 'TOKEN_INVALID' } }
        : { status: 200, body: session };
    });
    /** The access token the API issued last. */
    const newest = () => `access-${serial}`;
    return { refreshes, revoked, newest };
  }

  function openTab(): Tab {
    let tab!: Tab;
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports */
      const { createAppStore: create } = require('../store/store');
      const { tenantResolved: resolved } = require('../tenant/tenant-slice');
      const thunks = require('./session-thunks');
      const { startSession: start } = require('./session-sync');
      /* eslint-enable @typescript-eslint/no-require-imports */
      const store = create();
      store.dispatch(resolved(tenant));
      tab = { store, thunks, stop: start(store) };
    });
    return tab;
  }

  const statusOf = (tab: Tab) => tab.store.getState().session.status;

  beforeEach(() => {
    Object.assign(globalThis, { BroadcastChannel: FakeBroadcastChannel });
    Object.defineProperty(navigator, 'locks', { configurable: true, value: fakeLocks() });
  });
  afterEach(() => {
    for (const channel of FakeBroadcastChannel.open) channel.close();
    delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
    Object.defineProperty(navigator, 'locks', { configurable: true, value: undefined });
  });

  async function twoSignedInTabs() {
    const api = fakeApi();
    const first = openTab();
    await first.store.dispatch(
      first.thunks.signIn({ email: 'ana@demo.com.br', password: 'segredo-forte' }),
    );
    // The second tab opens after the sign-in: it restores the session from the cookie.
    const second = openTab();
    expect(statusOf(second)).toBe('loading');
    await waitUntil(() => statusOf(second) === 'authenticated');
    return { api, first, second };
  }

  const waitUntil = async (condition: () => boolean) => {
    for (let i = 0; i < 200 && !condition(); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(condition()).toBe(true);
  };

  it('refreshing at the same moment in both tabs signs neither out', async () => {
    const { api, first, second } = await twoSignedInTabs();
    api.refreshes.length = 0;
    const results = await Promise.all([
      first.store.dispatch(first.thunks.refreshSession()),
      second.store.dispatch(second.thunks.refreshSession()),
      // A page load and a focus event in one tab at the same time, too.
      first.store.dispatch(first.thunks.refreshSession()),
    ]);
    expect(results).toEqual([true, true, true]);
    expect(api.revoked.yes).toBe(false);
    // Never the same cookie twice: the second tab took the first one's token or sent the new cookie.
    expect(new Set(api.refreshes).size).toBe(api.refreshes.length);
    expect([statusOf(first), statusOf(second)]).toEqual(['authenticated', 'authenticated']);
    // Both tabs hold the newest access token, once the tabs' messages are delivered (a refresh
    // resolves in its own tab before its broadcast reaches the other one).
    const tokens = () => [first, second].map((tab) => tab.store.getState().session.accessToken);
    await waitUntil(() => tokens().every((token) => token === api.newest()));
    expect(tokens()).toEqual([api.newest(), api.newest()]);
    first.stop();
    second.stop();
  });

  it('both tabs regaining focus together stay signed in', async () => {
    const { api, first, second } = await twoSignedInTabs();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitUntil(() => api.refreshes.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.revoked.yes).toBe(false);
    expect([statusOf(first), statusOf(second)]).toEqual(['authenticated', 'authenticated']);
    first.stop();
    second.stop();
  });

  it('a sign-out in one tab signs the other out', async () => {
    const { first, second } = await twoSignedInTabs();
    await first.store.dispatch(first.thunks.signOut());
    await waitUntil(() => statusOf(second) === 'unauthenticated');
    expect(second.store.getState().session.accessToken).toBeNull();
    expect(hasSessionHint()).toBe(false);
    first.stop();
    second.stop();
  });

  it('a sign-in in one tab signs in the tab that was signed out', async () => {
    fakeApi();
    const first = openTab();
    const second = openTab();
    expect(statusOf(second)).toBe('unauthenticated');
    await first.store.dispatch(
      first.thunks.signIn({ email: 'ana@demo.com.br', password: 'segredo-forte' }),
    );
    await waitUntil(() => statusOf(second) === 'authenticated');
    first.stop();
    second.stop();
  });
});

it('startSession drops the token cookies older builds wrote, and restores from the hint', async () => {
  document.cookie = 'catalogo.token=old-access; Path=/';
  document.cookie = 'catalogo.refresh=old-refresh; Path=/';
  writeSessionHint(3600);
  const calls = mockFetch((url) =>
    url.endsWith('/auth/refresh')
      ? { status: 200, body: { token: 'access-3', refreshTokenMaxAge: 3600 } }
      : { status: 200, body: session },
  );
  const store = setup();
  const stop = startSession(store);
  expect(document.cookie).toBe('');
  expect(store.getState().session.status).toBe('loading');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
  stop();
});
