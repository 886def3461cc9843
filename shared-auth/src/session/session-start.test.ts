/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://acme.localhost:4200/panel"}
 */
import { createAppStore } from '../store/store';
import { tenantResolved } from '../tenant/tenant-slice';
import { apiError, mockApi } from '../testing-network';
import { configureAuth } from './auth-config';
import { clearSessionHint, hasSessionHint, writeSessionHint } from './session-hint';
import { startSession } from './session-sync';
import { loadSession, refreshSession, signIn } from './session-thunks';

// Each test file is a fresh page: these tests start the app as a page load (or reload) does.
const session = {
  user: { id: 'u1', name: 'Ana', email: 'ana@acme.com.br', role: 'owner', emailConfirmed: false },
  tenant: { id: 't1', uriName: 'acme', commercialName: 'Acme', situation: 'trial' },
  permissions: [],
};
const BASE = 'http://acme.localhost:3333';

function setup() {
  const store = createAppStore();
  store.dispatch(
    tenantResolved({
      status: 'unconfirmed',
      label: 'acme',
      baseUrl: BASE,
      info: null,
      categorySettings: null,
    }),
  );
  return store;
}

const paths = (requests: { method: string; url: URL }[]) =>
  requests.map((r) => `${r.method} ${r.url.pathname}`);

let stop: (() => void) | undefined;
let errors: jest.SpyInstance;
beforeEach(() => {
  clearSessionHint();
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  stop?.();
  stop = undefined;
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/panel');
});

describe('the scheduled refresh (spec §4)', () => {
  it('is scheduled at the refresh token max age after a page reload too, never periodically', async () => {
    jest.useFakeTimers();
    // A reload: nothing in memory, only the hint of a session the last page left.
    writeSessionHint(3600);
    const { requests } = mockApi({
      'POST /auth/refresh': [
        { body: { token: 'access-2', refreshTokenMaxAge: 600 } },
        { body: { token: 'access-3', refreshTokenMaxAge: 0 } },
      ],
      'GET /auth/session': { body: session },
    });
    const store = setup();
    stop = startSession(store);
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().session.status).toBe('authenticated');
    expect(paths(requests)).toEqual(['POST /auth/refresh', 'GET /auth/session']);

    // Not before the max age...
    await jest.advanceTimersByTimeAsync(599_000);
    expect(paths(requests)).toHaveLength(2);
    // ...and at it, once.
    await jest.advanceTimersByTimeAsync(1_000);
    expect(paths(requests).slice(2)).toEqual(['POST /auth/refresh', 'GET /auth/session']);
    expect(store.getState().session.accessToken).toBe('access-3');
    // That answer gave no max age: nothing more is scheduled, and there is no periodic refresh.
    await jest.advanceTimersByTimeAsync(30 * 86_400_000);
    expect(paths(requests)).toHaveLength(4);
  });
});

describe("the sign-up's ticket (spec §4: the sign-up signs in)", () => {
  it('takes the ticket out of the address and signs in with it before the first render', async () => {
    window.history.replaceState(null, '', '/panel#sign-in-ticket=ticket-1');
    const { requests, fetchMock } = mockApi({
      'POST /auth/sign-in/ticket': { body: { token: 'access-1', refreshTokenMaxAge: 3600 } },
      'GET /auth/session': { body: session },
    });
    const store = setup();
    stop = startSession(store);
    // At once: the address no longer holds the ticket, and the guards wait for the session.
    expect(window.location.href).toBe('http://acme.localhost:4200/panel');
    expect(store.getState().session.status).toBe('loading');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().session).toMatchObject({
      status: 'authenticated',
      accessToken: 'access-1',
      data: session,
    });
    expect(paths(requests)).toEqual(['POST /auth/sign-in/ticket', 'GET /auth/session']);
    expect(requests[0]?.body).toEqual({ ticket: 'ticket-1' });
    // The answer's refresh cookie is kept by the browser only on a credentialed request.
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
    // The next reload restores the session from the cookie.
    expect(hasSessionHint()).toBe(true);
  });

  it('leaves the visitor signed out when the ticket is refused', async () => {
    window.history.replaceState(null, '', '/panel#sign-in-ticket=used');
    mockApi({
      'POST /auth/sign-in/ticket': apiError(401, 'SIGN_IN_TICKET_INVALID', 'Não foi possível.'),
    });
    const store = setup();
    stop = startSession(store);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().session).toMatchObject({
      status: 'unauthenticated',
      accessToken: null,
    });
    expect(hasSessionHint()).toBe(false);
    expect(window.location.hash).toBe('');
  });
});

