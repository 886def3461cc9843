// The icon service in the browser (spec §7, §8, §9; issue 17, item 1): the panel's icons come
// from our API's /icons endpoint; when it is blocked the page warns in the console, each icon
// keeps its box (nothing moves) and the page keeps working; the public pages' first paint asks
// no icon at all. Chromium resolves none of Iconify's public hosts in any journey (config).
import type { APIRequestContext, ConsoleMessage, Locator, Page, Response } from '@playwright/test';
import { expect, publicIconHost, test } from './support/fixtures';
import { API_PORT, tenantUrl } from './support/urls';

// A sign-in and a few panel loads on a busy 2-core machine: a bound on waiting.
test.setTimeout(120_000);
const slow = { timeout: 30_000 };

/** Our API's icon endpoint, at whatever host name the page uses for the API. */
const localIconEndpoint = new RegExp(`^http://[^/]+:${API_PORT}/icons/`);

const NAV = { name: 'Menu do painel' } as const;

/** The warnings the page writes to its console. */
function consoleWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/** Where a panel navigation entry's icon box and its label sit, in CSS pixels. */
async function navEntryGeometry(page: Page, label: string) {
  const link = page.getByRole('navigation', NAV).getByRole('link', { name: label, exact: true });
  const icon = link.locator('[data-icon]');
  const text = link.getByText(label, { exact: true });
  const box = async (locator: Locator) => {
    const b = await locator.boundingBox();
    expect(b, `${label}: a box on the page`).not.toBeNull();
    return b!;
  };
  return { icon: await box(icon), text: await box(text), link: await box(link) };
}

test('the panel draws its icons from our API: asked first, answered by it, no public host answers', async ({
  page,
  signedIn,
  publicIconRequests,
}) => {
  /** Every icon request in order: our endpoint's and the public hosts'. */
  const asked: { url: string; local: boolean }[] = [];
  const answered: { url: string; status: number }[] = [];
  page.on('request', (request) => {
    const local = localIconEndpoint.test(request.url());
    if (local || publicIconHost.test(request.url())) asked.push({ url: request.url(), local });
  });
  page.on('response', (response) => {
    if (localIconEndpoint.test(response.url()) || publicIconHost.test(response.url()))
      answered.push({ url: response.url(), status: response.status() });
  });
  await page.goto(tenantUrl(signedIn.uriName, '/panel'));
  await expect(page.locator('[data-screen="dashboard"]')).toBeVisible(slow);
  const orders = page
    .getByRole('navigation', NAV)
    .getByRole('link', { name: 'Pedidos', exact: true })
    .locator('[data-icon="catalogo-icon:quote"]');
  await expect(orders).toHaveAttribute('data-icon-state', 'loaded', slow);
  await expect(orders.locator('svg')).toBeVisible();
  expect(await orders.boundingBox()).toMatchObject({ width: 24, height: 24 });
  await expect(page.locator('[data-icon][data-icon-state="loaded"]').first()).toBeVisible();
  await expect(page.locator('[data-icon]:not([data-icon-state="loaded"])')).toHaveCount(0, slow);

  // Both collections the panel uses: asked of our endpoint first, in Iconify's URL shape, and
  // answered by it; only our endpoint ever answered.
  const collection = (url: string) => new URL(url).pathname.split('/').pop();
  for (const name of ['mdi.json', 'catalogo-icon.json']) {
    const first = asked.find((a) => collection(a.url) === name);
    expect(first, name).toMatchObject({ local: true });
  }
  for (const { url } of asked)
    expect(new URL(url).searchParams.get('icons')).toMatch(/^[a-z0-9-,]+$/);
  expect(answered.length).toBeGreaterThan(0);
  for (const a of answered)
    expect(a).toMatchObject({ url: expect.stringMatching(localIconEndpoint), status: 200 });
  // A public host is asked only when our answer takes over 750 ms (the rotation; on a loaded
  // machine the page's busy main thread can miss it): then Chromium refuses it here.
  if (publicIconRequests.length)
    test.info().annotations.push({
      type: 'rotation',
      description: `public hosts asked (refused): ${publicIconRequests.join(' ')}`,
    });
});

