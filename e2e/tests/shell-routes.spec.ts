// The federated shell on the demo tenant: title, every route's remote, redirects, not-found.
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { REMOTE_PORTS, tenantUrl } from './support/urls';

test('the demo tenant home has the tenant title and the catalogue remote', async ({ page }) => {
  await page.goto(tenantUrl('demo'));
  await expect(page).toHaveTitle('Demo Autopeças - Catálogo Eletrônico');
  const home = page.locator(
    '[data-remote-area="catalog"] [data-remote="catalog"][data-screen="home"]',
  );
  await expect(home.getByRole('heading', { level: 1, name: 'Demo Autopeças' })).toBeVisible();
  await expect(home.getByText('(11) 3456-7890')).toBeVisible();
});

type Screen = [path: string, remote: keyof typeof REMOTE_PORTS, screen: string, heading: string];

const publicScreens: Screen[] = [
  ['/product/42', 'catalog', 'product', 'Produto não encontrado'],
  ['/auth/login', 'auth', 'login', 'Entrar'],
  ['/auth/register', 'auth', 'register', 'Cadastrar empresa'],
  ['/auth/recovery', 'auth', 'recovery', 'Recuperar acesso'],
  ['/auth/email-confirm', 'auth', 'email-confirm', 'Confirmar e-mail'],
];

const panelScreens: Screen[] = [
  ['/panel/portifolio', 'portfolio', 'portfolio', 'Portfólio'],
  ['/panel/portifolio/brand/form/7', 'portfolio', 'brand-form', 'Marca'],
  ['/panel/portifolio/category-system/subgroup', 'portfolio', 'subgroup-list', 'Subgrupos'],
  [
    '/panel/portifolio/product/form/template/ProductTax',
    'portfolio',
    'product-form-ProductTax',
    'Produto: Dados fiscais',
  ],
  ['/panel/portifolio/vehicle', 'portfolio', 'vehicle-list', 'Veículos'],
  ['/panel/setting/user/form', 'settings', 'user-form', 'Usuário'],
  ['/panel/account', 'settings', 'account', 'Minha conta'],
  ['/panel/orders', 'commerce', 'orders', 'Pedidos'],
  ['/panel/message', 'commerce', 'message', 'Mensagens'],
];

async function expectRemoteScreen(page: Page, url: string, [, remote, screen, heading]: Screen) {
  const fromRemote: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).port === String(REMOTE_PORTS[remote]))
      fromRemote.push(response.url());
  });
  await page.goto(url);
  const area = page.locator(
    `[data-remote-area="${remote}"] [data-remote="${remote}"][data-screen="${screen}"]`,
  );
  await expect(area.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  // A page the server rendered shows its heading before the browser has loaded the remote: the
  // browser still loads it (to hydrate the page), from the remote's own server.
  await expect.poll(() => fromRemote.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
  await expect.poll(() => fromRemote.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
}

for (const entry of publicScreens) {
  test(`${entry[0]} renders ${entry[1]}'s ${entry[2]} screen, loaded at run time`, async ({
    page,
  }) => {
    await expectRemoteScreen(page, tenantUrl('demo', entry[0]), entry);
  });
}

for (const entry of panelScreens) {
  test(`${entry[0]} renders ${entry[1]}'s ${entry[2]} screen for signed-in staff`, async ({
    page,
    signedIn,
  }) => {
    await expectRemoteScreen(page, tenantUrl(signedIn.uriName, entry[0]), entry);
  });
}

test('the panel dashboard belongs to the shell and links to every area', async ({
  page,
  signedIn,
}) => {
  await page.goto(tenantUrl(signedIn.uriName, '/panel'));
  await expect(
    page.locator('[data-screen="dashboard"]').getByRole('heading', { name: 'Painel' }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Menu do painel' })
    .getByRole('link', { name: 'Promoções' })
    .click();
  await expect(page).toHaveURL(/\/panel\/promotion$/);
  await expect(page.locator('[data-remote="commerce"][data-screen="promotion"]')).toBeVisible();
});

for (const legacy of ['/painel', '/admin']) {
  test(`${legacy} redirects to /panel`, async ({ page, signedIn }) => {
    await page.goto(tenantUrl(signedIn.uriName, legacy));
    await expect(page).toHaveURL(tenantUrl(signedIn.uriName, '/panel'));
    await expect(page.locator('[data-screen="dashboard"]')).toBeVisible();
  });
}

test('an unknown route shows the not-found screen and Voltar goes back one step', async ({
  page,
  signedIn,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(tenantUrl(signedIn.uriName, '/panel/orders'));
  await expect(page.locator('[data-screen="orders"]')).toBeVisible();
  // A client-side navigation, as a link inside the app would make it.
  await page.evaluate(() => {
    window.history.pushState({ usr: null, key: 'e2e', idx: 1 }, '', '/nao/existe');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByText('A página não foi encontrada ou não existe.')).toBeVisible();
  await expect(page.getByRole('img', { name: /página não encontrada/i })).toBeVisible();
  expect(errors).toContain('Page not found: /nao/existe');
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(tenantUrl(signedIn.uriName, '/panel/orders'));
  await expect(page.locator('[data-screen="orders"]')).toBeVisible();
});

test('a route change scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 300 });
  await page.goto(tenantUrl('demo', '/'));
  await expect(page.locator('[data-screen="home"]')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Área da empresa' }).click();
  await expect(page.locator('[data-screen="login"]')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
