// Staff sign-up, e-mail confirmation, sign-in, session across reloads, tabs and token expiry.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { latestMailLink, newStaff, randomCnpj } from './support/staff';
import { API_PORT, platformUrl, tenantUrl } from './support/urls';

/** Statuses of the page's refresh calls, as they come. */
function trackRefreshes(page: Page) {
  const statuses: number[] = [];
  page.on('response', (r) => r.url().endsWith('/auth/refresh') && statuses.push(r.status()));
  return statuses;
}

/** Paths the page's main frame went through (a signed-out flash would show /auth/login). */
function trackNavigations(page: Page) {
  const seen: string[] = [];
  page.on(
    'framenavigated',
    (frame) => frame === page.mainFrame() && seen.push(new URL(frame.url()).pathname),
  );
  return seen;
}

/**
 * No token where a script could read it: document.cookie, localStorage and sessionStorage hold
 * neither the access token (a JWT) nor the refresh token, which is only in its HttpOnly cookie.
 */
async function expectNoTokenReadableByScripts(page: Page, uriName: string) {
  const cookies = await page.context().cookies(`http://${uriName}.localhost:${API_PORT}/auth`);
  const refresh = cookies.find((c) => c.name === 'catalogo_refresh');
  expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth' });
  const readable = await page.evaluate(() => ({
    cookie: document.cookie,
    storage: JSON.stringify({ ...localStorage, ...sessionStorage }),
  }));
  for (const text of [readable.cookie, readable.storage]) {
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    expect(text).not.toContain(refresh!.value);
  }
  expect(readable.cookie).not.toMatch(/catalogo[._](token|refresh)/);
}

test('sign up: in the panel at once with the banner, resend, confirm by the mailed link, then sign in again, reload, sign out', async ({
  page,
  request,
}) => {
  const staff = newStaff('nova');
  await page.goto(platformUrl('/auth/register'));
  await page.getByLabel('Nome da empresa').fill(staff.commercialName);
  await page.getByLabel('Endereço da empresa').fill(staff.uriName);
  await expect(page.getByText('Disponível')).toBeVisible();
  await page.getByLabel('CNPJ').fill(randomCnpj());
  await page.getByLabel('Seu nome').fill(staff.name);
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Senha', { exact: true }).fill(staff.password);
  await page.getByLabel('Confirme a senha').fill(staff.password);
  const seen = trackNavigations(page);
  await page.getByRole('button', { name: 'Criar conta' }).click();

  // Signed in at once, on the new company's own site: its panel, the sign-up's ticket already
  // out of the address, and a banner asking for the e-mail confirmation (spec §4).
  await expect(page).toHaveURL(tenantUrl(staff.uriName, '/panel'));
  await expect(page.locator('[data-screen="dashboard"]')).toBeVisible();
  await expect(page.getByTestId('session-user')).toHaveText(staff.name);
  expect(seen).not.toContain('/auth/login');
  const banner = page.getByTestId('email-confirm-banner');
  await expect(banner).toContainText('Confirme seu e-mail');
  await expect(banner).toContainText(`Enviamos um link de confirmação para ${staff.email}`);
  await expectNoTokenReadableByScripts(page, staff.uriName);

  // The confirmation mail went at the sign-up, with a link to the company's subdomain.
  const first = await latestMailLink(request, staff.email, staff.uriName);
  expect(new URL(first).host).toBe(`${staff.uriName}.localhost:${new URL(tenantUrl('x')).port}`);

  // The banner sends the link again: a new mail with a new link.
  await banner.getByRole('button', { name: 'Reenviar link' }).click();
  await expect(banner).toContainText(`Enviamos um novo link para ${staff.email}.`);
  await expect.poll(() => latestMailLink(request, staff.email, staff.uriName)).not.toBe(first);
  const link = await latestMailLink(request, staff.email, staff.uriName);

  // Followed signed in, the link confirms (not sent away as a guest-only page would be).
  await page.goto(link);
  await expect(page.getByText('E-mail confirmado!')).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o painel' }).click();
  await expect(page.locator('[data-screen="dashboard"]')).toBeVisible();
  await expect(page.getByTestId('email-confirm-banner')).toHaveCount(0);

  // Sign out, then in again with the password, on the company's subdomain.
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(tenantUrl(staff.uriName, '/auth/login'));
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Senha', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(tenantUrl(staff.uriName, '/'));
  await page.goto(tenantUrl(staff.uriName, '/panel'));
  await expect(page.locator('[data-screen="dashboard"]')).toBeVisible();
  await expect(page.getByTestId('session-user')).toHaveText(staff.name);
  await expect(page.getByTestId('email-confirm-banner')).toHaveCount(0);
  await expectNoTokenReadableByScripts(page, staff.uriName);

  // A reload restores the session from the refresh cookie: one refresh call, never the sign-in.
  const refreshes = trackRefreshes(page);
  const afterReload = trackNavigations(page);
  await page.reload();
  await expect(page.locator('[data-screen="dashboard"]')).toBeVisible();
  await expect(page.getByTestId('session-user')).toHaveText(staff.name);
  expect(refreshes).toEqual([200]);
  expect(afterReload).not.toContain('/auth/login');
  await expectNoTokenReadableByScripts(page, staff.uriName);

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(tenantUrl(staff.uriName, '/auth/login'));
  await page.goto(tenantUrl(staff.uriName, '/panel'));
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fpanel$/);
});

