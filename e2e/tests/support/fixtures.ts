// Playwright fixtures: one confirmed company per worker; `signedIn` signs its owner in. Every
// page of every journey is kept off Iconify's public hosts (see publicIconHosts).
import { test as base } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PUBLIC_ICON_HOSTS } from '../../../shared-ui/src/icons/icon-settings';
import { registerConfirmedStaff, signInContext } from './staff';
import type { Staff } from './staff';

/** Matches a request to one of Iconify's public API hosts (the icon client's fallbacks). */
export const publicIconHost = new RegExp(
  `^(${PUBLIC_ICON_HOSTS.map((h) => h.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})/`,
);

/**
 * A page the shell's server rendered is on screen before it is the app's: a journey that goes on
 * at once would tap the server's HTML (a link then loads a whole page, a key press is lost). So
 * `goto` on such a page (it carries the server's state, `#catalogo-ssr`) also waits until the app
 * has taken it over (`<html data-hydrated>`, shell/src/bootstrap.tsx). What a visitor does before
 * that is server-rendering.spec.ts's subject: it turns this off (`waitForTheApp: false`), and a
 * `goto` with `waitUntil: 'commit'` is left alone too.
 */
const patched = new WeakSet<Page>();
function gotoTheApp(page: Page) {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil === 'commit') return response;
    const serverRendered = await page
      .locator('#catalogo-ssr')
      .count()
      .catch(() => 0);
    if (serverRendered > 0)
      await page
        .locator('html[data-hydrated="true"]')
        .waitFor({ state: 'attached', timeout: 30_000 });
    return response;
  };
}

export const test = base.extend<
  { signedIn: Staff; publicIconRequests: string[]; waitForTheApp: boolean },
  { staff: Staff }
>({
  waitForTheApp: [true, { option: true }],
  context: async ({ context, waitForTheApp }, use) => {
    if (waitForTheApp) {
      context.on('page', gotoTheApp);
      for (const page of context.pages()) gotoTheApp(page);
    }
    await use(context);
  },
  page: async ({ page, waitForTheApp }, use) => {
    if (waitForTheApp) gotoTheApp(page);
    await use(page);
  },
  staff: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      const staff = await registerConfirmedStaff(request);
      await request.dispose();
      await use(staff);
    },
    { scope: 'worker' },
  ],
  signedIn: async ({ context, request, staff }, use) => {
    await signInContext(context, request, staff);
    await use(staff);
  },
  // The icon client falls back to Iconify's public API when our API's endpoint fails or is slow
  // (over 750 ms): Chromium resolves no public icon host in a journey (playwright.config.ts), so
  // no test ever reaches one. The list says which were asked (observed, not routed: routing would
  // turn the HTTP cache off for every journey).
  publicIconRequests: [
    async ({ context }, use) => {
      const asked: string[] = [];
      context.on('request', (request) => {
        if (publicIconHost.test(request.url())) asked.push(request.url());
      });
      await use(asked);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
