import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectToastAccessible, readyToUse, test } from './fixtures';
import { uniqueEmail } from './support/leads';
import { serverUrl } from './support/servers';

async function fillHomeForm(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Free quote request' });
  await readyToUse(form.getByRole('checkbox'));
  await form.getByLabel('Your name').fill('Nikos Ioannou');
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Company or dealership').fill('Famagusta Motors');
  await form.getByLabel('Message (optional)').fill('Please call after 5 pm.');
  await form.getByRole('checkbox').check();
  return form;
}

async function expectValuesKept(form: Locator, email: string) {
  await expect(form.getByLabel('Your name')).toHaveValue('Nikos Ioannou');
  await expect(form.getByLabel('E-mail address')).toHaveValue(email);
  await expect(form.getByLabel('Company or dealership')).toHaveValue('Famagusta Motors');
  await expect(form.getByLabel('Message (optional)')).toHaveValue('Please call after 5 pm.');
  await expect(form.getByRole('checkbox')).toBeChecked();
}

test.describe('with the database unavailable', () => {
  test('pages still work; a submission says so honestly and keeps what was typed', async ({
    page,
  }) => {
    const response = await page.goto(`${serverUrl('broken')}/`);
    expect(response?.status()).toBe(200);
    const email = uniqueEmail('broken');
    const form = await fillHomeForm(page, email);
    await form.getByRole('button', { name: 'Get My FREE Quote' }).click();

    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Your request was not sent');
    await expect(alert.getByRole('link', { name: 'Call +90 548 850 1000' })).toHaveAttribute(
      'href',
      'tel:+905488501000',
    );
    await expect(alert.getByRole('link', { name: 'Message us on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/905488501000\?text=/,
    );
    await expect(page.locator('[data-sonner-toast]')).toContainText('Your request was not sent');
    await expectToastAccessible(page);
    await expect(page.getByText('Thank You')).toHaveCount(0);
    await expectValuesKept(form, email);
    // A button on the page still works: the visitor can try again.
    await expect(form.getByRole('button', { name: 'Get My FREE Quote' })).toBeEnabled();
    await expectNoAxeViolations(page, '#quote');
  });
});

test('a page that cannot load its data shows the error page in the visitor’s language', async ({
  page,
}) => {
  // A saved grader report is read from the database, which this server cannot reach.
  const response = await page.goto(
    `${serverUrl('broken')}/tr/website-grader/report/6f1c1c9e-1d2b-4c3a-9e8f-0123456789ab`,
  );
  expect(response?.status()).toBe(500);
  await expect(page).toHaveTitle('Beklenmeyen Uygulama Hatası!');
  const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(alert.getByRole('heading')).toHaveText('Beklenmeyen Uygulama Hatası!');
  await expect(alert).toContainText('Bizim tarafımızda bir sorun oluştu. Lütfen tekrar deneyin.');
  await expect(alert).toContainText(/Referans: \w+/); // the digest to quote to support
  await expect(alert).not.toContainText('{digest}');
  await expect(alert.getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/tr');
  await expectNoAxeViolations(page);
});

test.describe('the per-IP rate limit (2 per week on this server)', () => {
  test('refuses the third submission with its message, whatever X-Forwarded-For says', async ({
    page,
  }) => {
    await page.goto(`${serverUrl('strict')}/`);
    for (const attempt of [1, 2]) {
      // Each submission claims another client address; only the socket's counts.
      await page.setExtraHTTPHeaders({
        'x-forwarded-for': `203.0.113.${attempt}`,
        'x-autosites-socket-address': `198.51.100.${attempt}`,
      });
      const form = await fillHomeForm(page, uniqueEmail(`limit-${attempt}`));
      await form.getByRole('button', { name: 'Get My FREE Quote' }).click();
      await expect(form.getByRole('status')).toContainText('Thank You');
    }
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.99, 192.0.2.7' });
    const email = uniqueEmail('limit-3');
    const form = await fillHomeForm(page, email);
    await form.getByRole('button', { name: 'Get My FREE Quote' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Too many requests');
    await expect(alert).toContainText(
      /You have sent several requests in the last few minutes\. Please try again in [\d,]+ minutes?/,
    );
    await expectValuesKept(form, email);
    await expectNoAxeViolations(page, '#quote');
  });
});
