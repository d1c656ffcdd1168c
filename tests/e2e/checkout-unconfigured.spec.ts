import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fakeStripePort } from '../../playwright.config';
import { expect, test } from './fixtures';

/**
 * A second production server without any Stripe settings, as a site looks before payments are
 * set up: pages work, and Buy offers the quote form instead. It runs beside the suite's server
 * (port + 91, next to the fake Stripe's), on a database of its own.
 */
const port = fakeStripePort + 1;
const origin = `http://localhost:${port}`;
let server: ChildProcess | undefined;
let dataDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await mkdtemp(path.join(tmpdir(), 'autosites-unconfigured-'));
  server = spawn('node_modules/.bin/next', ['start', '-p', String(port)], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      STRIPE_API_BASE: '',
    },
    stdio: 'ignore',
  });
  for (let waited = 0; ; waited += 500) {
    const up = await fetch(`${origin}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (waited > 90_000) throw new Error(`the unconfigured server did not start on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

test('Buy offers the quote form naming the package when payments are not configured', async ({
  page,
}) => {
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: /^Buy Now, Advance package/ }).click();
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toContainText('Online payment unavailable');
  await expect(toast).toContainText('Online payment is not available right now.');
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
  await page.getByRole('button', { name: /^Αγορά τώρα, πακέτο Basic/ }).click();
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
  const webhook = await request.post(`${origin}/api/stripe/webhook`, { data: '{}' });
  expect(webhook.status()).toBe(503);
  const success = await page.goto(`${origin}/payment-success?session_id=cs_test_abc`);
  expect(success?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your purchase!');
});
