// Automated accessibility checks (axe, colour contrast included) of the pages built so far, in
// the light and the dark theme: no serious or critical violation.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { seriousViolations, signInAsDemoOwner } from './support/panel';
import { API_PORT, platformUrl, tenantUrl } from './support/urls';
import { commerceScreens } from '../../commerce-mfe/src/app/screens';
import { portfolioScreens } from '../../portfolio-mfe/src/app/screens';
import { settingsScreens } from '../../settings-mfe/src/app/screens';

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** The visitor's choice as the theme toggle keeps it, in place before the page's first script. */
async function chooseTheme(page: Page, theme: Theme) {
  await page.addInitScript((mode) => {
    window.localStorage.setItem('catalogo-color-mode', mode);
  }, theme);
}

/** The page is drawn in `theme`: the class on <html> and the body's ground agree. */
async function expectTheme(page: Page, theme: Theme) {
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bp-dark\b/ : /\bp-light\b/);
  const ground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 0, g = 0, b = 0] = (ground.match(/\d+/g) ?? []).map(Number);
  const light = (r + g + b) / 3 > 128;
  expect(light, `body background ${ground} in the ${theme} theme`).toBe(theme === 'light');
}

async function firstProductId(request: APIRequestContext) {
  const res = await request.get(
    `http://127.0.0.1:${API_PORT}/catalog-public/products?q=pastilha&pageSize=1`,
    { headers: { host: 'demo.localhost' } },
  );
  const body = (await res.json()) as { items: { id: string }[] };
  const [first] = body.items;
  expect(first, 'a published pastilha').toBeDefined();
  return first!.id;
}

const publicPages: [name: string, url: string, ready: string][] = [
  ['catalogue home', tenantUrl('demo', '/'), '[data-screen="home"]'],
  ['sign in', tenantUrl('demo', '/auth/login'), '[data-screen="login"] form'],
  ['registration', platformUrl('/auth/register'), '[data-screen="register"] form'],
  ['recovery', tenantUrl('demo', '/auth/recovery'), '[data-screen="recovery"] form'],
  ['not found', tenantUrl('demo', '/nada'), 'main'],
];

/** A list with its rows: the grid drawn and nothing loading (its loading state has its own
 * check in shared-ui's accessibility tests). */
async function listLoaded(page: Page) {
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
}

// Panel screens of the demo company (it has data): a list and a form of each kind.
const panelScreens: [name: string, path: string, ready: (page: Page) => Promise<void>][] = [
  ['brand list', '/panel/portifolio/brand', listLoaded],
  [
    'brand form',
    '/panel/portifolio/brand/form',
    (page) => expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible(),
  ],
  ['product list', '/panel/portifolio/product', listLoaded],
  [
    'product form',
    '/panel/portifolio/product/form',
    (page) => expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible(),
  ],
];

// Every other screen the remotes declare (a form opened new), each checked once per theme.
const checked = new Set(panelScreens.map(([, path]) => path));
const everyOtherScreen = [...portfolioScreens, ...settingsScreens, ...commerceScreens]
  .map(({ path, screen }) => [screen, path.replace(/\/:id\?$/, '')] as const)
  .filter(([, path]) => !checked.has(path) && !path.includes(':'));

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(({ page }) => chooseTheme(page, theme));

    for (const [name, url, ready] of publicPages) {
      test(`${name} has no serious accessibility violation`, async ({ page }) => {
        await page.goto(url);
        await expect(page.locator(ready).first()).toBeVisible();
        await expectTheme(page, theme);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('a product page has no serious accessibility violation', async ({ page, request }) => {
      await page.goto(tenantUrl('demo', `/product/${await firstProductId(request)}`));
      await expect(page.locator('[data-screen="product"] h1')).toBeVisible();
      await expectTheme(page, theme);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the panel has no serious accessibility violation', async ({ page, signedIn }) => {
      await page.goto(tenantUrl(signedIn.uriName, '/panel'));
      await expect(page.locator('[data-screen="dashboard"]')).toBeVisible();
      await expectTheme(page, theme);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('panel lists and forms have no serious accessibility violation', async ({ page }) => {
      // Many screens in one test: a bound on waiting on a busy machine, not a speed requirement.
      test.setTimeout(240_000);
      await signInAsDemoOwner(page, tenantUrl('demo', panelScreens[0]![1]));
      for (const [name, path, ready] of panelScreens) {
        await test.step(name, async () => {
          await page.goto(tenantUrl('demo', path));
          await ready(page);
          await expectTheme(page, theme);
          expect(await seriousViolations(page), name).toEqual([]);
        });
      }
      await test.step('product list while its rows load', async () => {
        // The list's answer is held until axe has looked at the loading grid.
        let release = () => undefined as void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/panel\/portifolio\/products\?/, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(tenantUrl('demo', '/panel/portifolio/product'));
        await expect(page.getByRole('grid')).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'Carregando…' })).toBeAttached();
        await expectTheme(page, theme);
        expect(await seriousViolations(page), 'product list loading').toEqual([]);
        release();
        await listLoaded(page);
      });
    });

    test('every other panel screen has no serious accessibility violation', async ({ page }) => {
      // Many screens in one test: a bound on waiting on a busy machine, not a speed requirement.
      test.setTimeout(600_000);
      expect(everyOtherScreen.length).toBeGreaterThan(20);
      await signInAsDemoOwner(page, tenantUrl('demo', '/panel'));
      const found: Record<string, unknown> = {};
      for (const [screen, path] of everyOtherScreen) {
        await test.step(`${screen} (${path})`, async () => {
          await page.goto(tenantUrl('demo', path));
          const area = page.locator(`[data-screen="${screen}"]`);
          await expect(area.getByRole('heading', { level: 1 }).first()).toBeVisible({
            timeout: 30_000,
          });
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
          await expectTheme(page, theme);
          const violations = await seriousViolations(page);
          if (violations.length > 0) found[path] = violations;
        });
      }
      // Every screen's violations at once, not only the first one's.
      expect(found).toEqual({});
    });
  });
}

test('the sign-in form works with the keyboard alone', async ({ page, staff }) => {
  await page.goto(tenantUrl(staff.uriName, '/auth/login'));
  await page.getByLabel('E-mail').focus();
  await page.keyboard.type(staff.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(staff.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(tenantUrl(staff.uriName, '/'));
});
