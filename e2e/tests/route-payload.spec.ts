// The per-route payload file (spec §7, issue 17): a public page's data as one file at the route
// plus `/_payload.json`, the same data its server-rendered HTML carries. A client navigation to a
// public page reads that one file instead of the page's API calls; without it the page calls the
// API as before.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { API_PORT, SHELL_PORT, tenantUrl } from './support/urls';

const api = `http://127.0.0.1:${API_PORT}`;
const shell = `http://127.0.0.1:${SHELL_PORT}`;
const HOST = `demo.localhost:${SHELL_PORT}`;

interface State {
  api: { queries: Record<string, { status: string; endpointName: string; data?: unknown }> };
}

/** The shell server's answer for the demo company (Node sends the Host itself). */
const shellGet = (request: APIRequestContext, pathname: string) =>
  request.get(`${shell}${pathname}`, { headers: { host: HOST }, maxRedirects: 0 });

/** The page is the app's: hydrated, nothing loading. */
async function live(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Requests to the API and to payload files, from now on. */
function watch(page: Page) {
  const apiCalls: string[] = [];
  const payloads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(API_PORT)) apiCalls.push(`${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/_payload.json')) payloads.push(`${url.pathname}${url.search}`);
  });
  return {
    apiCalls,
    payloads,
    catalogCalls: () => apiCalls.filter((p) => p.includes('/catalog-public/')),
  };
}

/** Data of a state's answers, without the ids and times of the requests that got them. */
const answers = (state: State) =>
  Object.fromEntries(
    Object.entries(state.api.queries).map(([key, query]) => [key, [query.status, query.data]]),
  );

test('a click from the home to a product reads /product/{id}/_payload.json and calls no catalogue API for it', async ({
  page,
  request,
}) => {
  await page.goto(tenantUrl('demo'));
  await live(page);
  const seen = watch(page);
  const link = page.locator('a[href^="/product/"]').first();
  const href = (await link.getAttribute('href'))!;
  const id = href.split('/').pop()!;
  const payload = page.waitForResponse((res) => res.url().endsWith(`${href}/_payload.json`));

  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect((await payload).status()).toBe(200);
  const screen = page.locator('[data-screen="product"]');
  await expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  const product = (await (
    await request.get(`${api}/catalog-public/products/${id}`, {
      headers: { host: 'demo.localhost' },
    })
  ).json()) as { code: string };
  await expect(screen.getByText(product.code).first()).toBeVisible();
  expect(seen.payloads).toEqual([`${href}/_payload.json`]);
  console.log(`catalogue API calls during the navigation: ${seen.catalogCalls().length}`);
  expect(seen.catalogCalls()).toEqual([]);
});

test('a click from a product page to the home reads /_payload.json and calls no catalogue API for it', async ({
  page,
  request,
}) => {
  const search = await request.get(`${api}/catalog-public/products?q=pastilha&pageSize=1`, {
    headers: { host: 'demo.localhost' },
  });
  const [id] = ((await search.json()) as { items: { id: string }[] }).items.map((i) => i.id);
  // Started on the product: the home's data is not in the store yet.
  await page.goto(tenantUrl('demo', `/product/${id}`));
  await live(page);
  const seen = watch(page);
  const payload = page.waitForResponse((res) => new URL(res.url()).pathname === '/_payload.json');

  await page.getByRole('banner').getByRole('link', { name: 'Demo Autopeças' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/'));
  expect((await payload).status()).toBe(200);
  await expect(page.locator('[data-screen="home"]')).toBeVisible();
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(seen.payloads).toEqual(['/_payload.json']);
  expect(seen.catalogCalls()).toEqual([]);
});

test("a payload holds the data of its page's HTML; a missing or unpublished product's is a 404", async ({
  request,
}) => {
  const search = await request.get(`${api}/catalog-public/products?q=pastilha&pageSize=1`, {
    headers: { host: 'demo.localhost' },
  });
  const [id] = ((await search.json()) as { items: { id: string }[] }).items.map((i) => i.id);

  for (const pathname of [`/product/${id}`, '/', '/?q=filtro']) {
    const html = await (await shellGet(request, pathname)).text();
    const match = /<script id="catalogo-ssr" type="application\/json">([\s\S]*?)<\/script>/.exec(
      html,
    );
    expect(match, pathname).not.toBeNull();
    const inHtml = (JSON.parse(match![1]!) as { state: State }).state;
    const [path, query = ''] = pathname.split('?');
    const file = `${path === '/' ? '' : path}/_payload.json${query ? `?${query}` : ''}`;
    const res = await shellGet(request, file);
    expect(res.status(), file).toBe(200);
    expect(res.headers()['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers()['cache-control']).toContain('s-maxage');
    expect(res.headers()['set-cookie']).toBeUndefined();
    const body = (await res.json()) as { state: State };
    expect(Object.keys(body.state.api.queries).length, file).toBeGreaterThan(0);
    expect(answers(body.state), file).toEqual(answers(inHtml));
  }

  const missing = await shellGet(
    request,
    '/product/00000000-0000-4000-8000-000000000000/_payload.json',
  );
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({
    code: 'NOT_FOUND',
    message: 'Page not found: /product/00000000-0000-4000-8000-000000000000',
  });

  const signIn = await request.post(`${api}/auth/sign-in`, {
    headers: { host: `demo.localhost:${API_PORT}` },
    data: { email: 'demo@catalogo.local', password: 'demo-catalogo-2026' },
  });
  const { token } = (await signIn.json()) as { token: string };
  const drafts = await request.get(`${api}/panel/portifolio/products?status=draft&pageSize=1`, {
    headers: { host: `demo.localhost:${API_PORT}`, authorization: `Bearer ${token}` },
  });
  const [draft] = ((await drafts.json()) as { items: { id: string }[] }).items;
  expect(draft).toBeDefined();
  expect((await shellGet(request, `/product/${draft!.id}/_payload.json`)).status()).toBe(404);
  expect((await shellGet(request, '/panel/_payload.json')).status()).toBe(404);
});

test('when the payload file fails, a client navigation calls the API and shows the product', async ({
  page,
}) => {
  await page.goto(tenantUrl('demo'));
  await live(page);
  await page.route('**/_payload.json', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"X"}' }),
  );
  const seen = watch(page);
  const link = page.locator('a[href^="/product/"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(
    page.locator('[data-screen="product"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  // Asked once more (spec §7: a GET answered 503), then the API.
  expect(seen.payloads).toEqual([`${href}/_payload.json`, `${href}/_payload.json`]);
  expect(seen.catalogCalls()).toContain(`/catalog-public/products/${href.split('/').pop()}`);
});
