import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectToastAccessible, readyToUse, test } from './fixtures';
import { browserSiteUrl, poorSiteUrl, slowSiteUrl } from './support/fixture-sites';

/** The home page's competitor analysis, once it works. */
async function analysisSection(page: Page) {
  const section = page.locator('#competitor-analysis');
  await readyToUse(section.getByRole('button', { name: 'Analyse Website' }));
  return section;
}

test('asks for a URL before analysing', async ({ page }) => {
  await page.goto('/');
  const section = await analysisSection(page);
  await expect(
    section.getByRole('heading', { name: 'Live Competitor Website Analysis' }),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Analyse Website' }).click();
  const toast = page.getByRole('region', { name: /Notifications/ });
  await expect(toast.getByText('URL Required')).toBeVisible();
  await expect(toast.getByText('Please enter a competitor website URL')).toBeVisible();
  await expectToastAccessible(page);
});

test('an address typed before the page’s scripts have loaded is kept and analysed', async ({
  page,
}) => {
  // The scripts load after the first paint: on a slow phone the visitor may type first. They
  // are held here until the address is in the server-rendered field.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  const navigation = page.goto('/');
  const field = page.locator('#competitor-analysis').getByLabel('Competitor website address');
  await field.fill(poorSiteUrl);
  release();
  await navigation;
  const section = await analysisSection(page);
  await expect(field).toHaveValue(poorSiteUrl);
  await section.getByRole('button', { name: 'Analyse Website' }).click();
  await expect(section.getByRole('article', { name: '127.0.0.1' }).first()).toBeVisible({
    timeout: 40_000,
  });
  await expect(page.getByText('URL Required')).toHaveCount(0);
});

test('steps the progress bar while the server works, then shows the measured result', async ({
  page,
}) => {
  // The bar steps every 800 ms of the page's clock, which stands still unless the test moves
  // it; the analysis request waits until the steps have been seen.
  await page.clock.install();
  await page.goto('/');
  const section = await analysisSection(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*', async (route) => {
    if (route.request().headers()['next-action']) await held;
    await route.continue();
  });
  await section.getByLabel('Competitor website address').fill(slowSiteUrl);
  await section.getByRole('button', { name: 'Analyse Website' }).click();

  const progress = section.getByRole('progressbar', { name: 'Analysis progress' });
  await expect(section.getByRole('button', { name: 'Analysing...' })).toBeDisabled();
  await expect(progress).toHaveAttribute('aria-valuenow', '15');
  await page.clock.runFor(800);
  await expect(progress).toHaveAttribute('aria-valuenow', '30');
  await page.clock.runFor(800);
  await expect(progress).toHaveAttribute('aria-valuenow', '45');
  release();
  await page.clock.resume();
  // The server fetches the slow site (4 s) and measures it.
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 40_000 });

  const result = section.getByRole('article', { name: '127.0.0.1' });
  // Speed 30 (over 3 s), mobile 16, security 20 (no SSL), SEO 33 (2 of its 15 checks pass, more
  // in part), UX 10 ⇒ 22.
  await expect(result.getByText('22', { exact: true })).toHaveClass(/text-red-700/);
  const scores = result
    .getByRole('listitem')
    .filter({ hasText: /Speed|Mobile|Security|SEO|User experience/ });
  await expect(scores).toHaveCount(5);
  await expect(scores.filter({ hasText: 'Security' })).toContainText('Poor');
  await expect(scores.filter({ hasText: 'Security' })).toContainText('No HTTPS');
  await expect(result.getByRole('heading', { name: 'Opportunities' })).toBeVisible();
  await expect(result.locator('ol > li')).toHaveCount(8);
  // Gap 78: 78% of 150 leads and of £62,500; over 60 ⇒ 3-6 months.
  await expect(result.getByText('+117')).toBeVisible();
  await expect(result.getByText('£48,750')).toBeVisible();
  await expect(result.getByText('3-6 months')).toBeVisible();
  await expect(result.getByText('Mobile-friendly').locator('..')).toContainText('No');
  await expectNoAxeViolations(page, '#competitor-analysis');
  await result.getByRole('link', { name: /See the full report with all 46 checks/ }).click();
  await expect(page).toHaveURL(/\/website-grader\/report\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Overall score' })).toContainText('22');
});

test('a refused address fails with the reason, never with invented values', async ({ page }) => {
  await page.goto('/');
  const section = await analysisSection(page);
  await section.getByLabel('Competitor website address').fill('http://192.168.1.1/');
  await section.getByRole('button', { name: 'Analyse Website' }).click();
  const toast = page.getByRole('region', { name: /Notifications/ });
  await expect(toast.getByText('Analysis Failed')).toBeVisible();
  // The reason alone: no generic "check the URL" before a specific one.
  await expect(
    toast.getByText(
      'That address leads into a private or local network, where we never go. We only analyse public websites.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(section.getByRole('article')).toHaveCount(0);
});

test('measures the competitor and the visitor’s own site on a phone, side by side', async ({
  page,
}) => {
  // The browser measures one page at a time; others may be queued before these.
  test.setTimeout(300_000);
  await page.goto('/');
  const section = await analysisSection(page);
  await section.getByLabel('Competitor website address').fill(browserSiteUrl('heavy'));
  await section
    .getByLabel('Your website (optional, to compare side by side)')
    .fill(browserSiteUrl('light'));
  await section.getByRole('button', { name: 'Analyse Website' }).click();

  const comparison = section.getByRole('region', { name: 'Measured on a phone' });
  const yours = comparison.getByRole('article', { name: 'Your website: light.dealer.test' });
  const theirs = comparison.getByRole('article', { name: 'Competitor: heavy.dealer.test' });
  // Each shows its progress until its measurement is in, then its figures and phone screen.
  for (const site of [yours, theirs]) {
    await expect(site.getByText('Speed on a phone')).toBeVisible({ timeout: 200_000 });
    await expect(site.getByRole('img', { name: /on a phone$/ })).toBeVisible();
    for (const metric of ['Main content shown (LCP)', 'Layout shift (CLS)', 'Blocking time (TBT)'])
      await expect(site.getByText(metric)).toBeVisible();
  }
  const score = async (site: typeof yours) =>
    Number(await site.locator('dd.tabular').first().textContent());
  expect((await score(yours)) - (await score(theirs))).toBeGreaterThanOrEqual(40);
  await expect(
    theirs.locator('div').filter({ hasText: 'Main content shown (LCP)' }).last(),
  ).toContainText('Poor');
  await expectNoAxeViolations(page, '#competitor-analysis');
});