describe('failures', () => {
  const signedIn = async () => {
    mockApi({
      'POST /auth/sign-in': { body: { token: 'access-1', refreshTokenMaxAge: 3600 } },
      'GET /auth/session': { body: session },
    });
    const store = setup();
    await store.dispatch(signIn({ email: 'ana@acme.com.br', password: 'segredo-forte' }));
    expect(store.getState().session.status).toBe('authenticated');
    return store;
  };

  it('stops the refresh flow when its answer has no token string (spec §5, §8)', async () => {
    const store = await signedIn();
    const { requests } = mockApi({
      'POST /auth/refresh': { body: { token: null, refreshTokenMaxAge: 3600 } },
      'GET /auth/session': { body: session },
    });
    expect(await store.dispatch(refreshSession())).toBe(false);
    expect(errors).toHaveBeenCalledWith('[auth] no token string in the refresh response');
    // Stopped: no session load, the token in memory untouched.
    expect(paths(requests)).toEqual(['POST /auth/refresh']);
    expect(store.getState().session.accessToken).toBe('access-1');
  });

  it('clears the session and the token when the session load fails (spec §4)', async () => {
    const store = await signedIn();
    mockApi({ 'GET /auth/session': { status: 500, body: {} } });
    expect(await store.dispatch(loadSession())).toBe(false);
    expect(store.getState().session).toEqual({
      status: 'unauthenticated',
      data: null,
      accessToken: null,
    });
    expect(errors).toHaveBeenCalledWith(
      '[auth] the session could not be loaded:',
      expect.objectContaining({ status: 500 }),
    );
  });

  it('clears the session when the answer holds no session (spec §8)', async () => {
    const store = await signedIn();
    mockApi({ 'GET /auth/session': { body: { permissions: [] } } });
    expect(await store.dispatch(loadSession())).toBe(false);
    expect(store.getState().session.accessToken).toBeNull();
    expect(errors).toHaveBeenCalledWith(
      '[auth] the session could not be extracted from the response',
    );
  });

  it('logs a generic error for a failed auth request, 4xx or 5xx (spec §8)', async () => {
    mockApi({
      'POST /auth/sign-in': [
        apiError(401, 'INVALID_CREDENTIALS', 'E-mail ou senha inválidos.'),
        { status: 502, body: {} },
      ],
    });
    const store = setup();
    const attempt = () =>
      store.dispatch(signIn({ email: 'ana@acme.com.br', password: 'segredo-forte' }));
    await expect(attempt()).rejects.toMatchObject({ status: 401 });
    expect(errors).toHaveBeenLastCalledWith(
      '[auth] POST /auth/sign-in failed: 401 INVALID_CREDENTIALS',
    );
    await expect(attempt()).rejects.toMatchObject({ status: 502 });
    expect(errors).toHaveBeenLastCalledWith('[auth] POST /auth/sign-in failed: 502 UNKNOWN');
    // Generic: nothing that was sent.
    expect(JSON.stringify(errors.mock.calls)).not.toContain('segredo-forte');
  });

  it('logs the recursion error and calls nothing when the auth base URL is the app (spec §8)', async () => {
    const { requests } = mockApi({});
    configureAuth({ authBaseUrl: 'http://acme.localhost:4200/api' });
    try {
      const store = setup();
      await expect(
        store.dispatch(signIn({ email: 'ana@acme.com.br', password: 'segredo-forte' })),
      ).rejects.toMatchObject({ code: 'AUTH_RECURSION' });
      expect(errors).toHaveBeenCalledWith(
        '[auth] the auth base URL (http://acme.localhost:4200/api) points at the app itself: recursion refused (server configuration error)',
      );
      expect(requests).toEqual([]);
      expect(store.getState().session.accessToken).toBeNull();
    } finally {
      configureAuth({ authBaseUrl: undefined });
    }
  });
});
