// Journeys of the portfolio's reference data in the panel (issue 9). The demo owner signs in
// through the sign-in page. The rest of the journeys are drafted in
// e2e/drafts/portfolio-journeys.draft.ts and do not pass yet.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { tenantUrl } from './support/urls';

const DEMO_OWNER = { email: 'demo@catalogo.local', password: 'demo-catalogo-2026' };
const brandList = tenantUrl('demo', '/panel/portifolio/brand');

async function signInAsDemoOwner(page: Page, to = brandList) {
  await page.goto(
    tenantUrl('demo', `/auth/login?redirect=${encodeURIComponent(new URL(to).pathname)}`),
  );
  await page.getByLabel('E-mail').fill(DEMO_OWNER.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === new URL(to).pathname);
}

const nameField = (page: Page) => page.getByRole('textbox', { name: /^Nome/ });

test('the guard asks before leaving a form with unsaved changes', async ({ page }) => {
  await signInAsDemoOwner(page);
  await page.getByRole('link', { name: 'Nova marca' }).click();
  await nameField(page).fill('Ainda não salva');
  await page
    .getByRole('navigation', { name: 'Menu do painel' })
    .getByRole('link', { name: 'Veículos' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Descartar alterações?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /continuar editando/i }).click();
  await expect(page).toHaveURL(/\/brand\/form/);
  await expect(nameField(page)).toHaveValue('Ainda não salva');
});
