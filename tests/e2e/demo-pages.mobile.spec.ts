import { expect, test } from './fixtures';

// Demo pages are long and axe checks each one: give a shared 2-core machine room.
test.describe.configure({ timeout: 90_000 });

// On a phone the demos must stay accessible too (touch-target sizes, reflow): axe runs on each.
for (const path of [
  '/portfolio',
  '/portfolio/premium-motors-cyprus',
  '/el/portfolio/mediterranean-motors',
  '/portfolio/cyprus-auto-group',
  '/tr/portfolio/european-motors',
  '/portfolio/limassol-used-cars',
  '/portfolio/cyprus-electric-vehicles',
]) {
  test(`${path} works on a phone`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
  });
}
