// The public pages rendered on the server (DESIGN §9, issue 13): real HTML without JavaScript,
// hydration without warnings and without asking again for what the HTML carries, the same DOM
// as a client navigation, a remote redeploy picked up without a restart, and the client-rendered
// page whenever the catalogue's server build is missing, throwing or slow.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { API_PORT, remoteOrigin, SHELL_PORT, tenantUrl } from './support/urls';

// These journeys are about the server's HTML before it is the app's: a page is not waited for.
test.use({ waitForTheApp: false });

const api = `http://127.0.0.1:${API_PORT}`;
const ROOT = path.resolve(__dirname, '../..');
const REMOTES_JSON = path.join(ROOT, 'shell', 'dist', 'remotes.json');
const CATALOG_DIST = path.join(ROOT, 'catalog-mfe', 'dist');
/** The server reads remotes.json and the manifest every 5 s; a redeploy shows within 60 s. */
const SWITCH_WITHIN_MS = 60_000;

async function productIds(request: APIRequestContext, count = 1) {
  const res = await request.get(`${api}/catalog-public/products?q=pastilha&pageSize=${count}`, {
    headers: { host: 'demo.localhost' },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: { id: string }[] }).items.map((item) => item.id);
}

/** The shell's server answer for a page of the demo company (Node sends the Host itself). */
async function serverPage(request: APIRequestContext, pathname: string) {
  const res = await request.get(`http://127.0.0.1:${SHELL_PORT}${pathname}`, {
    headers: { host: `demo.localhost:${SHELL_PORT}` },
    maxRedirects: 0,
  });
  return {
    status: res.status(),
    how: res.headers()['x-catalogo-render'] ?? '',
    html: await res.text(),
  };
}

/** Console errors and warnings of a page, from the start. */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** React's generated ids differ between a hydrated tree and one rendered after a navigation. */
const normalised = (html: string) =>
  html.replace(/«[^»]*»|:r[0-9a-z]+:|_r_[0-9a-z]+_/g, 'ID').replace(/\s+/g, ' ');

/**
 * An element's tree as markup with each element's attributes in name order: the parser keeps a
 * server page's attributes in source order, React sets a new element's in its own order.
 */
function markup(element: Element): string {
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) out.push((node as Text).data);
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const el = node as Element;
    const attributes = Array.from(el.attributes, (a) => `${a.name}="${a.value}"`).sort();
    out.push(`<${el.localName} ${attributes.join(' ')}>`);
    el.childNodes.forEach(walk);
    out.push(`</${el.localName}>`);
  };
  walk(element);
  return out.join('');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home shows the company, the search box and products', async ({ page }) => {
    await page.goto(tenantUrl('demo'));
    await expect(page.locator('header')).toContainText('Demo Autopeças');
    await expect(page.getByRole('combobox', { name: 'Buscar produtos' })).toBeVisible();
    await expect(page.locator('a[href^="/product/"]').first()).toBeVisible();
    expect(await page.locator('a[href^="/product/"]').count()).toBeGreaterThan(3);
  });

  test('a product page shows its data, Open Graph tags and valid JSON-LD', async ({
    page,
    request,
  }) => {
    const [id] = await productIds(request);
    const res = await request.get(`${api}/catalog-public/products/${id}`, {
      headers: { host: 'demo.localhost' },
    });
    const product = (await res.json()) as {
      code: string;
      description: { name: string };
      brand: { name: string };
      criteria: { name: string }[];
      applications: { vehicle: { model: string } }[];
      images: unknown[];
    };
    await page.goto(tenantUrl('demo', `/product/${id}`));
    const screen = page.locator('[data-screen="product"]');
    await expect(screen.getByRole('heading', { level: 1 })).toContainText(product.description.name);
    await expect(screen).toContainText(product.code);
    await expect(screen).toContainText(product.brand.name);
    if (product.images.length) await expect(screen.locator('img').first()).toBeVisible();
    for (const criterion of product.criteria.slice(0, 3))
      await expect(screen).toContainText(criterion.name);
    for (const application of product.applications.slice(0, 3))
      await expect(screen).toContainText(application.vehicle.model);

    await expect(page).toHaveTitle(new RegExp(product.code));
    const meta = async (property: string) =>
      page.locator(`meta[property="${property}"]`).getAttribute('content');
    expect(await meta('og:title')).toContain(product.description.name);
    expect(await meta('og:url')).toBe(tenantUrl('demo', `/product/${id}`));
    if (product.images.length) expect(await meta('og:image')).toMatch(/^http:\/\/.+\/_image\?/);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      tenantUrl('demo', `/product/${id}`),
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '',
    ) as Record<string, unknown>;
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.sku).toBe(product.code);
    expect((jsonLd.brand as { name: string }).name).toBe(product.brand.name);
  });
});

