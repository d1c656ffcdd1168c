import { expect, serverRendered, test } from './fixtures';

test.use(serverRendered);

test('case studies: headline figures and three full stories, each with its picture', async ({
  page,
}) => {
  await page.goto('/case-studies');
  const stats = page.locator('section[aria-labelledby="results-title"] dd');
  await expect(stats).toHaveText(['350%', '£355,000', '47', '89%']);
  const studies = page.getByRole('article');
  await expect(studies).toHaveCount(3);
  for (const study of await studies.all()) {
    for (const heading of ['The challenge', 'Our solution', 'Results']) {
      await expect(study.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(study.locator('blockquote')).toHaveCount(1);
    // A picture that keeps its space before it loads (no layout shift) and loads late.
    const picture = study.getByRole('img');
    await expect(picture).toHaveAttribute('alt', /^Illustration: /);
    await expect(picture).toHaveAttribute('width', '640');
    await expect(picture).toHaveAttribute('height', '400');
    await expect(picture).toHaveAttribute('loading', 'lazy');
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
    '/book',
  );
});
