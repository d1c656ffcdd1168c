// Idle main-thread work: what a page costs the browser while nobody touches it. Each page loads in
// its own browser context (its own renderer process, so the figures do not mix), at a phone's
// size, with motion allowed; `settleMs` after load (the chat hint's 45 s are over by 60 s) the
// main thread's task time is read for `windowMs` with the page at the top, then again after it is
// scrolled to the bottom. Used by bench/bench-pages.mjs (--idle); the budget is 20 ms per
// 10 s. Numbers from a busy machine are noise.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const executablePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const taskMs = async (cdp) => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return { task: value('TaskDuration') * 1000, styles: value('RecalcStyleCount') };
};

async function measure(browser, url, { settleMs, windowMs }) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    reducedMotion: 'no-preference',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    const window = async () => {
      const before = await taskMs(cdp);
      await page.waitForTimeout(windowMs);
      const after = await taskMs(cdp);
      return { ms: after.task - before.task, styles: after.styles - before.styles };
    };
    await page.waitForTimeout(settleMs);
    const top = await window();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // What scrolling starts (a count-up, a figure sliding in) has time to finish.
    await page.waitForTimeout(3000);
    const bottom = await window();
    return { top, bottom };
  } finally {
    await context.close();
  }
}

/** Idle work of every url, `concurrency` pages at a time; resolves to { url: { top, bottom } }. */
export async function idleWork(
  urls,
  { concurrency = 6, settleMs = 60_000, windowMs = 10_000, onResult = () => {} } = {},
) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  const results = {};
  const queue = [...urls];
  try {
    await Promise.all(
      Array.from({ length: Math.min(concurrency, urls.length) }, async () => {
        for (let url = queue.shift(); url; url = queue.shift()) {
          results[url] = await measure(browser, url, { settleMs, windowMs });
          onResult(url, results[url]);
        }
      }),
    );
  } finally {
    await browser.close();
  }
  return results;
}