// What a visitor sees before any script runs is the page itself, laid out where the hydrated page
// keeps it (the server HTML replaced the shell's hand-made first paint).
const PLACES = {
  '/': { bar: 'header', name: 'header a[href="/"] span', title: 'main h1' },
  product: {
    bar: 'header',
    name: 'header a[href="/"] span',
    title: 'main h1',
    picture: '[data-screen="product"] img',
  },
};

async function boxes(page: Page, selectors: Record<string, string>) {
  const found: Record<string, number[]> = {};
  for (const [name, selector] of Object.entries(selectors)) {
    const box = await page.locator(selector).first().boundingBox();
    found[name] = box ? [box.x, box.y, box.width, box.height].map(Math.round) : [];
  }
  return found;
}

for (const width of [390, 1280]) {
  test(`the server's HTML is laid out as the hydrated page, at ${width} px`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000); // four page loads
    const [id] = await productIds(request);
    for (const [kind, pathname] of [
      ['/', '/'],
      ['product', `/product/${id}`],
    ] as const) {
      const still = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: 900 },
      });
      const before = await still.newPage();
      await before.goto(tenantUrl('demo', pathname));
      await expect(before.locator('[data-screen]').first()).toBeVisible();
      const served = await boxes(before, PLACES[kind]);
      expect(
        Object.values(served).every((box) => box.length === 4),
        JSON.stringify(served),
      ).toBe(true);
      await still.close();

      const live = await browser.newContext({ viewport: { width, height: 900 } });
      const after = await live.newPage();
      await after.goto(tenantUrl('demo', pathname));
      await hydrated(after);
      expect(await boxes(after, PLACES[kind]), `${kind} at ${width} px`).toEqual(served);
      await live.close();
    }
  });
}

