import { expect, expectNoAxeViolations, expectToastAccessible, test } from './fixtures';
import { accounts, password, seededLeads } from './support/admin-accounts';
import { signIn, signInAsAdmin } from './support/admin-session';

test.describe('admin login', () => {
  test('an admin signs in and sees the lead sent through the home form', async ({ page }) => {
    await signInAsAdmin(page, accounts.admin);
    const row = page.getByRole('row', { name: new RegExp(seededLeads.homeForm.name) });
    await expect(row).toContainText(seededLeads.homeForm.email);
    await expect(row).toContainText(seededLeads.homeForm.company);
    await expect(row).toContainText('Home page form');
    await expect(row).toContainText('Lead capture form submission');
    // Newest first: the home-form lead is the most recent one.
    await expect(page.getByRole('row').nth(1)).toContainText(seededLeads.homeForm.name);
  });

  test('comes back to the page that was asked for, filters included', async ({ page }) => {
    await page.goto('/admin/submissions?status=new&spam=only');
    await expect(page).toHaveURL(/callbackUrl=%2Fadmin%2Fsubmissions%3Fstatus%3Dnew%26spam%3Donly/);
    await signIn(page, accounts.admin);
    await expect(page).toHaveURL(/\/admin\/submissions\?status=new&spam=only$/);
    await expect(page.getByLabel('Suspected spam')).toHaveValue('only');
  });

  test('a wrong password shows a clear error and no session', async ({ page }) => {
    // Counts toward this machine's limit of failed sign-ins per IP (10 in 15 minutes): this
    // suite makes 7 of them in all.
    await page.goto('/admin/login');
    await signIn(page, accounts.admin, 'not the right password');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Invalid email or password.',
    );
    await expect(page.getByLabel('Password')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.goto('/admin/submissions');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('the 5th wrong password locks the account, even for the right password', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    const alert = page.getByRole('main').getByRole('alert');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await signIn(page, `  ${accounts.locked.toUpperCase()} `, `wrong password ${attempt}`);
      await expect(alert).toHaveText('Invalid email or password.');
    }
    await signIn(page, accounts.locked, 'wrong password 5');
    await expect(alert).toHaveText('Too many failed attempts. Please try again in 15 minutes.');
    await expect(
      page.getByText('Account temporarily locked due to multiple failed attempts.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account Locked' })).toBeDisabled();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expectNoAxeViolations(page);

    // A fresh form (the lock is on the server, not in this page): the right password is refused.
    await page.goto('/admin/login');
    await signIn(page, accounts.locked, password);
    await expect(alert).toHaveText('Too many failed attempts. Please try again in 15 minutes.');
    await expect(page.getByRole('button', { name: 'Account Locked' })).toBeDisabled();
    await page.goto('/admin/submissions');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('a user without the admin role is signed out with "Access denied"', async ({ page }) => {
    await page.goto('/admin/submissions');
    await signIn(page, accounts.user);
    await expect(page).toHaveURL(/\/admin\/login\?error=access-denied$/);
    await expect(
      page.getByRole('main').getByText('Access denied. Admin privileges required.'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Access Denied',
    );
    await expectToastAccessible(page);
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).not.toContain('__Secure-next-auth.session-token');
    await page.goto('/admin/submissions');
    await expect(page).toHaveURL(/\/admin\/login\?callbackUrl=/);
  });

  test('sign-out returns to the login form and ends the session', async ({ page }) => {
    await signInAsAdmin(page, accounts.admin);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?signed-out=1$/);
    await expect(page.getByText('You have signed out.')).toBeVisible();
    await page.goto('/admin/submissions');
    await expect(page).toHaveURL(/\/admin\/login\?callbackUrl=/);
  });

  test('an admin created with `npm run admin` can sign in', async ({ page }) => {
    await signInAsAdmin(page, accounts.cli);
    await expect(page.getByText(`Signed in as ${accounts.cli}`)).toBeVisible();
  });

  test('the admin area is English and never indexed', async ({ page }) => {
    const response = await page.goto('/admin/login');
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
