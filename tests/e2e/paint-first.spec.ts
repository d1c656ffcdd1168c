import { expect, test } from '@playwright/test';
import { sitemapPages } from './support/sitemap';
import { test as appTest, readyToUse } from './fixtures';
import { loaderChunks } from '../../scripts/paint-first.mjs';

/**
 * Prerendered pages paint before their scripts load (scripts/paint-first.mjs): no chunk script is
 * in the HTML the server sends, the browser asks for the chunks only once the first content is
 * painted, and the page then works as before.
 */
test('every page in the sitemap is prerendered and loads its chunk scripts through the paint-first loader', async ({
  request,
}) => {
  const renderedOnRequest: string[] = [];
  for (const path of sitemapPages) {
    const response = await request.get(path);
    const html = await response.text();
    if (!response.headers()['x-nextjs-prerender']?.startsWith('1')) {
      // Rendered for each request, with Next's own script loading.
      renderedOnRequest.push(path);
      continue;
    }
    expect(html, path).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html, path).not.toMatch(/<link rel="preload" as="script"/);
    const loader = /<script data-paint-first="">([\s\S]*?)<\/script><\/body>/.exec(html);
    expect(loader?.[1], path).toContain('/_next/static/chunks/');
  }
  // Every page in the sitemap is prerendered, the contact page included (an address whose query
  // fills in its form is rendered on demand: contact.spec.ts).
  expect(renderedOnRequest).toEqual([]);
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
// function at a time inside React's start-up task; what a page loads later stays lazy.
appTest(
  'the chunks a page loads first carry V8’s compile hint as their first line, and only those',
  async ({ page, request }) => {
    const hint = '//# allFunctionsCalledOnLoad\n';
    const html = await (await request.get('/contact')).text();
    const firstLoad = loaderChunks(html);
    expect(firstLoad.length).toBeGreaterThan(3);
    for (const chunk of firstLoad) {
      const code = await (await request.get(chunk)).text();
      expect(code.startsWith(hint), chunk).toBe(true);
    }

    // The contact form's validator is fetched when the form is first touched.
    await page.goto('/contact');
    const name = page.getByRole('textbox', { name: /name/i }).first();
    await readyToUse(name);
    const onDemand = page.waitForResponse(
      (response) =>
        response.url().includes('/_next/static/chunks/') &&
        response.url().endsWith('.js') &&
        !firstLoad.includes(new URL(response.url()).pathname),
    );
    await name.focus();
    const code = await (await onDemand).text();
    expect(code.length).toBeGreaterThan(0);
    expect(code.startsWith(hint)).toBe(false);
  },
);
