// Playwright fixtures: one confirmed company per worker; `signedIn` signs its owner in.
import { test as base } from '@playwright/test';
import { registerConfirmedStaff, signInContext } from './staff';
import type { Staff } from './staff';

export const test = base.extend<{ signedIn: Staff }, { staff: Staff }>({
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
});

export { expect } from '@playwright/test';
