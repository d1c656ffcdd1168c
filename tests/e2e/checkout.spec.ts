import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectToastAccessible, readyToUse, test } from './fixtures';
import { checkoutUrlPattern, creationRequest, signedWebhook } from './support/fake-stripe-client';

const packages = [
  { id: 'basic', name: 'Basic', price: '£999', pence: '99900' },
  { id: 'advance', name: 'Advance', price: '£2,500', pence: '250000' },
  { id: 'ultimate', name: 'Ultimate', price: '£3,999', pence: '399900' },
  { id: 'ultimate-dealership', name: 'Ultimate Dealership', price: '£5,999', pence: '599900' },
];

const toast = (page: Page) => page.locator('[data-sonner-toast]');

/** A package's Buy button on the home page, once it works. */
async function buyButton(page: Page, name: string) {
  const button = page.getByRole('button', {
    name: new RegExp(`^(Buy Now|Processing\\.\\.\\.), ${name} package`),
  });
  await readyToUse(button);
  return button;
}

test.describe('home packages', () => {
  test('shows the four packages in two columns, Advance marked MOST POPULAR', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#packages');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      'Website packages for every dealership',
    );
    const cards = section.getByRole('listitem').filter({ has: page.getByRole('heading') });
    await expect(cards).toHaveCount(4);
    for (const [index, pkg] of packages.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(pkg.name);
      await expect(card).toContainText(pkg.price);
    }
    await expect(cards.nth(1)).toContainText('MOST POPULAR');
    await expect(section.getByText('MOST POPULAR')).toHaveCount(1);
    // Two columns on a large screen: cards 1 and 2 share a row, card 3 starts the next.
    const box = async (i: number) => (await cards.nth(i).boundingBox())!;
    const [first, second, third] = [await box(0), await box(1), await box(2)];
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x);
    expect(third.y).toBeGreaterThan(first.y + first.height - 1);
    await expect(
      section.getByRole('link', { name: 'View All Services & Packages' }),
    ).toHaveAttribute('href', '/services');
  });

  for (const pkg of packages) {
    test(`Buy ${pkg.name} opens the fake Stripe checkout in a new tab at ${pkg.price}`, async ({
      page,
      request,
    }) => {
      await page.goto('/');
      // Hold the request until the processing state has been seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/checkout', async (route) => {
        await held;
        await route.continue();
      });
      const button = await buyButton(page, pkg.name);
      const popup = page.waitForEvent('popup');
      await button.click();
      await expect(button).toHaveText(/^Processing\.\.\./);
      await expect(button).toBeDisabled();
      await expect(toast(page)).toContainText('Processing...');
      if (pkg.id === 'basic') {
        // The same states for every package: checked once.
        await expectNoAxeViolations(page, '#packages');
        await expectToastAccessible(page);
      }
      release();

      const tab = await popup;
      await expect(tab).toHaveURL(checkoutUrlPattern);
      await expect(toast(page)).toContainText('Success');
      await expect(toast(page)).toContainText('Opening secure payment in new tab');
      if (pkg.id === 'basic') await expectToastAccessible(page);
      await expect(button).toHaveText(/^Buy Now/);
      await expect(button).toBeEnabled();

      const sessionId = checkoutUrlPattern.exec(tab.url())![1]!;
      const sent = await creationRequest(request, sessionId);
      expect(sent.idempotencyKey).toMatch(new RegExp(`^checkout:${pkg.id}:en:[0-9a-f-]{36}$`));
      expect(sent.body).toMatchObject({
        mode: 'payment',
        line_items: {
          0: { quantity: '1', price_data: { currency: 'gbp', unit_amount: pkg.pence } },
        },
        metadata: { packageId: pkg.id, locale: 'en' },
        success_url: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://localhost:3000/payment-cancel',
      });
      await tab.close();
    });
  }

  test('goes to the checkout in this tab when a pop-up blocker refuses the new one', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/tr');
    const button = page.getByRole('button', { name: /^Hemen Satın Al, Advance paketi/ });
    await readyToUse(button);
    await button.click();
    await expect(page).toHaveURL(checkoutUrlPattern);
  });

  const failures = [
    {
      what: 'an error from the service',
      status: 502,
      body: { error: 'Card network down' },
      message: 'Card network down',
    },
    {
      what: 'an error without a reason',
      status: 500,
      body: {},
      message: 'Failed to create checkout session',
    },
    {
      what: 'an empty answer',
      status: 200,
      body: null,
      message: 'No response from checkout service',
    },
    {
      what: 'no checkout URL',
      status: 200,
      body: {},
      message: 'No checkout URL received from service',
    },
    {
      what: 'a network failure',
      status: 0,
      body: null,
      message: 'Failed to start checkout process. Please try again.',
    },
  ];
  for (const [index, failure] of failures.entries()) {
    test(`shows a Payment Error toast on ${failure.what} and returns to idle`, async ({ page }) => {
      await page.route('**/api/checkout', (route) =>
        failure.status === 0
          ? route.abort('connectionrefused')
          : route.fulfill({
              status: failure.status,
              contentType: 'application/json',
              body: failure.body === null ? '' : JSON.stringify(failure.body),
            }),
      );
      await page.goto('/');
      const button = await buyButton(page, 'Basic');
      await button.click();
      await expect(toast(page)).toContainText('Payment Error');
      await expect(toast(page)).toContainText(failure.message);
      if (index === 0) await expectToastAccessible(page);
      await expect(button).toHaveText(/^Buy Now/);
      await expect(button).toBeEnabled();
    });
  }
});

test.describe('checkout API', () => {
  test('charges the catalogue price whatever price the browser sends', async ({ request }) => {
    const response = await request.post('/api/checkout', {
      data: { packageId: 'advance', locale: 'el', price: 1, unit_amount: 1, currency: 'usd' },
    });
    expect(response.status()).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const sent = await creationRequest(request, checkoutUrlPattern.exec(url)![1]!);
    expect(sent.body).toMatchObject({
      locale: 'el',
      line_items: { 0: { price_data: { currency: 'gbp', unit_amount: '250000' } } },
      success_url: 'http://localhost:3000/el/payment-success?session_id={CHECKOUT_SESSION_ID}',
    });
  });

  test('refuses an unknown package with 400 and a clear message', async ({ request }) => {
    const response = await request.post('/api/checkout', {
      data: { packageId: 'everything-free', locale: 'en' },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      code: 'unknown_package',
      error: 'This package does not exist. Please choose one of our packages.',
    });
  });

  test('the webhook records a signed event once and refuses a forged one', async ({ request }) => {
    const session = {
      id: `cs_test_e2e${Date.now()}`,
      object: 'checkout.session',
      amount_total: 399_900,
      currency: 'gbp',
      status: 'complete',
      payment_status: 'paid',
      metadata: { packageId: 'ultimate', locale: 'en' },
      customer_details: { email: 'owner@example.com', name: 'Owner' },
      payment_intent: 'pi_e2e',
      livemode: false,
    };
    const delivery = signedWebhook('checkout.session.completed', session);
    const first = await request.post('/api/stripe/webhook', delivery);
    expect(first.status()).toBe(200);
    const again = await request.post('/api/stripe/webhook', delivery);
    const [a, b] = [await first.json(), await again.json()];
    expect(b.orderId).toBe(a.orderId);
    expect(a).toMatchObject({ received: true, status: 'paid' });

    const forged = signedWebhook('checkout.session.completed', session, 'whsec_forged');
    expect((await request.post('/api/stripe/webhook', forged)).status()).toBe(400);
  });
});
