// The colour-mode toggle (spec §9: dark mode under the p-dark class): light, dark or the
// system's, kept in this browser, in the catalogue bar and in the panel's user menu, and drawn
// from the first paint on (the inline script of index.html), never a light flash first.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { tenantUrl } from './support/urls';

// Several loads of the panel and the catalogue: a bound on waiting on a busy machine.
test.setTimeout(120_000);
const slow = { timeout: 30_000 };

/** What <html> looked like when the HTML was parsed, before any app code ran or painted. */
async function recordFirstPaintTheme(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.documentElement;
      (window as unknown as { __atDomContentLoaded: unknown }).__atDomContentLoaded = {
        className: root.className,
        background: getComputedStyle(root).backgroundColor,
        // A page the server rendered: its content is in the HTML, painted with this theme.
        serverRendered: document.getElementById('catalogo-ssr') !== null,
        content: document.querySelector('[data-screen]') !== null,
      };
    });
  });
}

const atDomContentLoaded = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __atDomContentLoaded: {
            className: string;
            background: string;
            serverRendered: boolean;
            content: boolean;
          };
        }
      ).__atDomContentLoaded,
  );

async function choose(page: Page, scope: ReturnType<Page['locator']>, option: string) {
  await scope.getByRole('button', { name: /^Tema:/ }).click();
  await page.getByRole('menuitemradio', { name: option }).click();
  await expect(scope.getByRole('button', { name: `Tema: ${option}` })).toBeVisible();
}

test('the catalogue bar switches to dark, and a reload is dark from the first paint', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await recordFirstPaintTheme(page);
  await page.goto(tenantUrl('demo', '/'));
  const bar = page.getByRole('banner');
  await expect(page.locator('html')).toHaveClass(/\bp-light\b/);

  await choose(page, bar, 'Escuro');
  await expect(page.locator('html')).toHaveClass(/\bp-dark\b/);
  expect(await page.evaluate(() => localStorage.getItem('catalogo-color-mode'))).toBe('dark');

  await page.reload();
  const first = await atDomContentLoaded(page);
  expect(first.className).toMatch(/\bp-dark\b/);
  expect(first.className).not.toMatch(/\bp-light\b/);
  // The ground is already dark when the HTML is parsed (rgb(15, 21, 32)), not white, and the
  // home the server rendered is already in it: its first paint is dark.
  expect(first.background).toBe('rgb(15, 21, 32)');
  expect(first).toMatchObject({ serverRendered: true, content: true });
  await expect(page.locator('[data-screen="home"]')).toBeVisible(slow);
  await expect(page.locator('html')).toHaveClass(/\bp-dark\b/);
  await expect(bar.getByRole('button', { name: 'Tema: Escuro' })).toBeVisible();

  // Back to light: kept too.
  await choose(page, bar, 'Claro');
  await page.reload();
  expect((await atDomContentLoaded(page)).className).toMatch(/\bp-light\b/);
});

test('"system" follows the emulated prefers-color-scheme, also on the first paint', async ({
  page,
}) => {
  await recordFirstPaintTheme(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(tenantUrl('demo', '/'));
  const bar = page.getByRole('banner');
  await choose(page, bar, 'Escuro');
  await choose(page, bar, 'Automático (sistema)');
  await expect(page.locator('html')).toHaveClass(/\bp-light\b/);

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bp-dark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/\bp-light\b/);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  expect((await atDomContentLoaded(page)).className).toMatch(/\bp-dark\b/);
  await expect(bar.getByRole('button', { name: 'Tema: Automático (sistema)' })).toBeVisible();
});

test("the panel's user menu has the toggle, and the choice is the browser's", async ({
  page,
  signedIn,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await recordFirstPaintTheme(page);
  await page.goto(tenantUrl(signedIn.uriName, '/panel'));
  await expect(page.locator('[data-screen="dashboard"]')).toBeVisible(slow);
  const topBar = page.getByRole('banner');
  await choose(page, topBar, 'Escuro');
  await expect(page.locator('html')).toHaveClass(/\bp-dark\b/);

  await page.reload();
  expect((await atDomContentLoaded(page)).className).toMatch(/\bp-dark\b/);
  await expect(page.locator('[data-screen="dashboard"]')).toBeVisible(slow);
  // The public catalogue of the same host opens dark as well.
  await page.goto(tenantUrl(signedIn.uriName, '/auth/login'));
  await expect(page.locator('html')).toHaveClass(/\bp-dark\b/);
});