test('with our icon endpoint blocked the panel warns, keeps each icon box, and keeps working', async ({
  page,
  signedIn,
  publicIconRequests,
}) => {
  const blocked: string[] = [];
  // Held a moment before failing, so the boxes can be measured while the icons are loading.
  await page.route(localIconEndpoint, async (route) => {
    blocked.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.abort('failed');
  });
  const warnings = consoleWarnings(page);
  const publicAnswers: string[] = [];
  const publicFailures: string[] = [];
  page.on('response', (response) => {
    if (publicIconHost.test(response.url())) publicAnswers.push(response.url());
  });
  page.on('requestfailed', (request) => {
    if (publicIconHost.test(request.url())) publicFailures.push(request.failure()?.errorText ?? '');
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(tenantUrl(signedIn.uriName, '/panel'));
  await expect(page.locator('[data-screen="dashboard"]')).toBeVisible(slow);
  const ordersIcon = page
    .getByRole('navigation', NAV)
    .getByRole('link', { name: 'Pedidos', exact: true })
    .locator('[data-icon="catalogo-icon:quote"]');
  await expect(ordersIcon).toHaveAttribute('data-icon-state', 'loading');
  const whileLoading = await navEntryGeometry(page, 'Pedidos');

  await expect(ordersIcon).toHaveAttribute('data-icon-state', 'failed', slow);
  expect(blocked.length).toBeGreaterThan(0);
  // The warning of spec §8, once per icon, naming it.
  await expect
    .poll(() => warnings.filter((w) => w.includes('[icons] "catalogo-icon:quote"')), slow)
    .toHaveLength(1);
  expect(warnings.find((w) => w.includes('"catalogo-icon:quote"'))).toMatch(
    /could not be loaded from any icon host|did not load within 1500 ms/,
  );
  expect(warnings.some((w) => w.includes('[icons] "mdi:view-dashboard-outline"'))).toBe(true);

  // No layout shift: the empty box has the icon's size, and nothing around it moved.
  await expect(ordersIcon.locator('svg')).toHaveCount(0);
  const failed = await navEntryGeometry(page, 'Pedidos');
  expect(failed).toEqual(whileLoading);
  expect(failed.icon).toMatchObject({ width: 24, height: 24 });
  const cardIcons = page.locator('[data-screen="dashboard"] [data-icon]');
  await expect(cardIcons.first()).toHaveAttribute('data-icon-state', 'failed', slow);
  for (const box of await cardIcons.evaluateAll((els) =>
    els.map((el) => el.getBoundingClientRect()).map((r) => [r.width, r.height]),
  ))
    expect(box).toEqual([24, 24]);

  // The page keeps working: the navigation, with its icons still empty boxes.
  await page
    .getByRole('navigation', NAV)
    .getByRole('link', { name: 'Pedidos', exact: true })
    .click();
  await expect(page).toHaveURL(tenantUrl(signedIn.uriName, '/panel/orders'));
  await expect(page.locator('[data-screen="orders"]')).toBeVisible(slow);
  await page
    .getByRole('navigation', NAV)
    .getByRole('link', { name: 'Painel', exact: true })
    .click();
  await expect(page.locator('[data-screen="dashboard"]')).toBeVisible(slow);
  await expect(page.getByText('Página não encontrada')).toHaveCount(0);
  expect(errors).toEqual([]);
  // The client passed on to Iconify's public hosts, which Chromium does not resolve in a
  // journey: each such request failed before leaving the machine, none was answered.
  expect(publicAnswers).toEqual([]);
  expect(publicIconRequests.length).toBeGreaterThan(0);
  for (const url of publicIconRequests) expect(url).toMatch(/\.json\?icons=/);
  expect(new Set(publicFailures)).toEqual(new Set(['net::ERR_NAME_NOT_RESOLVED']));
});

async function firstProductId(request: APIRequestContext): Promise<string> {
  const res = await request.get(`http://127.0.0.1:${API_PORT}/catalog-public/products?pageSize=1`, {
    headers: { host: 'demo.localhost' },
  });
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: { id: string }[] };
  return items[0]!.id;
}

/** The largest contentful paint's time, once the page has one. */
const largestContentfulPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

test('the public pages ask no icon and load no icon client, up to the LCP and after it', async ({
  page,
  request,
  publicIconRequests,
}) => {
  const productId = await firstProductId(request);
  for (const [path, screen] of [
    ['/', 'home'],
    [`/product/${productId}`, 'product'],
  ] as const) {
    const icons: string[] = [];
    const scripts: Promise<{ url: string; client: boolean }>[] = [];
    const onRequest = (r: { url(): string }) => {
      if (localIconEndpoint.test(r.url())) icons.push(r.url());
    };
    const onResponse = (response: Response) => {
      if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
      // Iconify's client (shared-ui/src/icons/iconify-client.ts) is the chunk with this message.
      scripts.push(
        response
          .text()
          // A body the browser no longer keeps (a script preloaded by the server's HTML) is
          // asked again of the same static server.
          .catch(() => request.get(response.url()).then((again) => again.text()))
          .then((body) => ({
            url: response.url(),
            client: body.includes('invalid icon data for'),
          })),
      );
    };
    page.on('request', onRequest);
    page.on('response', onResponse);
    await page.goto(tenantUrl('demo', path));
    await expect(page.locator(`[data-screen="${screen}"]`)).toBeVisible(slow);
    expect(await largestContentfulPaint(page)).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    page.off('response', onResponse);

    expect(icons, `${path}: icon requests`).toEqual([]);
    const loaded = await Promise.all(scripts);
    expect(loaded.length, `${path}: scripts seen`).toBeGreaterThan(0);
    expect(
      loaded.filter((s) => s.client).map((s) => s.url),
      `${path}: icon client`,
    ).toEqual([]);
    await expect(page.locator('[data-icon]')).toHaveCount(0);
  }
  expect(publicIconRequests).toEqual([]);
});
