// End-to-end journeys in Debian's Chromium (never `npx playwright install`: TOOLCHAIN pitfall 15).
// Run from the repo root after a build: npx playwright test -c e2e/playwright.config.ts
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { PUBLIC_ICON_HOSTS } from '../shared-ui/src/icons/icon-settings';

const CI = !!process.env.CI;
const API_PORT = process.env.API_PORT || '3333';
const SHELL_PORT = process.env.SHELL_PORT || '4200';

// One fresh PGlite data folder per run, created by start.mjs and deleted when it stops. The config
// is evaluated again in each worker; the environment variable (inherited) keeps one name.
// Access tokens that expire within a journey, so the silent refresh is exercised; rate limits
// high enough for many sign-ins from one address (the API suite tests the real limits).
process.env.E2E_ACCESS_TOKEN_TTL ??= '10';
const apiEnv: Record<string, string> = {
  ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL,
  AUTH_RATE_LIMIT_SIGN_IN_IP: '1000/60',
  AUTH_RATE_LIMIT_SIGN_IN_EMAIL: '1000/60',
  AUTH_RATE_LIMIT_MAIL_IP: '1000/60',
  AUTH_RATE_LIMIT_MAIL_EMAIL: '1000/60',
  AUTH_RATE_LIMIT_SIGN_UP_IP: '1000/60',
  COMMERCE_RATE_LIMIT_ORDERS_IP: '1000/60',
  COMMERCE_RATE_LIMIT_MESSAGES_IP: '1000/60',
  // The shell's server serves a page rendered in the browser when its render takes longer than
  // this (500 ms by default). On a busy test machine a cold render can: the journeys that read
  // the server's HTML would then see the fallback. A bound on waiting, not a speed requirement
  // (the fallback journeys make a render 30 s slow).
  SSR_BUDGET_MS: process.env.SSR_BUDGET_MS ?? '5000',
};

process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `catalogo-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: CI,
  retries: 0,
  workers: Number(process.env.E2E_WORKERS || 1),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://demo.localhost:${SHELL_PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            // Iconify's public API (the icon client's fallback hosts) is never reached by a test.
            `--host-resolver-rules=${PUBLIC_ICON_HOSTS.map((h) => `MAP ${new URL(h).hostname} ~NOTFOUND`).join(', ')}`,
          ],
        },
      },
    },
  ],
  webServer: {
    // Serves the built apps and the API (seeded) on a throwaway database; deleted on shutdown.
    command: `node ../scripts/start.mjs --no-build --data-dir "${process.env.E2E_DATA_DIR}" --rm-data-dir --quiet`,
    url: `http://127.0.0.1:${API_PORT}/health`,
    reuseExistingServer: !CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets start.mjs stop the API cleanly (PGlite closed, lock released) before SIGKILL.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      ...(Object.fromEntries(
        Object.entries(process.env).filter(([, v]) => v !== undefined),
      ) as Record<string, string>),
      ...apiEnv,
    },
  },
});
