import { baseApi, createAppStore } from '@catalogo/shared-auth';
import { mockApi } from '@catalogo/shared-auth/testing';
import { loadRoutePayload } from './route-payload';

// The payload's answers go into the store only for endpoints the API knows. A page whose code
// loads on navigation adds its own endpoints when that code arrives: its answers must wait for
// it, or they are dropped and the page asks the API for them.

const BUILD = 'catalog-build-1';

/** The home's payload file, answering `endpointName` with `data`. */
function payloadWith(endpointName: string, data: unknown) {
  mockApi({
    'GET /_payload.json': {
      body: {
        state: {
          api: {
            queries: {
              [`${endpointName}(undefined)`]: {
                status: 'fulfilled',
                endpointName,
                originalArgs: undefined,
                data,
              },
            },
          },
        },
        builds: { catalog: BUILD },
      },
    },
  });
}

/** An endpoint that a lazily loaded page's module would add, added when `pageCode` settles. */
function lazyPageCode(endpointName: string) {
  return new Promise<void>((resolve) =>
    setTimeout(() => {
      baseApi.injectEndpoints({
        endpoints: (build) => ({
          [endpointName]: build.query<string[], void>({ query: () => '/x' }),
        }),
      });
      resolve();
    }, 20),
  );
}

const held = (store: ReturnType<typeof createAppStore>, endpointName: string) =>
  store.getState().api.queries[`${endpointName}(undefined)`]?.data;

describe('loadRoutePayload', () => {
  it("keeps the answers of endpoints the page's code adds while the payload is read", async () => {
    const store = createAppStore();
    payloadWith('lazyPageList', ['a', 'b']);
    const loaded = await loadRoutePayload(store.dispatch, '/', '', {
      buildId: BUILD,
      pageCode: lazyPageCode('lazyPageList'),
    });
    expect(loaded).toBe(true);
    expect(held(store, 'lazyPageList')).toEqual(['a', 'b']);
  });

  it('drops answers for endpoints no code it waited for has added', async () => {
    const store = createAppStore();
    const code = lazyPageCode('laterPageList');
    payloadWith('laterPageList', ['a']);
    const loaded = await loadRoutePayload(store.dispatch, '/', '', {
      buildId: BUILD,
    });
    expect(loaded).toBe(false);
    expect(held(store, 'laterPageList')).toBeUndefined();
    await code;
  });

  it('still uses the payload when the page code fails to load (its area shows that failure)', async () => {
    const store = createAppStore();
    payloadWith('brokenPageList', ['x']);
    const failed = lazyPageCode('brokenPageList').then(() => {
      throw new Error('chunk failed');
    });
    const loaded = await loadRoutePayload(store.dispatch, '/', '', {
      buildId: BUILD,
      pageCode: failed,
    });
    expect(loaded).toBe(true);
    expect(held(store, 'brokenPageList')).toEqual(['x']);
  });
});
