import { expect, test } from '@playwright/test';
import { routeKeys, routes, type RouteInfo } from '@/lib/routes';
import { sitemapPages } from './support/sitemap';
import { loaderChunks } from '../../scripts/paint-first.mjs';

/**
 * Prerendered pages paint before their scripts load (scripts/paint-first.mjs): no chunk script is
 * in the HTML the server sends, the browser asks for the chunks only once the first content is
 * painted, and the page then works as before.
 */
test('every page in the sitemap is prerendered (or live) and loads its chunk scripts through the paint-first loader', async ({
  request,
}) => {
  const renderedOnRequest: string[] = [];
  for (const path of sitemapPages) {
    const response = await request.get(path);
    const html = await response.text();
    // A live page is rendered for each request and rewritten as it is answered
    // (lib/server/live-paint-first.ts): it must paint first all the same.
    if (!response.headers()['x-nextjs-prerender']?.startsWith('1')) renderedOnRequest.push(path);
    expect(html, path).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html, path).not.toMatch(/<link rel="preload" as="script"/);
    const loader = /<script data-paint-first="">([\s\S]*?)<\/script><\/body>/.exec(html);
    expect(loader?.[1], path).toContain('/_next/static/chunks/');
  }
  // Every page in the sitemap is prerendered, the contact page included (an address whose query
  // fills in its form is rendered on demand: contact.spec.ts), except the few the registry marks
  // as live (the booking page's free times).
  const live: string[] = routeKeys
    .filter((key) => (routes[key] as RouteInfo).onDemand)
    .map((key) => routes[key].path);
  expect(live).toEqual(['/book']);
  expect(renderedOnRequest).toEqual(
    sitemapPages.filter((path) => live.includes(path.replace(/^\/(tr|el)(?=\/|$)/, '') || '/')),
  );
});

/** When the first chunk was asked for, against the first content's paint. */
const chunkTiming = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({
    chunks: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
    firstContentfulPaint:
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
  }));

test.describe('the live booking page', () => {
  // UTC, the shortest name (one line where the office's takes two, at the 412 px of Lighthouse's
  // phone, whose browser on a server's clock is in UTC): the sentence naming the zone must not
  // shrink either.
  test.use({ timezoneId: 'UTC', viewport: { width: 412, height: 823 } });

  test('/el/book: chunks are fetched after the first content is painted, and the page then works', async ({
    page,
  }) => {
    // Requests for other days' pages (Next's prefetch of a link in view sends an `RSC` header).
    const otherDays: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('day=') && request.headers()['rsc']) otherDays.push(request.url());
    });
    await page.goto('/el/book');
    // Hydrated: the times switch to the browser's zone.
    await expect(page.getByText('Οι ώρες εμφανίζονται στη ζώνη ώρας: UTC.')).toBeVisible();
    // Each day is the page rendered anew: the day links in view are not fetched ahead.
    await page.waitForLoadState('networkidle');
    expect(otherDays).toEqual([]);
    const timing = await chunkTiming(page);
    expect(timing.chunks.length).toBeGreaterThan(0);
    expect(timing.firstContentfulPaint).toBeLessThan(Infinity);
    expect(Math.min(...timing.chunks)).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
    // The switch painted after the first content moves nothing: only words change.
    const shifted = await page.evaluate(async () => {
      let sum = 0;
      const add = (entries: PerformanceEntry[]) => {
        for (const entry of entries) sum += (entry as unknown as { value: number }).value;
      };
      const observer = new PerformanceObserver((list) => add(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      // Two frames for the buffered entries to arrive, then whatever is still queued.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      add(observer.takeRecords());
      observer.disconnect();
      return sum;
    });
    expect(shifted).toBe(0);
  });
});

for (const path of ['/about', '/el', '/tr/roi-calculator']) {
  test(`${path}: chunks are fetched after the first content is painted, and the page then works`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.waitForFunction(() =>
      Object.keys(document).some((key) => key.startsWith('__reactContainer')),
    );
    const timing = await page.evaluate(() => ({
      chunks: performance
        .getEntriesByType('resource')
        .filter(
          (entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'),
        )
        .map((entry) => entry.startTime),
      firstContentfulPaint:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    }));
    expect(timing.chunks.length).toBeGreaterThan(0);
    expect(timing.firstContentfulPaint).toBeLessThan(Infinity);
    expect(Math.min(...timing.chunks)).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
    // Hydrated: the chat opens.
    await page
      .getByRole('button', { name: /chat|sohbet|συνομιλ/i })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}

// scripts/compile-hints.mjs: the chunks a page loads first are compiled with the file, not one
// function at a time inside React's start-up task (code loaded on demand stays lazy:
// tests/unit/compile-hints.test.ts).
test('the chunks a page loads first carry V8’s compile hint as their first line', async ({
  request,
}) => {
  for (const path of ['/contact', '/tr/about', '/el']) {
    const firstLoad = loaderChunks(await (await request.get(path)).text());
    expect(firstLoad.length, path).toBeGreaterThan(3);
    for (const chunk of firstLoad) {
      const code = await (await request.get(chunk)).text();
      expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), chunk).toBe(true);
    }
  }
});
