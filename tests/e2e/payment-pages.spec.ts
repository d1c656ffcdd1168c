import { expect, expectNoAxeViolations, serverRendered, test } from './fixtures';
import { checkoutUrlPattern, paySession } from './support/fake-stripe-client';

test.use(serverRendered);

const steps = ['Confirmation e-mail', 'Project setup', 'Discovery call', 'Development'];

test.describe('payment success', () => {
  // With JavaScript: axe never finishes on this page when scripts are off.
  test.use({ javaScriptEnabled: true });
  test('with a real, paid session it names the package and the receipt address', async ({
    page,
    request,
  }) => {
    const created = await request.post('/api/checkout', {
      data: { packageId: 'advance', locale: 'en' },
    });
    const sessionId = checkoutUrlPattern.exec((await created.json()).url)![1]!;
    await paySession(request, sessionId, { email: 'owner@girnemotors.example', name: 'Ayşe' });

    const response = await page.goto(`/payment-success?session_id=${sessionId}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you for your purchase!',
    );
    await expect(page.getByTestId('purchased-package')).toHaveText(
      'You bought the Advance package (£2,500).',
    );
    await expect(
      page.getByText('Your receipt is on its way to owner@girnemotors.example.'),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // Only a paid session shows the purchase (the page sweep sees the plain thank-you).
    await expectNoAxeViolations(page, 'main');
  });

  for (const query of ['', '?session_id=cs_test_bogus', '?session_id=<script>']) {
    test(`without a valid session (${query || 'no id'}) it is the plain thank-you`, async ({
      page,
    }) => {
      const response = await page.goto(`/payment-success${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Thank you for your purchase!',
      );
      await expect(page.getByTestId('purchased-package')).toHaveCount(0);
      const nextSteps = page.getByRole('region', { name: 'What happens next' });
      await expect(nextSteps.getByRole('heading', { level: 3 })).toHaveText(steps);
      await expect(nextSteps).toContainText('Within 24 hours');
      await expect(nextSteps).toContainText('In 2–3 days');
      await expect(nextSteps).toContainText('Within 1 week');
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    });
  }

  test('speaks Turkish at /tr/payment-success', async ({ page }) => {
    await page.goto('/tr/payment-success');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Satın aldığınız için teşekkürler!',
    );
  });
});

test.describe('payment cancel', () => {
  test('says nothing was charged and offers WhatsApp support and the way home', async ({
    page,
  }) => {
    await page.goto('/payment-cancel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment cancelled');
    await expect(
      page.getByText('No worries! Your payment was cancelled and no charges were made.'),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const support = page.getByRole('link', { name: /^Contact Support/ });
    await expect(support).toHaveAttribute('target', '_blank');
    const href = new URL((await support.getAttribute('href'))!);
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toContain('problem completing my payment');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'View packages again' })).toHaveAttribute(
      'href',
      '/#packages',
    );
  });

  test('speaks Greek at /el/payment-cancel', async ({ page }) => {
    await page.goto('/el/payment-cancel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Η πληρωμή ακυρώθηκε');
    const support = page.getByRole('link', { name: /^Επικοινωνία με την υποστήριξη/ });
    expect(new URL((await support.getAttribute('href'))!).searchParams.get('text')).toContain(
      'πληρωμή',
    );
  });
});
