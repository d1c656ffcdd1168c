import { expect, test } from './fixtures';

/**
 * On a phone the launcher steps aside while the visitor types, and is back, ready to open the
 * chat, once the form has scrolled away. (That it covers no field on any page, at 320 and
 * 390 px: phone-sweep.mobile.spec.ts.)
 */
test('the launcher comes back once the form has scrolled away, and opens the chat', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/el/contact');
  const launcher = page.getByRole('button', { name: 'Άνοιγμα συνομιλίας' });
  const name = page.getByLabel('Το όνομά σας');
  await name.click();
  await expect(launcher).toBeHidden();
  await name.blur();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(launcher).toBeVisible();
  await launcher.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
