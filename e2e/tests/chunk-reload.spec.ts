// A failed lazy chunk of the shell itself (spec §8): the page reloads once (at most once per
// 10 s per path, the guard the remotes' chunks use), works after it, and what the user had typed
// is still there.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInAsDemoOwner } from './support/panel';
import { SHELL_PORT, tenantUrl } from './support/urls';

// A sign-in, a reload and a second load of the panel: on a busy 2-core machine this takes longer
// than the default budget (a bound on waiting, not a speed requirement).
test.setTimeout(150_000);
const slow = { timeout: 30_000 };

/** Counts the page's own loads (the first visit, reloads), not the app's client navigations. */
function countDocumentLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(request.url());
  });
  return loads;
}

/** The first request for the shell's `name` chunk fails, as after a deployment replaced it. */
async function failShellChunkOnce(page: Page, name: string) {
  const requests: string[] = [];
  await page.route(
    new RegExp(`^http://[^/]+:${SHELL_PORT}/${name}\\.[0-9a-f]{8}\\.js$`),
    async (route) => {
      requests.push(route.request().url());
      if (requests.length === 1) await route.abort('failed');
      else await route.continue();
    },
  );
  return requests;
}

test('a shell chunk that fails once reloads the page once; the panel works and the typed draft is kept', async ({
  page,
}) => {
  await signInAsDemoOwner(page, tenantUrl('demo', '/panel/portifolio/brand/form'));
  const name = page.getByRole('textbox', { name: /^Nome/ });
  await name.fill('Marca digitada antes da falha');

  const dashboardChunk = await failShellChunkOnce(page, 'dashboard');
  const loads = countDocumentLoads(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page
    .getByRole('navigation', { name: 'Menu do painel' })
    .getByRole('link', { name: 'Painel', exact: true })
    .click();
  await page
    .getByRole('dialog', { name: 'Descartar alterações?' })
    .getByRole('button', { name: 'Sair e manter rascunho' })
    .click();

  await expect(page.locator('[data-screen="dashboard"]')).toBeVisible(slow);
  expect(new URL(page.url()).pathname).toBe('/panel');
  expect(loads).toEqual([tenantUrl('demo', '/panel')]);
  expect(dashboardChunk).toHaveLength(2);
  await expect(page.getByText('Página não encontrada')).toHaveCount(0);
  expect(errors.filter((text) => text.includes('unhandled fatal error'))).toEqual([]);

  // The form the user left: what was typed is there, brought back by the state kept across the
  // reload (sessionStorage): the draft's copy in localStorage is taken away first.
  const removed = await page.evaluate(() => {
    const drafts = Object.keys(localStorage).filter((key) => key.startsWith('panel-draft:'));
    for (const key of drafts) localStorage.removeItem(key);
    return drafts.length;
  });
  expect(removed).toBeGreaterThan(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/panel\/portifolio\/brand\/form$/);
  await expect(name).toHaveValue('Marca digitada antes da falha', slow);
  expect(loads).toHaveLength(1);
});

test('a shell chunk that keeps failing reloads once, then shows the error screen', async ({
  page,
}) => {
  await page.route(
    new RegExp(`^http://[^/]+:${SHELL_PORT}/auth-layout\\.[0-9a-f]{8}\\.js$`),
    (route) => route.abort('failed'),
  );
  const loads = countDocumentLoads(page);
  await page.goto(tenantUrl('demo', '/'));
  await expect(page.locator('[data-screen="home"]')).toBeVisible(slow);
  await page.getByRole('banner').getByRole('link', { name: 'Área da empresa' }).click();
  await expect(page.getByText('Página não encontrada')).toBeVisible(slow);
  // The first visit, then one reload at /auth/login: the guard refuses a second within 10 s.
  expect(loads).toEqual([tenantUrl('demo', '/'), tenantUrl('demo', '/auth/login')]);
});
