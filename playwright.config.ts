import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { assertSupportedNode } from './lib/server/node-version';
import { appServersReadyPort, mailDir, serverUrl, smtpSinkPort } from './tests/e2e/support/servers';
import { fixturePorts, fixtureTlsDir } from './tests/e2e/support/fixture-sites';

// The e2e servers are started with this process's Node (lib/server/node-version.ts).
assertSupportedNode();

export const baseURL = serverUrl('main');
/** The fake Stripe API (tests/support/fake-stripe.ts) the main server's Stripe SDK talks to. */
export { fakeStripePort } from './tests/e2e/support/servers';

/**
 * The browser the tests drive: Debian's headless shell (apt-get install chromium-headless-shell,
 * which scripts/test-env.sh does), the build of Chromium that Playwright itself runs headless
 * tests in. The full browser in headless mode took twice the CPU per page load on the 2-core
 * machine (docs/testing.md). E2E_CHROMIUM names another; the grader's own measurements use the
 * full Chromium of CHROME_PATH, as Lighthouse's CLI does.
 */
const executablePath =
  process.env.E2E_CHROMIUM ??
  ['/usr/bin/chromium-headless-shell', process.env.CHROME_PATH, '/usr/bin/chromium'].find(
    (path) => path && existsSync(path),
  );

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  // Measured on the 2-core CI machine: 2 workers 7.4 min, 1 worker 9.0 min (docs/testing.md).
  workers: Number(process.env.E2E_WORKERS) || 2,
  forbidOnly: Boolean(process.env.CI),
  // A failure is a failure: no second chance that would hide a flaky test.
  retries: 0,
  // Each test as it ends, then the ten slowest (tests/support/slowest-tests.ts).
  reporter: [['list'], ['./tests/e2e/support/slowest-reporter.ts']],
  // Room for a 2-core machine at twice a busy day's load. Tests wait on conditions, so a
  // longer limit costs nothing when things go well; tests that start servers of their own
  // set more.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // A failed test keeps a screenshot of its end and an error-context file (the page's
    // accessibility tree at the failure). A trace (every action, with DOM snapshots) is recorded
    // only when E2E_TRACE=1 asks for it: recording one for every test cost a third of the
    // suite's CPU on the 2-core machine (docs/testing.md). No screencast either: recording every
    // frame costs 1.5 of the machine's 2 cores while a page with an endless animation (the chat
    // button's pulse) is open.
    trace: process.env.E2E_TRACE
      ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true }
      : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /\.mobile\.spec\.ts/ },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /\.mobile\.spec\.ts/ },
  ],
  // Tests run against the production build (`npm run build` comes first in `npm test`), on
  // freshly migrated databases of their own (tests/e2e/support/servers.ts).
  webServer: [
    {
      // The fixture dealer sites the website grader and the competitor tool analyse; started
      // first, because the main server trusts the test CA they create.
      name: 'fixture-sites',
      command: `node scripts/run-ts.mjs tests/fixtures/serve-sites.ts ${fixturePorts.http} ${fixturePorts.https} ${fixtureTlsDir}`,
      url: `http://127.0.0.1:${fixturePorts.http}/poor/index.html`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
    {
      // The sites the grader measures in a real browser, on the test network's "public"
      // address 127.0.0.5 under names the main server maps (ANALYSIS_TEST_HOSTS).
      name: 'browser-sites',
      command: `node scripts/run-ts.mjs tests/fixtures/serve-browser-sites.ts ${fixturePorts.browser} ${fixturePorts.internal}`,
      url: `http://127.0.0.5:${fixturePorts.browser}/health`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
    {
      // The SMTP server the main server sends leads' e-mails through; it writes each one to
      // mailDir (started before the app, which sends as soon as a lead arrives).
      name: 'smtp-sink',
      command: `rm -rf ${mailDir} && node scripts/run-ts.mjs tests/support/smtp-sink.ts ${smtpSinkPort} ${mailDir}`,
      port: smtpSinkPort,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The app servers (main, strict, broken: support/servers.ts) and the fake Stripe API, all
      // from one production build, started side by side (support/start-app-servers.ts).
      name: 'app',
      command: 'node scripts/run-ts.mjs tests/e2e/support/start-app-servers.ts',
      url: `http://127.0.0.1:${appServersReadyPort}/`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
