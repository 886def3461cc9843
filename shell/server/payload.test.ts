/**
 * @jest-environment node
 */
// The route payload file (issue 17): the shell server's routes (app.ts) with the real render
// runtime and the catalogue's real server entry; only the API is a stand-in (an HTTP server that
// answers per Host, as the API does), reached through the server's own fetch.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { createShellApp as CreateShellApp } from './app';
import type { Generation } from './generations';
import type { RemoteServerModule, Renderer } from './types';

const BUILD = 'catalog-test-build';
const HOST = 'demo.localhost:4460';
const OTHER_HOST = 'acme.localhost:4460';

interface Seen {
  host: string;
  path: string;
  headers: http.IncomingHttpHeaders;
}

const tenant = (uriName: string, commercialName: string) => ({
  id: `00000000-0000-4000-8000-0000000000${uriName === 'demo' ? '01' : '02'}`,
  commercialName,
  uriName,
  situation: 'active',
  companyAbout: { description: `${commercialName}: autopeças.` },
  companyLayout: { colorSeccondary: '#e85d04', colorSeccondaryContrast: '#ffffff' },
  companyRule: { showPrices: true, allowOrders: true, minOrderValue: 0 },
});

const summary = (id: string, code: string) => ({
  id,
  code,
  description: 'PASTILHA DE FREIO',
  complement: null,
  brand: { id: 'b1', name: 'Bosch' },
  image: null,
});

const detail = (id: string, code: string) => ({
  ...summary(id, code),
  status: 'published',
  description: { id: 'd1', name: 'PASTILHA DE FREIO' },
  brand: { id: 'b1', name: 'Bosch', logo: null },
  category: null,
  group: null,
  subgroup: null,
  replacedBy: null,
  position: null,
  notes: null,
  infoText: null,
  infoHtml: null,
  images: [],
  criteria: [],
  pack: {
    salesUnit: null,
    qtyPerPack: null,
    salesMultiple: null,
    ean13: null,
    dun14: null,
    netWeight: null,
    grossWeight: null,
    height: null,
    width: null,
    length: null,
  },
  tax: { ncm: null, cest: null, origin: null, ipiRate: null, exTipi: null },
  oeRefs: [],
  crossRefs: [],
  applications: [],
  offer: null,
});

/** Each company's public catalogue: demo has p1 (and an unpublished draft), acme has a1. */
const catalogues: Record<string, { info: unknown; products: Record<string, unknown> }> = {
  demo: { info: tenant('demo', 'Demo Autopeças'), products: { p1: detail('p1', 'PF-0042') } },
  acme: { info: tenant('acme', 'Acme Peças'), products: { a1: detail('a1', 'AC-0001') } },
};

let api: http.Server;
let apiPort: number;
const seen: Seen[] = [];

function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  const host = req.headers.host ?? '';
  const url = new URL(req.url ?? '/', `http://${host}`);
  seen.push({ host, path: url.pathname, headers: req.headers });
  const reply = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const company = catalogues[host.split('.')[0]!];
  if (!company) return reply(404, { code: 'TENANT_NOT_FOUND', message: 'Empresa não encontrada' });
  const route = url.pathname;
  if (route === '/catalog-public/tenant-info') return reply(200, company.info);
  if (route === '/catalog-public/category/portifolio.category')
    return reply(200, { status: false, metadata: [] });
  const product = /^\/catalog-public\/products\/([^/]+)$/.exec(route);
  // The API answers 404 for an id it does not publish (unknown, a draft, another company's).
  if (product)
    return company.products[product[1]!]
      ? reply(200, company.products[product[1]!])
      : reply(404, { code: 'NOT_FOUND', message: 'Produto não encontrado' });
  if (route === '/catalog-public/products') {
    const items = Object.values(company.products).map((p) => {
      const { id, code } = p as { id: string; code: string };
      return summary(id, code);
    });
    return reply(200, { items, total: items.length, page: 1, pageSize: 24, facets: {} });
  }
  if (/^\/catalog-public\/(promotions|offers|vehicles\/factories)$/.test(route))
    return reply(200, []);
  reply(404, { message: `no ${route}` });
}

let dist: string;
let app: FastifyInstance;
let rendererFor: (remote: RemoteServerModule | null) => Renderer;
let createShellApp: typeof CreateShellApp;
let catalog: RemoteServerModule;
let originalFetch: typeof fetch;
const generations: { current: Generation | null } = { current: null };

