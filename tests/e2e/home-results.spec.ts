import { expect, test } from './fixtures';

const figures = ['1,000+', '125,420', '£5.2m', '500+'];

async function shownFigures(page: import('@playwright/test').Page) {
  const texts = await page.locator('#results dd').allInnerTexts();
  // Intl separates a number and its unit with a no-break space.
  return texts.map((text) => text.replace(/\u00a0/g, ' '));
}

test('the dashboard shows its figures and the date they were counted', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const results = page.locator('#results');
  await results.scrollIntoViewIfNeeded();
  await expect(results.getByText('Figures as of 15 November 2026')).toBeVisible();
  await expect(results.locator('time[datetime="2026-11-15"]')).toBeVisible();
  expect(await shownFigures(page)).toEqual(figures);
  await expect(results.getByText('Dealer websites launched')).toBeVisible();
  await expect(results.getByRole('listitem')).toHaveCount(6);
  await expect(results.getByRole('listitem').first()).toContainText('Kyrenia Motor Centre');
  await expect(results.getByRole('listitem').first().locator('time')).toHaveText(
    '12 November 2026',
  );
});

test('the figures count up once, when the dashboard comes into view', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  // Below the fold the figures wait at zero (screen readers get the real figure meanwhile)…
  const leads = page.locator('#results dd').nth(1);
  await expect(leads.locator('[data-count-up]')).toHaveText('0');
  await expect(leads.locator('.sr-only')).toHaveText('125,420');
  await page.locator('#results dl').scrollIntoViewIfNeeded();
  // …then arrive at the published values and stay there.
  await expect.poll(() => shownFigures(page)).toEqual(figures);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('#results dl').scrollIntoViewIfNeeded();
  expect(await shownFigures(page)).toEqual(figures);
});

test('without JavaScript the real figures are in the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/tr');
  expect(await shownFigures(page)).toEqual(['1.000+', '125.420', '£5,2 Mn', '500+']);
  await context.close();
});
