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
  await expect(main).toContainText('Last updated 28 November 2026');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Data we collect',
    'How we use it',
    'E-mails we send',
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
  // What is e-mailed and to whom; what the grader stores, and for how long.
  await expect(main).toContainText('it repeats nothing you wrote except your name');
  await expect(main).toContainText('at most three such e-mails a day to one address');
  await expect(main).toContainText('the address of the site you graded');
  await expect(main).toContainText(
    'Website grader reports (the graded address and its measurements) are deleted after 12 months',
  );
  for (const party of [
    'WhatsApp (Meta)',
    'Stripe',
    'our e-mail provider',
    'our hosting provider',
  ]) {
    await expect(main.getByRole('listitem').filter({ hasText: party })).toHaveCount(1);
  }
});

for (const [path, heading, updated, emails] of [
  [
    '/tr/privacy-policy',
    'Gizlilik Politikası',
    'Son güncelleme: 28 Kasım 2026',
    'Gönderdiğimiz e-postalar',
  ],
  [
    '/el/privacy-policy',
    'Πολιτική Απορρήτου',
    'Τελευταία ενημέρωση: 28 Νοεμβρίου 2026',
    'Τα e-mail που στέλνουμε',
  ],
] as const) {
  test(`${path} is translated`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('main')).toContainText(updated);
    await expect(page.getByRole('heading', { level: 2, name: emails })).toBeVisible();
  });
}
