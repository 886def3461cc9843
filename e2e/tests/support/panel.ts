// What the panel journeys share: the demo owner signing in through the sign-in page, axe's serious
// findings, and unique names for what a journey creates.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { tenantUrl } from './urls';

const DEMO_OWNER = { email: 'demo@catalogo.local', password: 'demo-catalogo-2026' };

/** A short name no other run made (upper case: codes take it as it is). */
export const unique = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();

/** Signs the demo owner in and waits for `to`; any failed API answer is printed. */
export async function signInAsDemoOwner(page: Page, to: string) {
  page.on('response', (res) => {
    if (res.url().includes(':3333/') && res.status() >= 400)
      console.log(`[api] ${res.status()} ${res.request().method()} ${res.url()}`);
  });
  const { pathname } = new URL(to);
  await page.goto(tenantUrl('demo', `/auth/login?redirect=${encodeURIComponent(pathname)}`));
  await page.getByLabel('E-mail').fill(DEMO_OWNER.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === pathname);
}

/** axe's serious and critical findings on the page, one line each. */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
