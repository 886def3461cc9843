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
