/** @jest-environment jsdom */
import { createAppStore } from '../store/store';
import { tenantResolved } from '../tenant/tenant-slice';
import { refreshSession, signIn, signOut } from './session-thunks';
import { readTokens, writeTokens, clearTokens } from './token-storage';

const session = {
  user: { id: 'u1', name: 'Ana', email: 'ana@demo.com.br', role: 'owner' },
  tenant: { id: 't1', uriName: 'demo', commercialName: 'Demo', situation: 'active' },
  permissions: [],
};

type Handler = (url: string, init: RequestInit) => { status: number; body?: unknown };

// The network is mocked at its edge: fetch answers from a script and records the calls.
function mockFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const { status, body } = handler(url, init);
    return {
      ok: status < 400,
      status,
      json: async () => body,
    } as Response;
  }) as typeof fetch;
  return calls;
}

function setup() {
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
  return store;
}

beforeEach(() => clearTokens());

describe('session thunks', () => {
  it('signs in: stores the tokens in cookies, loads the session with the bearer token', async () => {
    const calls = mockFetch((url) =>
      url.endsWith('/auth/sign-in')
        ? {
            status: 200,
            body: { token: 'access-1', refreshToken: 'refresh-1', refreshTokenMaxAge: 3600 },
          }
        : { status: 200, body: session },
    );
    const store = setup();
    await store.dispatch(signIn({ email: 'ana@demo.com.br', password: 'segredo-forte' }));
    expect(readTokens()).toEqual({ token: 'access-1', refreshToken: 'refresh-1' });
    expect(store.getState().session).toMatchObject({
      status: 'authenticated',
      accessToken: 'access-1',
      data: session,
    });
    expect(calls[1]?.url).toBe('http://demo.localhost:3333/auth/session');
    expect((calls[1]?.init.headers as Record<string, string>).authorization).toBe(
      'Bearer access-1',
    );
  });

  it('stops and logs when the sign-in answer has no token string', async () => {
    mockFetch(() => ({ status: 200, body: { token: 42 } }));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = setup();
    await expect(
      store.dispatch(signIn({ email: 'a@b.co', password: 'x'.repeat(8) })),
    ).rejects.toMatchObject({ code: 'TOKEN_MISSING' });
    expect(errors).toHaveBeenCalledWith('[auth] no token string in the sign-in response');
    expect(readTokens()).toBeNull();
    errors.mockRestore();
  });

  it('makes one refresh request for two refreshes at once in the same tab', async () => {
    writeTokens('access-1', 'refresh-1', 3600);
    const calls = mockFetch((url) =>
      url.endsWith('/auth/refresh')
        ? { status: 200, body: { token: 'access-2', refreshToken: 'refresh-2' } }
        : { status: 200, body: session },
    );
    const store = setup();
    const [a, b] = await Promise.all([
      store.dispatch(refreshSession()),
      store.dispatch(refreshSession()),
    ]);
    expect(a && b).toBe(true);
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(readTokens()).toEqual({ token: 'access-2', refreshToken: 'refresh-2' });
  });

  it('adopts the tokens another tab rotated while this one waited for the lock', async () => {
    writeTokens('access-1', 'refresh-1', 3600);
    // Web Locks: the other tab holds the lock and rotates the tokens before this one gets it.
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: async (_name: string, task: () => Promise<unknown>) => (
          writeTokens('access-9', 'refresh-9', 3600),
          task()
        ),
      },
    });
    const calls = mockFetch(() => ({ status: 200, body: session }));
    const store = setup();
    expect(await store.dispatch(refreshSession())).toBe(true);
    expect(calls.some((c) => c.url.endsWith('/auth/refresh'))).toBe(false);
    expect(store.getState().session).toMatchObject({
      status: 'authenticated',
      accessToken: 'access-9',
    });
    Object.defineProperty(navigator, 'locks', { configurable: true, value: undefined });
  });

  it('signs out locally when the refresh token was refused', async () => {
    writeTokens('access-1', 'refresh-1', 3600);
    mockFetch(() => ({ status: 401, body: { code: 'REFRESH_REUSED', message: 'x' } }));
    const store = setup();
    expect(await store.dispatch(refreshSession())).toBe(false);
    expect(readTokens()).toBeNull();
    expect(store.getState().session.status).toBe('unauthenticated');
  });

  it('signs out: clears tokens first, then revokes on the server', async () => {
    writeTokens('access-1', 'refresh-1', 3600);
    const calls = mockFetch(() => ({ status: 204 }));
    const store = setup();
    await store.dispatch(signOut());
    expect(readTokens()).toBeNull();
    expect(calls[0]?.url).toBe('http://demo.localhost:3333/auth/sign-out');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ refreshToken: 'refresh-1' });
  });
});