function generation(renderer: Renderer, unavailable: string | null = null): Generation {
  return {
    key: `k-${Math.random()}`,
    renderer,
    remotes: {},
    preloadScripts: [],
    lazyScripts: {},
    unavailable,
  };
}

function shellApp(overrides: { ssr?: boolean; microCacheMs?: number } = {}) {
  return createShellApp({
    distDir: dist,
    serveFile: (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><p>static</p>');
    },
    ssr: overrides.ssr ?? true,
    budgetMs: 10_000,
    microCacheMs: overrides.microCacheMs ?? 60_000,
    trustProxy: false,
    generations,
    log: () => undefined,
  });
}

let shellPort: number;

/** A GET to the shell server as a browser on `host` sends it (through a real socket). */
function get(url: string, host = HOST, headers: Record<string, string> = {}) {
  return new Promise<{
    statusCode: number;
    headers: http.IncomingHttpHeaders;
    body: string;
    json: () => unknown;
  }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: shellPort, path: url, headers: { host, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: () => JSON.parse(body) as unknown,
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function listen(instance: FastifyInstance) {
  await instance.listen({ port: 0, host: '127.0.0.1' });
  shellPort = (instance.server.address() as AddressInfo).port;
}

/** The state in a page's `<script id="catalogo-ssr">`. */
function htmlState(html: string) {
  const match = /<script id="catalogo-ssr" type="application\/json">([\s\S]*?)<\/script>/.exec(
    html,
  );
  if (!match) throw new Error('no payload in the page');
  return (JSON.parse(match[1]!) as { state: State }).state;
}

interface State {
  tenant: { status: string; info: { uriName: string } | null };
  api: { queries: Record<string, { status: string; data?: unknown; endpointName: string }> };
}

/** A state's answers, without what differs between two requests (ids and times of requests). */
const answers = (state: State) =>
  Object.fromEntries(
    Object.entries(state.api.queries).map(([key, q]) => [key, [q.status, q.data]]),
  );

beforeAll(async () => {
  api = http.createServer(answer);
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiPort = (api.address() as AddressInfo).port;
  // Read when the shared libraries load (as the build's DefinePlugin would bake them in).
  process.env.API_ADDRESS = `localhost:${apiPort}`;
  process.env.BUILD_ID = BUILD;
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-payload-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Catálogo</title></head><body><div id="root"></div></body></html>',
  );
  originalFetch = globalThis.fetch;
  const { installServerFetch } = await import('./server-fetch');
  installServerFetch();
  ({ rendererFor } = await import('./render/runtime'));
  ({ createShellApp } = await import('./app'));
  // The catalogue's server entry from its source (the server loads its build the same way; a
  // computed path keeps the shell's typecheck and project graph off the remote's code).
  const entry = ['..', '..', 'catalog-mfe', 'src', 'server', 'server-entry'].join('/');
  catalog = (await import(entry)) as RemoteServerModule;
});

afterAll(async () => {
  globalThis.fetch = originalFetch;
  await new Promise((resolve) => api.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

beforeEach(async () => {
  generations.current = generation(rendererFor(catalog));
  app = shellApp();
  await listen(app);
  seen.length = 0;
});

afterEach(() => app.close());

describe('GET <route>/_payload.json', () => {
  it("the home's payload is the data its HTML carries", async () => {
    const res = await get('/_payload.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const payload = res.json() as { state: State; builds: { catalog: string } };
    expect(payload.builds).toEqual({ catalog: BUILD });
    expect(payload.state.tenant.info?.uriName).toBe('demo');
    const search = Object.values(payload.state.api.queries).find(
      (q) => q.endpointName === 'searchProducts',
    );
    expect(search?.status).toBe('fulfilled');
    expect((search?.data as { items: { code: string }[] }).items.map((i) => i.code)).toEqual([
      'PF-0042',
    ]);

    // Rendered anew (micro-cache off): the HTML's state holds the very same answers.
    generations.current = generation(rendererFor(catalog));
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-catalogo-render']).toMatch(/^server/);
    const state = htmlState(page.body);
    expect(answers(payload.state)).toEqual(answers(state));
    expect(payload.state.tenant).toEqual(state.tenant);
  });

  it("a product's payload holds the product; the query of a page is kept", async () => {
    const res = await get('/product/p1/_payload.json');
    expect(res.statusCode).toBe(200);
    const { state } = res.json() as { state: State };
    expect(state.api.queries['getProduct("p1")']).toMatchObject({
      status: 'fulfilled',
      data: { id: 'p1', code: 'PF-0042' },
    });
    const searched = await get('/_payload.json?q=pastilha&page=2');
    const keys = Object.keys((searched.json() as { state: State }).state.api.queries);
    expect(
      keys.some(
        (key) =>
          key.startsWith('searchProducts(') &&
          key.includes('"q":"pastilha"') &&
          key.includes('"page":2'),
      ),
    ).toBe(true);
  });

  it('a page that does not exist is a 404 with a JSON error', async () => {
    for (const url of [
      '/product/unknown/_payload.json',
      '/product/draft/_payload.json',
      '/product/no%20such/_payload.json',
      '/panel/_payload.json',
      '/auth/login/_payload.json',
      '/product/p1/extra/_payload.json',
      '/error/unavailable/_payload.json',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toEqual({
        code: 'NOT_FOUND',
        message: `Page not found: ${url.slice(0, -'/_payload.json'.length)}`,
      });
    }
  });

  it('is cached as the HTML is (Cache-Control, micro-cache), anonymous, without cookies', async () => {
    const page = await get('/product/p1');
    const res = await get('/product/p1/_payload.json', HOST, {
      cookie: 'session=abc',
      authorization: 'Bearer secret',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(page.headers['cache-control']);
    expect(res.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=10',
    );
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    // Served from the page's own render: the API was asked once, for the page.
    expect(seen.filter((s) => s.path === '/catalog-public/products/p1')).toHaveLength(1);
    seen.length = 0;
    await get('/_payload.json', HOST, { cookie: 'session=abc', authorization: 'Bearer secret' });
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) {
      expect(request.headers.cookie).toBeUndefined();
      expect(request.headers.authorization).toBeUndefined();
    }
    seen.length = 0;
    const again = await get('/_payload.json');
    expect(again.statusCode).toBe(200);
    expect(seen).toEqual([]);
    // gzip for a client that takes it, as the HTML.
    const zipped = await get('/_payload.json', HOST, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    // A missing product's 404 is cached by shared caches as its HTML's 404 is.
    const missingPage = await get('/product/unknown');
    const missing = await get('/product/unknown/_payload.json');
    expect(missingPage.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe(missingPage.headers['cache-control']);
  });

  it("one company's payload is never served for another host", async () => {
    expect((await get('/product/p1/_payload.json')).statusCode).toBe(200);
    // Cached for demo: acme's host asks the API as acme, which has no p1.
    const other = await get('/product/p1/_payload.json', OTHER_HOST);
    expect(other.statusCode).toBe(404);
    expect(
      seen.some((s) => s.host.startsWith('acme.') && s.path === '/catalog-public/products/p1'),
    ).toBe(true);
    await get('/_payload.json');
    const home = (await get('/_payload.json', OTHER_HOST)).json() as { state: State };
    expect(home.state.tenant.info?.uriName).toBe('acme');
    expect(JSON.stringify(home.state)).not.toContain('PF-0042');
    expect(JSON.stringify(home.state)).toContain('AC-0001');
    // An unknown company, a reserved host (the platform's pages): no page, no payload.
    expect((await get('/_payload.json', 'nobody.localhost:4460')).statusCode).toBe(404);
    expect((await get('/_payload.json', 'localhost:4460')).statusCode).toBe(404);
    expect((await get('/_payload.json', 'www.localhost:4460')).statusCode).toBe(404);
  });

  it('without server rendering: 503 (asked again, then the browser calls the API) or 404 when off', async () => {
    generations.current = generation(rendererFor(null), 'catalog has no server build');
    let res = await get('/product/p1/_payload.json');
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_UNAVAILABLE' });
    expect(res.headers['x-catalogo-render']).toBe('none; catalog has no server build');
    // The page itself is rendered in the browser, as before.
    expect((await get('/product/p1')).headers['x-catalogo-render']).toMatch(/^client/);

    generations.current = null;
    expect((await get('/_payload.json')).statusCode).toBe(503);

    await app.close();
    app = shellApp({ ssr: false });
    await listen(app);
    res = await get('/_payload.json');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
