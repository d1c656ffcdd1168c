import type { Page } from '@playwright/test';

/**
 * Opens `path` with the page's clock standing still: its timers and measured durations then
 * move only when the test moves the clock, however slow the machine is. Call
 * `page.clock.resume()` before checking the page with axe, which needs running timers.
 */
export async function openWithClockPaused(page: Page, path: string) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(path);
}
