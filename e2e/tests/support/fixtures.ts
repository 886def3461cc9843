// Playwright fixtures: one confirmed company per worker; `signedIn` signs its owner in. Every
// page of every journey is kept off Iconify's public hosts (see publicIconHosts).
import { test as base } from '@playwright/test';
import { PUBLIC_ICON_HOSTS } from '../../../shared-ui/src/icons/icon-settings';
import { registerConfirmedStaff, signInContext } from './staff';
import type { Staff } from './staff';

/** Matches a request to one of Iconify's public API hosts (the icon client's fallbacks). */
export const publicIconHost = new RegExp(
  `^(${PUBLIC_ICON_HOSTS.map((h) => h.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})/`,
);

export const test = base.extend<
  { signedIn: Staff; publicIconRequests: string[] },
  { staff: Staff }
>({
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
  // (over 750 ms on a busy machine): in a journey such a request is refused inside the browser,
  // so no test ever reaches a public host. The list says which were asked.
  publicIconRequests: [
    async ({ context }, use) => {
      const asked: string[] = [];
      await context.route(publicIconHost, (route) => {
        asked.push(route.request().url());
        return route.abort('blockedbyclient');
      });
      await use(asked);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