test('status codes: a missing product is a 404 with its screen; an unknown company goes to /error/unavailable (404)', async ({
  request,
}) => {
  const missing = await serverPage(request, '/product/00000000-0000-4000-8000-000000000000');
  expect(missing.status).toBe(404);
  expect(missing.html).toContain('Produto não encontrado');

  const res = await request.get(`http://127.0.0.1:${SHELL_PORT}/`, {
    headers: { host: `nobody-here.localhost:${SHELL_PORT}` },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('/error/unavailable');
  const unavailable = await request.get(`http://127.0.0.1:${SHELL_PORT}/error/unavailable`, {
    headers: { host: `nobody-here.localhost:${SHELL_PORT}` },
  });
  expect(unavailable.status()).toBe(404);
  expect(await unavailable.text()).toContain('Catálogo indisponível');

  // A reserved host (spec §1: localhost, www…) has no tenant: no tenant call, the platform pages
  // (rendered in the browser, tenants.spec.ts), never the unavailable page.
  for (const host of [`localhost:${SHELL_PORT}`, `www.localhost:${SHELL_PORT}`]) {
    const platform = await request.get(`http://127.0.0.1:${SHELL_PORT}/`, {
      headers: { host },
      maxRedirects: 0,
    });
    expect(platform.status(), host).toBe(200);
    expect(platform.headers()['x-catalogo-render'], host).toBe('client; platform host');
  }
});

test('a product that is not published is a 404 with the not-found screen', async ({ request }) => {
  const signIn = await request.post(`${api}/auth/sign-in`, {
    headers: { host: `demo.localhost:${API_PORT}` },
    data: { email: 'demo@catalogo.local', password: 'demo-catalogo-2026' },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const drafts = await request.get(`${api}/panel/portifolio/products?status=draft&pageSize=1`, {
    headers: { host: `demo.localhost:${API_PORT}`, authorization: `Bearer ${token}` },
  });
  expect(drafts.status(), await drafts.text()).toBe(200);
  const [draft] = ((await drafts.json()) as { items: { id: string; status: string }[] }).items;
  expect(draft?.status).toBe('draft');
  const page = await serverPage(request, `/product/${draft!.id}`);
  expect(page.status).toBe(404);
  expect(page.how).toMatch(/^server; /);
  expect(page.html).toContain('Produto não encontrado');
});

test('the state in the page cannot be broken out of by a search text', async ({ request }) => {
  const attack = '</script><script>window.__pwned=1</script>';
  const page = await serverPage(request, `/?q=${encodeURIComponent(attack)}`);
  expect(page.status).toBe(200);
  expect(page.html).not.toContain(attack);
  const payload = /<script id="catalogo-ssr" type="application\/json">([\s\S]*?)<\/script>/.exec(
    page.html,
  );
  expect(payload).not.toBeNull();
  expect(JSON.stringify(JSON.parse(payload![1]!))).toContain('window.__pwned=1');
});

test('a server-rendered page hydrates without console errors or warnings and asks for none of its data again; search, cart and contact work', async ({
  page,
  request,
}) => {
  const [id] = await productIds(request);
  const problems = consoleProblems(page);
  const asked: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/catalog-public/')) asked.push(new URL(req.url()).pathname);
  });

  const product = (await (
    await request.get(`${api}/catalog-public/products/${id}`, {
      headers: { host: 'demo.localhost' },
    })
  ).json()) as { code: string };
  await page.goto(tenantUrl('demo', `/product/${id}`));
  await hydrated(page);
  expect(asked).toEqual([]);
  // The product's title stays once the page is the app's (the site's own title took over).
  await expect(page).toHaveTitle(
    new RegExp(`${product.code} \\| Demo Autopeças - Catálogo Eletrônico$`),
  );
  await page
    .getByRole('button', { name: /Adicionar/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Pedido de orçamento' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Pedido de orçamento' })).toBeHidden();
  await page.getByRole('button', { name: 'Perguntar sobre este produto' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  asked.length = 0;
  await page.goto(tenantUrl('demo'));
  await hydrated(page);
  expect(asked).toEqual([]);
  const results = page
    .getByRole('status')
    .filter({ hasText: /produtos?/ })
    .first();
  const before = await results.textContent();
  await page.getByRole('combobox', { name: 'Buscar produtos' }).fill('filtro');
  await expect(results).not.toHaveText(before ?? '');
  expect(problems).toEqual([]);
});

test('a server-rendered page asks for its scripts once its main picture is there', async ({
  page,
  request,
}) => {
  const [id] = await productIds(request);
  const { html } = await serverPage(request, `/product/${id}`);
  // No script tag or script preload in the HTML: its starter asks for them (page-scripts.ts).
  expect(html).not.toMatch(/<script\b[^>]*\ssrc=|<link[^>]*as="script"/);
  await page.goto(tenantUrl('demo', `/product/${id}`));
  await hydrated(page);
  const timing = await page.evaluate(() => {
    const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const scripts = resources.filter((entry) => /\.js(\?|$)/.test(new URL(entry.name).pathname));
    return {
      picture: resources.find((entry) => entry.name === picture.currentSrc)?.responseEnd ?? null,
      scripts: scripts.length,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  });
  expect(timing.picture).not.toBeNull();
  expect(timing.scripts).toBeGreaterThan(5);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.picture!);
});

test("a server-rendered page's HTML preloads the chunk of each lazy page it drew, and its picture once", async ({
  request,
}) => {
  const [id] = await productIds(request);
  for (const pathname of ['/', `/product/${id}`]) {
    const { html } = await serverPage(request, pathname);
    const payload = /<script id="catalogo-ssr" type="application\/json">([\s\S]*?)<\/script>/.exec(
      html,
    );
    const lazy = (JSON.parse(payload![1]!) as { lazy: string[] }).lazy;
    const page = pathname === '/' ? 'catalog/HomePage' : 'catalog/ProductPage';
    expect(lazy, pathname).toContain(page);
    // The chunk is named after the lazy name (shell/server/generations.ts): the script starter
    // at the end of the page lists it with the route tree's scripts.
    const chunk = new RegExp(`"http://[^"]+/${page.replace('/', '-')}\\.[0-9a-f]{8}\\.js"`);
    expect(html.slice(html.lastIndexOf('<script>')), pathname).toMatch(chunk);
    // The main picture is preloaded once, from <head> (React's own preload of it is dropped).
    const pictures = [...html.matchAll(/<link rel="preload" as="image"/g)].map((m) => m.index);
    expect(pictures, pathname).toHaveLength(1);
    expect(pictures[0], pathname).toBeLessThan(html.indexOf('</head>'));
  }
});

test("what a visitor does before the page is the app's is not lost: a tap, typed text", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [id] = await productIds(request);
  // The catalogue's code comes late: the server's HTML is there seconds before the app.
  await page.route(remoteOrigin('catalog'), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue().catch(() => undefined);
  });
  const beforeHydration = async () => (await page.locator('html[data-hydrated]').count()) === 0;

  await page.goto(tenantUrl('demo', `/product/${id}`), { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Adicionar ao orçamento' }).click();
  expect(await beforeHydration(), 'the tap came before the app took the page over').toBe(true);
  await expect(page.getByRole('heading', { name: 'Pedido de orçamento' })).toBeVisible({
    timeout: 60_000,
  });

  await page.goto(tenantUrl('demo'), { waitUntil: 'commit' });
  const box = page.getByRole('combobox', { name: 'Buscar produtos' });
  await box.fill('filtro');
  expect(await beforeHydration(), 'the text was typed before the app took the page over').toBe(
    true,
  );
  await hydrated(page);
  await expect(page).toHaveURL(/[?&]q=filtro/, { timeout: 30_000 });
  await expect(box).toHaveValue('filtro');
});

/** A port nothing listens on once this resolves. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

test('with the API down the server still answers the public pages (never a 500): the bar and a retry', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const [id] = await productIds(request);
  // A second shell server on the same build, whose every call to the API meets a closed port
  // (a preload redirects them; the running system keeps its API).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-down-'));
  const closed = await freePort();
  const preload = path.join(dir, 'api-down.mjs');
  fs.writeFileSync(
    preload,
    `import http from 'node:http';
const request = http.request;
http.request = function (options, ...rest) {
  if (options && typeof options === 'object' && String(options.port) === '${API_PORT}')
    options = { ...options, port: ${closed} };
  return request.call(this, options, ...rest);
};
`,
  );
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ['--import', pathToFileURL(preload).href, path.join(ROOT, 'shell', 'dist-server', 'server.js')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SHELL_DIST: path.join(ROOT, 'shell', 'dist'),
        SSR_MICRO_CACHE_MS: '0',
        SSR_BUDGET_MS: '5000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  server.stdout.on('data', (chunk: Buffer) => (log += chunk));
  server.stderr.on('data', (chunk: Buffer) => (log += chunk));
  const get = async (pathname: string) => {
    const res = await request.get(`http://127.0.0.1:${port}${pathname}`, {
      headers: { host: `demo.localhost:${port}` },
      maxRedirects: 0,
    });
    return {
      status: res.status(),
      how: res.headers()['x-catalogo-render'] ?? '',
      html: await res.text(),
    };
  };
  try {
    await expect
      .poll(async () => (await get('/').catch(() => ({ how: '' }))).how, {
        timeout: 30_000,
        intervals: [500],
      })
      .toMatch(/^server; /);
    for (const pathname of ['/', `/product/${id}`]) {
      const page = await get(pathname);
      expect(page.status, `${pathname}\n${log}`).toBe(200);
      expect(page.how, pathname).toMatch(/^server; /);
      expect(page.html, pathname).toContain('<header');
      expect(page.html, pathname).toContain('Tentar novamente');
    }
    expect((await get(`/product/${id}`)).html).toContain('Não foi possível carregar o produto');
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a product page reached by client navigation and by a full load give the same DOM', async ({
  page,
}) => {
  await page.goto(tenantUrl('demo'));
  await hydrated(page);
  const href = await page.locator('a[href^="/product/"]').first().getAttribute('href');
  const screen = page.locator('[data-screen="product"]');

  await page.goto(tenantUrl('demo', href!));
  await hydrated(page);
  const loaded = normalised(await screen.evaluate(markup));

  await page.goto(tenantUrl('demo'));
  await hydrated(page);
  await page.locator(`a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // After a client navigation a part whose code loads on first use shows its fallback until that
  // code arrives; the full load had it before hydrating.
  await expect.poll(async () => normalised(await screen.evaluate(markup))).toBe(loaded);
});

/** The part of catalog-mfe's mf-manifest.json these journeys change. */
interface CatalogManifest {
  metaData: { ssrRemoteEntry: { name: string; path: string } };
}

/** A copy of catalog-mfe's build, changed by `edit`, served on a port of its own. */
async function deployCopy(edit: (dir: string, manifest: CatalogManifest) => void) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-copy-'));
  fs.cpSync(CATALOG_DIST, dir, { recursive: true });
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  edit(dir, manifest);
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  // Imported when needed: the module has top-level await, which require() refuses.
  const { serveStatic } = await import('../../scripts/serve-static.mjs');
  const server = await serveStatic({ dir, port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${server.port}/mf-manifest.json`,
    close: async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Points the shell's remotes.json at `url` until `run` is done, then back. */
async function withCatalogAt(url: string, run: () => Promise<void>) {
  const original = fs.readFileSync(REMOTES_JSON, 'utf8');
  fs.writeFileSync(REMOTES_JSON, JSON.stringify({ ...JSON.parse(original), catalog: url }));
  try {
    await run();
  } finally {
    fs.writeFileSync(REMOTES_JSON, original);
  }
}

const serverEntryOf = (dir: string, manifest: CatalogManifest) =>
  path.join(dir, 'server', manifest.metaData.ssrRemoteEntry.name);

test.describe('the catalogue redeployed or broken while the shell server runs', () => {
  test.describe.configure({ timeout: 180_000 });

  // The journeys after these find the server rendering with the catalogue's own build again.
  test.afterEach(async ({ request }) => {
    const [id] = await productIds(request);
    await expect
      .poll(async () => (await serverPage(request, `/product/${id}`)).how, {
        timeout: SWITCH_WITHIN_MS,
        intervals: [1000],
      })
      .toMatch(/^server; /);
  });

  test('a new build (a changed text) is rendered by the server within 60 s, and the browser hydrates the same build', async ({
    page,
    request,
  }) => {
    const [id] = await productIds(request);
    const before = await serverPage(request, `/product/${id}`);
    expect(before.how).toMatch(/^server; catalog (\S+)/);
    const oldBuild = /^server; catalog (\S+)/.exec(before.how)![1]!;
    const newBuild = `${oldBuild}-e2e`;
    const copy = await deployCopy((dir) => {
      for (const file of fs.readdirSync(dir, { recursive: true }) as string[]) {
        if (!/\.(js|json)$/.test(file)) continue;
        const full = path.join(dir, file);
        const text = fs.readFileSync(full, 'utf8');
        const changed = text
          .replaceAll('Perguntar sobre este produto', 'Pergunte-nos sobre este produto')
          .replaceAll(oldBuild, newBuild);
        if (changed !== text) fs.writeFileSync(full, changed);
      }
    });
    try {
      await withCatalogAt(copy.url, async () => {
        await expect
          .poll(async () => (await serverPage(request, `/product/${id}`)).html, {
            timeout: SWITCH_WITHIN_MS,
            intervals: [1000],
          })
          .toContain('Pergunte-nos sobre este produto');
        expect((await serverPage(request, `/product/${id}`)).how).toBe(
          `server; catalog ${newBuild}`,
        );
        const problems = consoleProblems(page);
        await page.goto(tenantUrl('demo', `/product/${id}`));
        await hydrated(page);
        await expect(
          page.getByRole('button', { name: 'Pergunte-nos sobre este produto' }),
        ).toBeVisible();
        expect(problems).toEqual([]);
      });
      await expect
        .poll(async () => (await serverPage(request, `/product/${id}`)).how, {
          timeout: SWITCH_WITHIN_MS,
          intervals: [1000],
        })
        .toBe(`server; catalog ${oldBuild}`);
    } finally {
      await copy.close();
    }
  });

  const broken: [string, (dir: string, manifest: CatalogManifest) => void, RegExp][] = [
    [
      'unreachable',
      (_dir, manifest) => {
        manifest.metaData.ssrRemoteEntry.name = 'missing.js';
      },
      /client; .*unreachable/,
    ],
    [
      'throwing',
      (dir, manifest) => {
        fs.appendFileSync(
          serverEntryOf(dir, manifest),
          "\nmodule.exports = { ...module.exports, prefetch: async () => { throw new Error('broken on purpose'); } };\n",
        );
      },
      /client; broken on purpose/,
    ],
    [
      'slow',
      (dir, manifest) => {
        fs.appendFileSync(
          serverEntryOf(dir, manifest),
          '\nmodule.exports = { ...module.exports, prefetch: () => new Promise((r) => setTimeout(r, 30000)) };\n',
        );
      },
      /client; slower than its budget/,
    ],
  ];
  for (const [kind, edit, expected] of broken) {
    test(`a server build that is ${kind}: the page is rendered in the browser and works`, async ({
      page,
      request,
    }) => {
      const [id] = await productIds(request);
      const copy = await deployCopy(edit);
      try {
        await withCatalogAt(copy.url, async () => {
          await expect
            .poll(async () => (await serverPage(request, `/product/${id}`)).how, {
              timeout: SWITCH_WITHIN_MS,
              intervals: [1000],
            })
            .toMatch(expected);
          const answer = await serverPage(request, `/product/${id}`);
          expect(answer.status).toBe(200);
          await page.goto(tenantUrl('demo', `/product/${id}`));
          const screen = page.locator('[data-screen="product"]');
          await expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
          await page
            .getByRole('button', { name: /Adicionar/ })
            .first()
            .click();
        });
      } finally {
        await copy.close();
      }
    });
  }
});