test('sign-in honours the redirect parameter', async ({ page, staff }) => {
  await page.goto(tenantUrl(staff.uriName, '/panel/orders?page=2'));
  await expect(page).toHaveURL(
    tenantUrl(staff.uriName, '/auth/login?redirect=%2Fpanel%2Forders%3Fpage%3D2'),
  );
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Senha', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(tenantUrl(staff.uriName, '/panel/orders?page=2'));
  await expect(page.locator('[data-screen="orders"]')).toBeVisible();
});

test('wrong credentials get one pt-BR message and stay on the page', async ({ page, staff }) => {
  await page.goto(tenantUrl(staff.uriName, '/auth/login'));
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada-123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toContainText('E-mail ou senha inválidos.');
  await expect(page).toHaveURL(tenantUrl(staff.uriName, '/auth/login'));
});

test('a signed-in user is sent away from the unauthenticated-only pages', async ({
  page,
  signedIn,
}) => {
  await page.goto(tenantUrl(signedIn.uriName, '/auth/login'));
  await expect(page).toHaveURL(tenantUrl(signedIn.uriName, '/panel'));
  for (const path of ['/auth/register', '/auth/recovery', '/auth/email-confirm']) {
    await page.goto(tenantUrl(signedIn.uriName, path));
    await expect(page).toHaveURL(tenantUrl(signedIn.uriName, '/panel'));
    await expect(page.locator('[data-screen="dashboard"]')).toBeVisible();
  }
});

test('an expired access token is refreshed without the user noticing', async ({
  page,
  signedIn,
}) => {
  const seen: string[] = [];
  page.on(
    'framenavigated',
    (frame) => frame === page.mainFrame() && seen.push(new URL(frame.url()).pathname),
  );
  const refreshes: number[] = [];
  page.on(
    'response',
    (response) => response.url().endsWith('/auth/refresh') && refreshes.push(response.status()),
  );
  await page.goto(tenantUrl(signedIn.uriName, '/panel/orders'));
  await expect(page.locator('[data-screen="orders"]')).toBeVisible();
  // The e2e API issues access tokens that live ACCESS_TOKEN_TTL seconds (playwright.config.ts).
  await page.waitForTimeout(Number(process.env.E2E_ACCESS_TOKEN_TTL ?? 4) * 1000 + 1500);
  await page.reload();
  await expect(page.locator('[data-screen="orders"]')).toBeVisible();
  await expect(page.getByTestId('session-user')).toHaveText(signedIn.name);
  expect(refreshes).toContain(200);
  expect(seen).not.toContain('/auth/login');
});

test('two tabs regaining focus together both stay signed in', async ({ context, signedIn }) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const page of [first, second]) {
    await page.goto(tenantUrl(signedIn.uriName, '/panel'));
    await expect(page.locator('[data-screen="dashboard"]')).toBeVisible();
  }
  const regainFocus = () => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => 'visible',
    });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const refreshes: number[] = [];
  for (const page of [first, second])
    page.on('response', (r) => r.url().endsWith('/auth/refresh') && refreshes.push(r.status()));
  await Promise.all([first.evaluate(regainFocus), second.evaluate(regainFocus)]);
  await expect.poll(() => refreshes.length).toBeGreaterThan(0);
  await Promise.all([first.waitForTimeout(1000), second.waitForTimeout(1000)]);
  expect(refreshes.every((status) => status === 200)).toBe(true);
  for (const page of [first, second]) {
    await page.reload();
    await expect(page.locator('[data-screen="dashboard"]')).toBeVisible();
    await expect(page.getByTestId('session-user')).toHaveText(signedIn.name);
  }
});

test('two tabs keep working through a refresh, and a sign-out in one signs out the other', async ({
  context,
  signedIn,
}) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  const refreshes = [trackRefreshes(first), trackRefreshes(second)];
  // Two page loads at once: each restores the session from the one shared cookie.
  await Promise.all(
    [first, second].map(async (page) => {
      await page.goto(tenantUrl(signedIn.uriName, '/panel/orders'));
      await expect(page.locator('[data-screen="orders"]')).toBeVisible();
    }),
  );
  // Both access tokens expire; both tabs regain focus together and refresh (one at a time).
  await first.waitForTimeout(Number(process.env.E2E_ACCESS_TOKEN_TTL ?? 4) * 1000 + 1500);
  const regainFocus = () => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => 'visible',
    });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const before = refreshes.flat().length;
  await Promise.all([first.evaluate(regainFocus), second.evaluate(regainFocus)]);
  await expect.poll(() => refreshes.flat().length).toBeGreaterThan(before);
  await first.waitForTimeout(1000);
  expect(refreshes.flat().every((status) => status === 200)).toBe(true);
  for (const page of [first, second]) {
    await expect(page.locator('[data-screen="orders"]')).toBeVisible();
    await expect(page.getByTestId('session-user')).toHaveText(signedIn.name);
  }
  await expectNoTokenReadableByScripts(second, signedIn.uriName);

  // Signing out in the first tab ends the session in the second, which is sent to the sign-in.
  await first.getByRole('button', { name: 'Sair' }).click();
  await expect(first).toHaveURL(tenantUrl(signedIn.uriName, '/auth/login'));
  await expect(second).toHaveURL(/\/auth\/login/);
  const cookies = await context.cookies(`http://${signedIn.uriName}.localhost:${API_PORT}/auth`);
  expect(cookies.find((c) => c.name === 'catalogo_refresh')).toBeUndefined();
  await second.goto(tenantUrl(signedIn.uriName, '/panel'));
  await expect(second).toHaveURL(/\/auth\/login\?redirect=%2Fpanel$/);
});
