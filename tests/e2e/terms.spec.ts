import { expect, serverRendered, test } from './fixtures';

test.use(serverRendered);

test('terms: dated, ten sections, the agreed facts', async ({ page }) => {
  await page.goto('/terms-of-service');
  await expect(page.getByText('Last updated 15 December 2024')).toBeVisible();
  await expect(page.locator('time[datetime="2024-12-15"]')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveCount(
    10,
  );
  await expect(page.locator('main section[aria-labelledby] > h2')).toHaveCount(10);
  const text = (await page.getByRole('main').textContent()) ?? '';
  for (const fact of [
    'pounds sterling (GBP)',
    'euro (EUR) or Turkish lira (TRY)',
    '50% deposit',
    '1.5% per month',
    '12 months',
    '99.9% uptime',
    '5–7 business days',
    '48–72 hours',
    "30 days' written notice",
    '30 days to download',
  ]) {
    expect(text, fact).toContain(fact);
  }
  await expect(page.getByRole('link', { name: 'info@autositescyprus.com' }).last()).toHaveAttribute(
    'href',
    'mailto:info@autositescyprus.com',
  );
});

test('terms in Turkish write the figures the Turkish way', async ({ page }) => {
  await page.goto('/tr/terms-of-service');
  await expect(page.getByText('Son güncelleme: 15 Aralık 2024')).toBeVisible();
  const text = (await page.getByRole('main').textContent()) ?? '';
  for (const fact of ['%50 ön ödeme', 'aylık %1,5', '%99,9 erişilebilirlik']) {
    expect(text, fact).toContain(fact);
  }
});
