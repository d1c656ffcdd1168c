import type { Page } from '@playwright/test';

/**
 * Opens `path` (checked by axe, which needs running timers), then loads it again with the page's
 * clock standing still: the page's timers and measured durations then move only when the test
 * moves the clock, however slow the machine is. Call `page.clock.resume()` before the test ends,
 * so the final axe run has its timers.
 */
export async function openWithClockPaused(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.reload();
}
