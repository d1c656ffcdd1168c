import type { BrowserContextOptions, Page } from '@playwright/test';
import { test as base } from '../fixtures';

/**
 * For sweeps that only load a page and look at it (page-sweep, phone-sweep): one browser page
 * per worker, kept from test to test. A fresh context per test starts with an empty cache, so
 * Chromium fetched, parsed and compiled every script again for each of the sweep's ~130 pages
 * (measured: 4 s a page against 1.5 s in a warm page, on a quiet machine); the pages share
 * their scripts and fonts, as they do for a visitor who browses the site. Each test still
 * navigates itself, so no state carries over that matters to what it checks.
 *
 * The page's device is the project's (viewport, user agent, touch), unless a spec file sets
 * `sweepContext` (a worker option, so it gets workers of its own).
 */
export const sweepTest = base.extend<
  { sweepPage: Page },
  { sweepContext: BrowserContextOptions; sharedPage: Page }
>({
  sweepContext: [{}, { scope: 'worker', option: true }],
  sharedPage: [
    async ({ browser, sweepContext }, use, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } =
        workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        baseURL,
        ...sweepContext,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  // A test that failed keeps a screenshot of its end (the project's own screenshots cover
  // only per-test pages), and may have left its page anywhere: the next one starts from a
  // blank document.
  sweepPage: async ({ sharedPage }, use) => {
    await use(sharedPage);
    const info = base.info();
    if (info.status === info.expectedStatus) return;
    await info.attach('screenshot', {
      body: await sharedPage
        .screenshot({ fullPage: true, timeout: 15_000 })
        .catch(() => Buffer.from('')),
      contentType: 'image/png',
    });
    await sharedPage.goto('about:blank').catch(() => undefined);
  },
});
