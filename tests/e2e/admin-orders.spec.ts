import { expect, expectNoAxeViolations, readyToUse, test } from './fixtures';
import { accounts, seededOrder } from './support/admin-accounts';
import { signInAsAdmin } from './support/admin-session';
import { uniqueEmail } from './support/leads';

test('an admin sees the orders Stripe reported, from the admin navigation', async ({ page }) => {
  await signInAsAdmin(page, accounts.admin);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  const row = page.getByRole('row', { name: new RegExp(seededOrder.stripeSessionId) });
  await expect(row).toContainText('Advance');
  await expect(row).toContainText('£2,500.00');
  await expect(row).toContainText('paid');
  await expect(row).toContainText(seededOrder.customerEmail);
  // Only reachable signed in, so out of the page sweep.
  await expectNoAxeViolations(page);
});

test('an admin finds a lead sent through the home page form in the inbox', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('home-to-inbox');
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Free quote request' });
  await readyToUse(form.getByRole('button', { name: 'Get My FREE Quote' }));
  await form.getByLabel('Your name').fill('Inbox Ioannou');
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Company or dealership').fill('Larnaca Inbox Cars');
  await form.getByRole('checkbox', { name: /I agree to the privacy policy/ }).check();
  await form.getByRole('button', { name: 'Get My FREE Quote' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Thank You' })).toBeVisible();

  const admin = await browser.newPage();
  await signInAsAdmin(admin, accounts.admin);
  await admin.getByLabel('Search name, email or company').fill(email);
  await admin.getByRole('button', { name: 'Apply' }).click();
  const row = admin.getByRole('row', { name: /Inbox Ioannou/ });
  await expect(row).toContainText('Larnaca Inbox Cars');
  await expect(row).toContainText(email);
  await admin.close();
});
