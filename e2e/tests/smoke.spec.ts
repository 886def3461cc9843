// Smoke test of the e2e setup itself: the webServer started and the API answers.
// Node (and so Playwright's request fixture) cannot resolve *.localhost: use 127.0.0.1.
import { expect, test } from '@playwright/test';

test('API health answers through the e2e web server', async ({ request }) => {
  const res = await request.get(`http://127.0.0.1:${process.env.API_PORT || 3333}/health`);
  expect(res.ok()).toBe(true);
});
