import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './support/leads';

/**
 * Without JavaScript a lead form posts the whole page and the server sends it back with the
 * answer in it. On a phone the home page's form is thousands of pixels down: the page must open
 * at the answer, with focus on it, or the visitor sees the top of the page and nothing changed.
 */
test.use({ javaScriptEnabled: false });

async function expectLandedOn(page: Page, answer: Locator) {
  await expect(answer).toBeInViewport({ ratio: 1 });
  await expect(answer).toBeFocused();
  expect(new URL(page.url()).hash).toBe('#form-answer');
}

test('the home quote form, sent without JavaScript, opens at its answer', async ({ page }) => {
  await page.goto('/tr');
  const form = page.getByRole('form', { name: 'Ücretsiz teklif talebi' });
  await form.getByLabel('Adınız soyadınız').fill('Selin Arslan');
  await form.getByLabel('E-posta adresi').fill(uniqueEmail('home-nojs'));
  await form.getByLabel('Şirket veya galeri').fill('Girne Oto Merkezi');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'ÜCRETSİZ Teklifimi Al' }).click();

  const answer = form.getByRole('status');
  await expect(answer).toContainText('Teşekkürler');
  await expectLandedOn(page, answer.locator('..'));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
});

test('a refused contact form opens at the reason, and a corrected one at the thanks', async ({
  page,
}) => {
  await page.goto('/el/contact');
  const form = page.getByRole('form', { name: 'Ζητήστε τη δωρεάν προσφορά σας' });
  await form.getByLabel('Το όνομά σας').fill('Ν');
  await form.getByRole('button', { name: 'Αποστολή Μηνύματος' }).click();
  const refusal = form.getByRole('alert');
  await expect(refusal).toBeVisible();
  await expectLandedOn(page, refusal.locator('..'));

  await form.getByLabel('Το όνομά σας').fill('Νίκος Χαραλάμπους');
  await form.getByLabel('Διεύθυνση e-mail').fill(uniqueEmail('contact-nojs-el'));
  await form.getByLabel('Όνομα αντιπροσωπείας').fill('Λεμεσός Auto');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Αποστολή Μηνύματος' }).click();
  const thanks = form.getByRole('status');
  await expect(thanks).toBeVisible();
  await expectLandedOn(page, thanks.locator('..'));
});
