import { expect, test } from './fixtures';

// The home page is long and axe checks it after every visit: allow for a busy machine.
test.beforeEach(() => test.slow());

test('on a phone the chat opens as a sheet and closes again', async ({ page }) => {
  await page.goto('/tr');
  const launcher = page.getByRole('button', { name: 'Sohbeti aç' });
  await launcher.click();
  const dialog = page.getByRole('dialog', { name: 'AutoSites Cyprus ile sohbet' });
  await expect(dialog).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Sohbeti kapat' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Sohbeti kapat' }).click();
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
});

test('on a phone the preview switches to the mobile layout', async ({ page }) => {
  await page.goto('/el');
  const preview = page.locator('#preview');
  await preview.getByRole('button', { name: 'Κινητό' }).click();
  await expect(
    preview.getByRole('list', { name: 'Προτεινόμενα οχήματα' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect(preview.getByRole('figure')).toBeInViewport();
});
