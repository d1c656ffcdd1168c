import { expect, serverRendered, test } from './fixtures';

test.use(serverRendered);

test('case studies: headline stats and three full stories', async ({ page }) => {
  await page.goto('/case-studies');
  const stats = page.locator('section[aria-labelledby="results-title"] dd');
  await expect(stats).toHaveText(['350%', '£355k+', '47', '89%']);
  const studies = page.getByRole('article');
  await expect(studies).toHaveCount(3);
  for (const study of await studies.all()) {
    for (const heading of ['The challenge', 'Our solution', 'Results']) {
      await expect(study.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(study.locator('blockquote')).toHaveCount(1);
    for (const label of ['Client', 'Location', 'Industry', 'Project duration', 'More enquiries']) {
      await expect(study.getByText(label, { exact: true })).toBeVisible();
    }
  }
  await expect(studies.first()).toContainText('+420%');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Calculate Your Potential ROI' })).toHaveAttribute(
    'href',
    '/roi-calculator',
  );
  await expect(main.getByRole('link', { name: 'Get Your Free Consultation' })).toHaveAttribute(
    'href',
    '/contact',
  );
});
