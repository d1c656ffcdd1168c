import { expect, test } from './fixtures';
import { serverUrl } from './support/servers';
import { sitemapPaths } from './support/sitemap';

// One long walk over every public page in every language (axe runs on them elsewhere).
test.describe.configure({ timeout: 240_000 });

/**
 * The smallest phones still in use are 320 CSS pixels wide: no page may scroll sideways there
 * (long Greek and Turkish words, wide controls and calculators included).
 */
test('no public page scrolls sideways on a 320 px wide phone', async ({ browser, request }) => {
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(40);
  const context = await browser.newContext({
    baseURL: serverUrl('main'),
    viewport: { width: 320, height: 640 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  const overflowing: string[] = [];
  for (const path of paths) {
    await phone.goto(path, { waitUntil: 'load' });
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) overflowing.push(`${path} (+${overflow} px)`);
  }
  await context.close();
  expect(overflowing, 'pages wider than a 320 px screen').toEqual([]);
});
