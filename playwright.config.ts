import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { fixturePorts, fixtureTlsDir } from './tests/e2e/support/fixture-sites';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

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
      // The fixture dealer sites the website grader and the competitor tool analyse.
      command: `node scripts/run-ts.mjs tests/fixtures/serve-sites.ts ${fixturePorts.http} ${fixturePorts.https} ${fixtureTlsDir}`,
      url: `http://127.0.0.1:${fixturePorts.http}/poor/index.html`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Tests run against the production build (`npm run build` comes first in `npm test`), on a
      // freshly migrated database of their own. Started after the fixture sites, whose test CA
      // it trusts; ANALYSIS_ALLOW_LOOPBACK lets the grader reach them on 127.0.0.1.
      command: `bash scripts/e2e-server.sh ${port}`,
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        SITE_URL: process.env.SITE_URL ?? 'http://localhost:3000',
        ANALYSIS_ALLOW_LOOPBACK: '1',
        NODE_EXTRA_CA_CERTS: `${fixtureTlsDir}/ca.pem`,
      },
    },
  ],
});
