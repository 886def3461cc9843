/** @jest-environment node */
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { createBaseQuery } from './base-query';

type Handler = (request: Request) => Response | Promise<Response>;

// The network is mocked at its edge: a fetch that records requests and answers from a script.
function setup(handler: Handler) {
  const requests: Request[] = [];
  const fetchFn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return handler(request);
  });
  const api = createApi({
    baseQuery: createBaseQuery({
      getBaseUrl: () => 'http://demo.localhost:3333',
      getToken: () => 'token-123',
      fetchFn: fetchFn as unknown as typeof fetch,
      retryDelayMs: 0,
    }),
    endpoints: (build) => ({
      getThing: build.query<unknown, void>({ query: () => '/thing' }),
      saveThing: build.mutation<unknown, { method: string; body?: unknown }>({
        query: ({ method, body }) => ({ url: '/thing', method, body }),
      }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (gDM) => gDM().concat(api.middleware),
  });
  return { api, store, requests };
}

const json = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createBaseQuery', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    let calls = 0;
    const { api, store, requests } = setup(() =>
      ++calls === 1 ? json(status) : json(200, { ok: true }),
    );
    const result = await store.dispatch(api.endpoints.getThing.initiate());
    expect(result.data).toEqual({ ok: true });
    expect(requests).toHaveLength(2);
  });

  it('retries a GET only once, then reports the error', async () => {
    const { api, store, requests } = setup(() => json(503));
    const result = await store.dispatch(api.endpoints.getThing.initiate());
    expect(result.error).toMatchObject({ status: 503 });
    expect(requests).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 422, 501])('does not retry a GET on %i', async (status) => {
    const { api, store, requests } = setup(() => json(status));
    await store.dispatch(api.endpoints.getThing.initiate());
    expect(requests).toHaveLength(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries %s', async (method) => {
    const { api, store, requests } = setup(() => json(503));
    const result = await store.dispatch(
      api.endpoints.saveThing.initiate({ method, body: { a: 1 } }),
    );
    expect(result).toHaveProperty('error.status', 503);
    expect(requests).toHaveLength(1);
  });

  it('sends JSON content type on object bodies, the bearer token and the tenant base URL', async () => {
    const { api, store, requests } = setup(() => json(200));
    await store.dispatch(
      api.endpoints.saveThing.initiate({ method: 'POST', body: { name: 'Freio' } }),
    );
    const [request] = requests;
    expect(request?.url).toBe('http://demo.localhost:3333/thing');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('authorization')).toBe('Bearer token-123');
    expect(await request?.text()).toBe('{"name":"Freio"}');
  });

  it('sends no token to the public catalogue, which is the same for everyone', async () => {
    const { api, store, requests } = setup(() => json(200));
    const publicApi = api.injectEndpoints({
      endpoints: (build) => ({
        promotions: build.query<unknown, void>({ query: () => '/catalog-public/promotions' }),
        orders: build.mutation<unknown, void>({
          query: () => ({ url: '/catalog-public/orders', method: 'POST', body: {} }),
        }),
      }),
    });
    await store.dispatch(publicApi.endpoints.promotions.initiate());
    await store.dispatch(publicApi.endpoints.orders.initiate());
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([null, null]);
  });

  it('leaves non-object bodies without a JSON content type', async () => {
    const { api, store, requests } = setup(() => json(200));
    const form = new URLSearchParams({ a: '1' });
    await store.dispatch(api.endpoints.saveThing.initiate({ method: 'POST', body: form }));
    expect(requests[0]?.headers.get('content-type')).not.toBe('application/json');
  });
});
