import { expect, expectToastAccessible, readyToUse, test } from './fixtures';
import { serverUrl } from './support/servers';

/**
 * A site before payments are set up (the suite's strict server has no Stripe settings): pages
 * work, and Buy offers the quote form instead.
 */
const origin = serverUrl('strict');

test('Buy offers the quote form naming the package when payments are not configured', async ({
  page,
}) => {
  await page.goto(`${origin}/`);
  const buy = page.getByRole('button', { name: /^Buy Now, Advance package/ });
  await readyToUse(buy);
  await buy.click();
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toContainText('Online payment unavailable');
  await expect(toast).toContainText('Online payment is not available right now.');
  await expectToastAccessible(page);
  const quote = page.getByRole('link', { name: 'Request a quote for Advance' });
  await expect(quote).toBeFocused();
  const href = new URL((await quote.getAttribute('href'))!, origin);
  expect(href.pathname).toBe('/contact');
  expect(href.searchParams.get('message')).toBe(
    'Hello, I would like to buy the Advance package (£2,500). Please send me a quote and a payment link.',
  );
  await expect(page.getByRole('button', { name: /^Buy Now, Advance package/ })).toBeEnabled();
});

test('in Greek the quote form is the Greek one', async ({ page }) => {
  await page.goto(`${origin}/el`);
  const buy = page.getByRole('button', { name: /^Αγορά τώρα, πακέτο Basic/ });
  await readyToUse(buy);
  await buy.click();
  const quote = page.getByRole('link', { name: 'Ζητήστε προσφορά για το Basic' });
  await expect(quote).toBeVisible();
  expect(new URL((await quote.getAttribute('href'))!, origin).pathname).toBe('/el/contact');
});

test('the API answers 503 in the visitor language; the pages and webhook do not crash', async ({
  request,
  page,
}) => {
  const response = await request.post(`${origin}/api/checkout`, {
    data: { packageId: 'basic', locale: 'tr' },
  });
  expect(response.status()).toBe(503);
  expect(await response.json()).toEqual({
    code: 'payments_unavailable',
    error: expect.stringContaining('Şu anda çevrimiçi ödeme yapılamıyor'),
  });
  const webhook = await request.post(`${origin}/api/stripe/webhook`, {
    headers: { 'content-type': 'application/json' }, // as Stripe sends it (another type is a 415)
    data: '{}',
  });
  expect(webhook.status()).toBe(503);
  const success = await page.goto(`${origin}/payment-success?session_id=cs_test_abc`);
  expect(success?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your purchase!');
});
