// The hourly build-update poll offers a reload when a new build is deployed; it never forces one.
import { expect, test } from '@playwright/test';
import { tenantUrl } from './support/urls';

test('a new shell build is offered as a reload after the hourly poll', async ({ page }) => {
  await page.clock.install();
  let deployed: string | null = null;
  const polls: string[] = [];
  // The shell's own build file (remotes' build files are read once as their baseline, then hourly).
  await page.route(/^http:\/\/demo\.localhost:\d+\/build-info\.json\?t=\d+$/, async (route) => {
    polls.push(route.request().url());
    if (!deployed) return route.continue();
    return route.fulfill({ json: { name: 'shell', version: '0.1.1', buildId: deployed } });
  });
  await page.goto(tenantUrl('demo', '/'));
  await expect(page.locator('[data-screen="home"]')).toBeVisible();
  // The poll starts with the app: a page the server rendered is visible before that.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  // Nothing is polled during the first hour (a margin for the real time the page took to start).
  await page.clock.runFor(3_500_000);
  expect(polls).toHaveLength(0);
  await expect(page.getByText('Uma nova versão do sistema está disponível.')).toHaveCount(0);

  deployed = 'shell-next-build';
  await page.clock.runFor(200_000);
  await expect.poll(() => polls.length).toBeGreaterThan(0);
  const offer = page
    .getByRole('alert')
    .filter({ hasText: 'Uma nova versão do sistema está disponível.' });
  await expect(offer).toBeVisible();
  // Offered, not forced: the page is still the same document until the user chooses.
  await page.clock.runFor(60_000);
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Recarregar' })).toBeVisible();
});
