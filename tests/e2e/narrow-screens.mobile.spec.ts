import { expect, expectNoAxeViolations } from './fixtures';
import { sweepTest as test } from './support/sweep-test';
import { sitemapPages } from './support/sitemap';

/**
 * The smallest phones still in use are 320 CSS pixels wide: no page may scroll sideways there
 * (long Greek and Turkish words, wide controls and calculators included). The demo dealer
 * sites, full of cards, filters and calculators, are also checked with axe there (touch-target
 * sizes, reflow); the other pages' phone states are checked where a test opens them.
 */
test.use({ sweepContext: { viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 } });

/** The portfolio and each demo once, in one of the languages (their layouts are the same in all). */
const axeOnPhone = new Set([
  '/portfolio',
  '/portfolio/premium-motors-cyprus',
  '/el/portfolio/mediterranean-motors',
  '/portfolio/cyprus-auto-group',
  '/tr/portfolio/european-motors',
  '/portfolio/limassol-used-cars',
  '/portfolio/cyprus-electric-vehicles',
]);

for (const pagePath of sitemapPages) {
  test(`${pagePath} fits a 320 px wide phone`, async ({ sweepPage: page }) => {
    const response = await page.goto(pagePath);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    if (axeOnPhone.has(pagePath)) await expectNoAxeViolations(page);
  });
}
