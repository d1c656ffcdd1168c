import { expect, expectNoAxeViolations, readyToUse, test } from './fixtures';

test('the mobile menu opens, lists every page and closes when a link is clicked', async ({
  page,
}) => {
  await page.goto('/el/nowhere');
  await expect(page.getByRole('navigation', { name: 'Κύριο μενού' })).toBeHidden();

  const toggle = page.getByRole('button', { name: 'Άνοιγμα μενού' });
  await readyToUse(toggle);
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Κλείσιμο μενού' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const menu = page.getByRole('navigation', { name: 'Μενού κινητού' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Κατασκευή Ιστοσελίδων' })).toBeVisible();
  await expectNoAxeViolations(page);

  await menu.getByRole('link', { name: 'Αρχική' }).click();
  await expect(page).toHaveURL(/\/el$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Άνοιγμα μενού' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('Escape closes the mobile menu and returns focus to its button', async ({ page }) => {
  await page.goto('/payment-cancel'); // the menu is on every page: a short one
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await readyToUse(toggle);
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await menu.getByRole('link', { name: 'About' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});
