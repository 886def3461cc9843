// Module Federation at run time: shared singletons, and failures that stay inside their area.
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { remoteOrigin, tenantUrl } from './support/urls';

const panelNav = (page: Page) => page.getByRole('navigation', { name: 'Menu do painel' });

test('a remote that is unreachable shows its area error with retry; the rest keeps working', async ({
  page,
  signedIn,
}) => {
  await page.route(remoteOrigin('portfolio'), (route) => route.abort('connectionrefused'));
  await page.goto(tenantUrl(signedIn.uriName, '/panel/portifolio/brand'));

  const areaError = page.locator('[data-remote-area="portfolio"]').getByRole('alert');
  await expect(areaError).toContainText('Não foi possível carregar o portfólio.');
  await expect(panelNav(page)).toBeVisible();

  await panelNav(page).getByRole('link', { name: 'Pedidos' }).click();
  await expect(page.locator('[data-remote="commerce"][data-screen="orders"]')).toBeVisible();

  await panelNav(page).getByRole('link', { name: 'Portfólio' }).click();
  await expect(page.locator('[data-remote-area="portfolio"]').getByRole('alert')).toBeVisible();
  await page.unroute(remoteOrigin('portfolio'));
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.locator('[data-remote="portfolio"][data-screen="portfolio"]')).toBeVisible();
});

test('a malformed remotes.json is reported clearly and never blanks the page', async ({
  page,
  signedIn,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.route('**/remotes.json*', (route) =>
    route.fulfill({ status: 200, body: '{ not json', contentType: 'application/json' }),
  );
  await page.goto(tenantUrl(signedIn.uriName, '/panel/orders'));
  await expect(page.locator('[data-remote-area="commerce"]').getByRole('alert')).toBeVisible();
  await expect(panelNav(page)).toBeVisible();
  expect(errors.some((text) => text.includes('remotes.json is missing or malformed'))).toBe(true);
  await panelNav(page).getByRole('link', { name: 'Painel' }).click();
  await expect(page.locator('[data-screen="dashboard"]')).toBeVisible();
});

test('a missing remotes.json leaves the shell working', async ({ page }) => {
  await page.route('**/remotes.json*', (route) =>
    route.fulfill({ status: 404, body: 'Not Found' }),
  );
  // A page rendered in the browser reads remotes.json there: its area shows the error.
  await page.goto(tenantUrl('demo', '/auth/login'));
  await expect(page.locator('[data-remote-area="auth"]').getByRole('alert')).toBeVisible();
  // A page the server rendered carries the remotes it was rendered with: it keeps working.
  await page.goto(tenantUrl('demo', '/'));
  await expect(page.getByRole('banner')).toContainText('Demo Autopeças');
  await expect(page.locator('[data-remote="catalog"][data-screen="home"]')).toBeVisible();
});

test('a failed chunk reloads the page once per 10 s for the path, then shows the area error', async ({
  page,
  signedIn,
}) => {
  await page.route(/:\d+\/__federation_expose_routes\.[^/]*\.js$/, (route) =>
    route.abort('failed'),
  );
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto(tenantUrl(signedIn.uriName, '/panel/message'));
  await expect(page.locator('[data-remote-area="commerce"]').getByRole('alert')).toBeVisible({
    timeout: 20_000,
  });
  expect(loads).toBe(2);
  await expect(page).toHaveURL(tenantUrl(signedIn.uriName, '/panel/message'));
});

test('React, react-dom, MUI, Emotion, Redux and the shared libraries are loaded once', async ({
  page,
  signedIn,
}) => {
  const bodies = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      bodies.set(response.url(), await response.text().catch(() => ''));
    }
  });
  await page.goto(tenantUrl(signedIn.uriName, '/'));
  await expect(page.locator('[data-screen="home"]')).toBeVisible();
  const visits = [
    ['/panel/orders', 'commerce'],
    ['/panel/portifolio', 'portfolio'],
    ['/panel/setting', 'settings'],
  ];
  for (const [path, remote] of visits) {
    await page.evaluate((to) => {
      window.history.pushState({ usr: null, key: to, idx: 1 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, path!);
    await expect(
      page.locator(`[data-remote-area="${remote}"] [data-remote="${remote}"] h1`),
    ).toBeVisible();
  }

  // The federation runtime's share scope: one provider per package, from the shell. MUI, React
  // Router and Emotion live inside shared-ui, Redux, React Redux and RTK Query inside shared-auth
  // (tools/webpack/shared-deps.js): the markers below show their code was downloaded once.
  const shared = await page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean };
    const scopes = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const loaded: Record<string, string[]> = {};
    for (const scope of Object.values(scopes)) {
      for (const packages of Object.values(scope)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded) (loaded[name] ??= []).push(`${version} from ${entry.from}`);
          }
        }
      }
    }
    return loaded;
  });
  for (const name of ['react', 'react-dom', '@catalogo/shared-ui', '@catalogo/shared-auth']) {
    expect(shared[name], name).toHaveLength(1);
  }

  // The code itself: each library's own marker appears in exactly one downloaded script.
  const markers = {
    react: '__COMPILER_RUNTIME',
    'react-dom': '__reactContainer$',
    // TouchRipple's class name, in ButtonBase's code only (the shared theme names MuiButtonBase too).
    mui: 'MuiTouchRipple',
    emotion: '__EMOTION_TYPE_PLEASE_DO_NOT_USE__',
    redux: 'Minified Redux error',
    'react-redux': 'react-redux-context',
    'rtk-query': 'Promise never resolved before cacheEntryRemoved',
  };
  const scripts = [...bodies.values()];
  for (const [library, marker] of Object.entries(markers)) {
    expect(scripts.filter((body) => body.includes(marker)).length, library).toBe(1);
  }
  // The shell and four remotes really were loaded from their own servers.
  expect(new Set([...bodies.keys()].map((url) => new URL(url).port)).size).toBe(5);
});
