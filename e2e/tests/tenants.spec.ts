// Tenant resolution at start: tenant hosts, the platform host, unknown tenants, an API that is down.
import { expect, test } from '@playwright/test';
import { renderedInTheBrowser } from './support/client-rendered';
import { API_PORT, platformUrl, tenantUrl } from './support/urls';

const isTenantCall = (url: string) => new URL(url).pathname.startsWith('/catalog-public/');

test('a reserved host (localhost) makes no tenant request and shows the platform pages', async ({
  page,
}) => {
  const tenantCalls: string[] = [];
  page.on('request', (request) => isTenantCall(request.url()) && tenantCalls.push(request.url()));
  await page.goto(platformUrl('/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo Eletrônico' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cadastrar minha empresa' })).toBeVisible();
  await expect(page).toHaveTitle('Catálogo Eletrônico');
  await page.getByRole('link', { name: 'Entrar' }).click();
  await expect(page.locator('[data-screen="login"]')).toBeVisible();
  expect(tenantCalls).toEqual([]);
});

test('tenant-info and category settings are fetched once, before the first render', async ({
  page,
}) => {
  const tenantCalls: string[] = [];
  const isStartCall = (url: string) =>
    /\/catalog-public\/(tenant-info|category\/portifolio\.category)$/.test(new URL(url).pathname);
  page.on(
    'request',
    (request) => isStartCall(request.url()) && tenantCalls.push(new URL(request.url()).href),
  );
  await renderedInTheBrowser(page, tenantUrl('acme', '/'));
  await page.goto(tenantUrl('acme', '/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Distribuidora' })).toBeVisible();
  expect(tenantCalls.sort()).toEqual([
    `http://acme.localhost:${API_PORT}/catalog-public/category/portifolio.category`,
    `http://acme.localhost:${API_PORT}/catalog-public/tenant-info`,
  ]);
});

test("each tenant's buttons use its own layout colours", async ({ page }) => {
  // The seeded colours (demo #be4c03, acme #228075) already give white text 4.5:1.
  await page.goto(tenantUrl('demo', '/'));
  const demoButton = page.getByRole('button', { name: 'Fale conosco' });
  await expect(demoButton).toHaveCSS('background-color', 'rgb(190, 76, 3)');
  await expect(demoButton).toHaveCSS('color', 'rgb(255, 255, 255)');
  await page.goto(tenantUrl('acme', '/'));
  const acmeButton = page.getByRole('button', { name: 'Fale conosco' });
  await expect(acmeButton).toHaveCSS('background-color', 'rgb(34, 128, 117)');
});

test('an unknown tenant is sent to /error/unavailable', async ({ page }) => {
  await page.goto(tenantUrl('naoexiste', '/product/1'));
  await expect(page).toHaveURL(tenantUrl('naoexiste', '/error/unavailable'));
  await expect(page.getByRole('heading', { name: 'Catálogo indisponível' })).toBeVisible();
});

test('with the API down at start the shell still renders, silently, without tenant data', async ({
  page,
}) => {
  await page.route(`http://demo.localhost:${API_PORT}/**`, (route) =>
    route.abort('connectionrefused'),
  );
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  // The browser's own start-up (a page the shell's server did not render); what the server
  // answers with the API down is server-rendering.spec.ts's.
  await renderedInTheBrowser(page, tenantUrl('demo', '/'));
  await page.goto(tenantUrl('demo', '/'));
  await expect(page.locator('[data-screen="home"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo Eletrônico' })).toBeVisible();
  await expect(page).toHaveTitle('Catálogo Eletrônico');
  // Only the browser's own network errors: the app adds no message of its own (spec §8).
  expect(errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
});
