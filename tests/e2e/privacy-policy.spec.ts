import { expect, serverRendered, test } from './fixtures';

test.use(serverRendered);

test('the consent links to a privacy policy that says what the forms store', async ({ page }) => {
  // The consent is the same on every form (the home page's quote form checks its link too).
  await page.goto('/contact');
  await page
    .getByRole('form', { name: 'Request your free quote' })
    .getByRole('link', { name: 'privacy policy' })
    .click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  const main = page.getByRole('main');
  await expect(main).toContainText('Last updated December 15, 2024');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Data we collect',
    'How we use it',
    'Security',
    'How long we keep it',
    'Cookies',
    'Your rights under the GDPR',
    'Third parties',
    'Contact',
    'Changes to this policy',
  ]);
  await expect(main).toContainText('sets no cookies for visitors');
  await expect(main).toContainText(
    'write to info@autositescyprus.com with the subject "Erase my data"',
  );
  for (const party of ['WhatsApp (Meta)', 'Stripe', 'our hosting provider']) {
    await expect(main.getByRole('listitem').filter({ hasText: party })).toHaveCount(1);
  }
});

for (const [path, heading, updated] of [
  ['/tr/privacy-policy', 'Gizlilik Politikası', 'Son güncelleme: 15 Aralık 2024'],
  ['/el/privacy-policy', 'Πολιτική Απορρήτου', 'Τελευταία ενημέρωση: 15 Δεκεμβρίου 2024'],
] as const) {
  test(`${path} is translated`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('main')).toContainText(updated);
  });
}
