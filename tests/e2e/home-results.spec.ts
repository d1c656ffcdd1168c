import { expect, test } from './fixtures';

const figures = ['1,000+', '125,420', '£5.2m', '1,000+'];

/**
 * The dashboard's figures as drawn. The dashboard is a band the browser renders only near the
 * screen (content-visibility), so it is brought into view first; the assertion retries until
 * the frame that draws it. (Intl's no-break space before a unit counts as a space.)
 */
async function expectFigures(page: import('@playwright/test').Page, expected: string[]) {
  const figures = page.locator('#results dd');
  await figures.first().scrollIntoViewIfNeeded();
  await expect(figures).toHaveText(expected, { useInnerText: true });
}

test('the dashboard shows its figures and the date they were counted', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const results = page.locator('#results');
  await results.scrollIntoViewIfNeeded();
  await expect(results.getByText('Figures as of 15 November 2026')).toBeVisible();
  await expect(results.locator('time[datetime="2026-11-15"]')).toBeVisible();
  await expectFigures(page, figures);
  await expect(results.getByText('Dealers served')).toBeVisible();
  await expect(results.getByRole('listitem')).toHaveCount(6);
  await expect(results.getByRole('listitem').first()).toContainText('Kyrenia Motor Centre');
  await expect(results.getByRole('listitem').first().locator('time')).toHaveText('12 Nov 2026');
});

test('the figures count up once, when the dashboard comes into view', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  // Below the fold the figures wait at zero (screen readers get the real figure meanwhile)…
  const leads = page.locator('#results dd').nth(1);
  await expect(leads.locator('[data-count-up]')).toHaveText('0');
  await expect(leads.locator('.sr-only')).toHaveText('125,420');
  // …then arrive at the published values and stay there.
  await expectFigures(page, figures);
  // Back to the top and down again: no second count (a count shows its steps in [data-count-up]).
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    const seen = { recount: false };
    Object.assign(window, { seen });
    new MutationObserver(() => {
      seen.recount ||= document.querySelector('#results [data-count-up]') !== null;
    }).observe(document.querySelector('#results')!, { subtree: true, childList: true });
  });
  await expectFigures(page, figures);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  expect(
    await page.evaluate(() => (window as never as { seen: { recount: boolean } }).seen.recount),
  ).toBe(false);
});

test('without JavaScript the real figures are in the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/tr');
  await expectFigures(page, ['1.000+', '125.420', '£5,2 Mn', '1.000+']);
  await context.close();
});
