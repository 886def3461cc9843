// Automated accessibility checks (axe) of the pages built so far: no serious or critical violation.
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/panel';
import { platformUrl, tenantUrl } from './support/urls';

const publicPages: [name: string, url: string, ready: string][] = [
  ['catalogue home', tenantUrl('demo', '/'), '[data-screen="home"]'],
  ['sign in', tenantUrl('demo', '/auth/login'), '[data-screen="login"] form'],
  ['registration', platformUrl('/auth/register'), '[data-screen="register"] form'],
  ['recovery', tenantUrl('demo', '/auth/recovery'), '[data-screen="recovery"] form'],
  ['not found', tenantUrl('demo', '/nada'), 'main'],
];

for (const [name, url, ready] of publicPages) {
  test(`${name} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(url);
    await expect(page.locator(ready).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the panel has no serious accessibility violation', async ({ page, signedIn }) => {
  await page.goto(tenantUrl(signedIn.uriName, '/panel'));
  await expect(page.locator('[data-screen="dashboard"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the sign-in form works with the keyboard alone', async ({ page, staff }) => {
  await page.goto(tenantUrl(staff.uriName, '/auth/login'));
  await page.getByLabel('E-mail').focus();
  await page.keyboard.type(staff.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(staff.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(tenantUrl(staff.uriName, '/'));
});
