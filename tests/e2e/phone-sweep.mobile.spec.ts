import { expect, expectNoAxeViolations } from './fixtures';
import { sweepTest as test } from './support/sweep-test';
import { sitemapPages } from './support/sitemap';
import { fieldsCovered, widgetCoverage } from './support/chat-sweep';

/**
 * Every page of the sitemap on a phone, loaded once (the desktop half: page-sweep.spec.ts):
 * - the smallest phones still in use are 320 CSS pixels wide: no page may scroll sideways there
 *   (long Greek and Turkish words, wide controls and calculators included); the demo dealer
 *   sites, full of cards, filters and calculators, are also checked with axe there (touch-target
 *   sizes, reflow); the other pages' phone states are checked where a test opens them;
 * - at 320 and 390 px the chat widget covers nothing it must not, top to bottom, and the
 *   launcher never covers a field the visitor fills in (support/chat-sweep.ts).
 */
const narrowest = { width: 320, height: 640 };
const phones = [narrowest, { width: 390, height: 844 }];
test.use({ sweepContext: { viewport: narrowest, deviceScaleFactor: 1 } });

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
  test(`${pagePath} on a phone: fits 320 px, and the chat widget covers nothing it must not`, async ({
    sweepPage: page,
  }) => {
    // Two widths, each scrolled top to bottom and each field visited: seconds on a quiet
    // machine, several times that on a busy one.
    test.setTimeout(180_000);
    // The page is shared: undo what the last test left (its width, its reduced motion).
    await page.setViewportSize(narrowest);
    await page.emulateMedia({ reducedMotion: null });
    const response = await page.goto(pagePath);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    if (axeOnPhone.has(pagePath)) await expectNoAxeViolations(page);

    const covered = await widgetCoverage(page, phones);
    expect(covered.problems, 'what the chat widget covers').toEqual([]);
    for (const phone of phones) {
      const fields = await fieldsCovered(page, phone);
      expect(fields.problems, 'fields covered by the chat launcher').toEqual([]);
      // Not a vacuous pass: a page with a form had its fields visited.
      if (fields.forms > 0) expect(fields.fields, 'fields visited').toBeGreaterThan(0);
    }
  });
}
