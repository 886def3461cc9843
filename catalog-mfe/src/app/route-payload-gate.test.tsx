import { act, screen, waitFor } from '@testing-library/react';
import { mockApi, platformTenant } from '@catalogo/shared-auth/testing';
import type { Reply } from '@catalogo/shared-auth/testing';
import { productDetail } from '../features/product/product-fixtures';
import { renderCatalog } from '../test/render';
import { HOME_PAGE_CHUNK, pageChunkOf, PRODUCT_PAGE_CHUNK } from './route-payload-gate';

// A client navigation to a public page reads the route's payload file (the shell's server
// answers it with the page's store state) instead of the page's API calls, and falls back to
// them on any failure of the file.

const BUILD = 'catalog-build-1';
const product = productDetail();
const PRODUCT_PATH = `/product/${product.id}`;
const PRODUCT_API = `GET /catalog-public/products/${product.id}`;
const PAYLOAD = `GET ${PRODUCT_PATH}/_payload.json`;
const NAME = 'PASTILHA DE FREIO DIANTEIRA';

const emptySearch = { body: { items: [], total: 0, page: 1, pageSize: 24, facets: {} } };
const homeApi = {
  'GET /catalog-public/products': emptySearch,
  'GET /catalog-public/vehicles/factories': { body: [] },
  'GET /catalog-public/promotions': { body: [] },
  'GET /catalog-public/offers': { body: [] },
};

/** The file as the shell's server writes it: the store state of the page's prefetch. */
function payloadOf(data = product, build = BUILD): Reply {
  const key = `getProduct(${JSON.stringify(data.id)})`;
  return {
    body: {
      state: {
        tenant: {},
        api: {
          queries: {
            [key]: {
              status: 'fulfilled',
              endpointName: 'getProduct',
              requestId: 'r1',
              originalArgs: data.id,
              startedTimeStamp: 1,
              data,
              fulfilledTimeStamp: 2,
            },
          },
          mutations: {},
          provided: {},
          subscriptions: {},
        },
      },
      builds: { catalog: build },
    },
  };
}

const asked = (requests: { method: string; url: URL }[]) =>
  requests.map((r) => `${r.method} ${r.url.pathname}`);

beforeEach(() => {
  process.env.BUILD_ID = BUILD;
});

afterEach(() => {
  delete process.env.BUILD_ID;
});

async function fromHomeToProduct(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ ...homeApi, ...routes });
  const { router } = renderCatalog('/');
  await screen.findByRole('heading', { level: 1, name: 'Demo Autopeças' });
  // The home has asked for what it shows: what follows is the navigation's.
  await screen.findByText('Nenhum produto encontrado.');
  await waitFor(() =>
    expect(asked(api.requests)).toContain('GET /catalog-public/vehicles/factories'),
  );
  api.requests.length = 0;
  await act(() => router.navigate(PRODUCT_PATH));
  return api;
}

describe('route payload on a client navigation', () => {
  it("renders the product from the route's payload, without the product's API call", async () => {
    const { requests } = await fromHomeToProduct({
      [PAYLOAD]: payloadOf(product),
      [PRODUCT_API]: { body: productDetail({ code: 'FROM-API' }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    expect(screen.getAllByText(/PF-0042/).length).toBeGreaterThan(0);
    expect(asked(requests)).toEqual([PAYLOAD]);
    const payloadRequest = requests[0]!;
    expect(payloadRequest.url.origin).toBe(window.location.origin);
  });

  it.each<[string, Reply[]]>([
    ['answers 404', [{ status: 404, body: { code: 'NOT_FOUND' } }]],
    ['is not JSON (a remote run on its own serves its index.html)', [{ text: '<!doctype html>' }]],
    ['comes from another build of the catalogue', [payloadOf(product, 'another-build')]],
    [
      'holds no answer',
      [{ body: { state: { api: { queries: {} } }, builds: { catalog: BUILD } } }],
    ],
  ])('falls back to the API when the payload %s', async (_, replies) => {
    const { requests } = await fromHomeToProduct({
      [PAYLOAD]: replies,
      [PRODUCT_API]: { body: product },
    });
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    expect(asked(requests)).toEqual([PAYLOAD, PRODUCT_API]);
  });

  it('asks once more on a 503 (spec §7), then uses the API', async () => {
    const { requests } = await fromHomeToProduct({
      [PAYLOAD]: { status: 503, body: { code: 'PAYLOAD_UNAVAILABLE' } },
      [PRODUCT_API]: { body: product },
    });
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    expect(asked(requests)).toEqual([PAYLOAD, PAYLOAD, PRODUCT_API]);
  });

  it('is not read for the page the app starts on, nor for a search within the home', async () => {
    let api = mockApi({ [PRODUCT_API]: { body: product }, [PAYLOAD]: payloadOf(product) });
    renderCatalog(PRODUCT_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    expect(asked(api.requests)).toEqual([PRODUCT_API]);

    api = mockApi({ ...homeApi, 'GET /_payload.json': { status: 500 } });
    const { router } = renderCatalog('/');
    await screen.findByRole('heading', { level: 1, name: 'Demo Autopeças' });
    await act(() => router.navigate('/?q=pastilha'));
    await waitFor(() =>
      expect(api.requests.some((r) => r.url.searchParams.get('q') === 'pastilha')).toBe(true),
    );
    expect(asked(api.requests)).not.toContain('GET /_payload.json');
  });

  it('is not read on a platform host (no company: no catalogue data)', async () => {
    const api = mockApi({ [PAYLOAD]: payloadOf(product) });
    const { router } = renderCatalog('/auth/elsewhere', { tenant: platformTenant });
    await act(() => router.navigate('/'));
    expect(asked(api.requests)).not.toContain('GET /_payload.json');
  });
});

describe('pageChunkOf', () => {
  it('names the lazy page of each public address, and none elsewhere', () => {
    expect(pageChunkOf('/')).toBe(HOME_PAGE_CHUNK);
    expect(pageChunkOf(PRODUCT_PATH)).toBe(PRODUCT_PAGE_CHUNK);
    expect(pageChunkOf('/product/')).toBeNull();
    expect(pageChunkOf('/auth/login')).toBeNull();
  });
});
