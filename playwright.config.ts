import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
/** The fake Stripe API (tests/support/fake-stripe.ts) the server's Stripe SDK talks to. */
export const fakeStripePort = port + 90;

/** Debian's Chromium (apt-get install chromium) unless CHROME_PATH names another. */
const executablePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /\.mobile\.spec\.ts/ },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /\.mobile\.spec\.ts/ },
  ],
  webServer: [
    {
      // Tests run against the production build (`npm run build` comes first in `npm test`), on a
      // freshly migrated database of their own, with payments going to the fake Stripe below.
      command: `bash scripts/e2e-server.sh ${port}`,
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        SITE_URL: process.env.SITE_URL ?? 'http://localhost:3000',
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
        STRIPE_API_BASE: `http://127.0.0.1:${fakeStripePort}`,
        // Every test clicks Buy from 127.0.0.1; the limit itself is tested in tests/integration.
        CHECKOUT_RATE_LIMIT_MAX: '1000',
      },
    },
    {
      command: `node scripts/run-ts.mjs tests/support/fake-stripe-server.ts ${fakeStripePort}`,
      url: `http://127.0.0.1:${fakeStripePort}/__fake/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
