import { devices } from '@playwright/test';
import { expect, expectNoAxeViolations, readyToUse, test } from './fixtures';
import { scrollUntilTheLauncherShows } from './support/chat-sweep';

test('on a phone the chat opens as a sheet and closes again', async ({ page }) => {
  await page.goto('/tr/payment-cancel'); // the chat is on every page: a short one
  // Text runs under the launcher's corner at the top of a phone page: it shows further down.
  await scrollUntilTheLauncherShows(page);
  const launcher = page.getByRole('button', { name: 'Sohbeti aç' });
  await readyToUse(launcher);
  await launcher.click();
  const dialog = page.getByRole('dialog', { name: 'AutoSites Cyprus ile sohbet' });
  await expect(dialog).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Sohbeti kapat' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Sohbeti kapat' }).click();
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
});

test("on a phone the preview switches to the mobile layout, and shows each car's whole name", async ({
  page,
}) => {
  await page.goto('/el');
  const preview = page.locator('#preview');
  const featured = preview.getByRole('list', { name: 'Προτεινόμενα οχήματα' });
  // Each car's whole name, on as many lines as it takes ("Mercedes-Benz A 200" was cut to
  // "Mercedes-Be…"), at this phone's width and at the narrowest.
  const namesCut = async () => {
    const names = await featured.evaluate((list) =>
      [...list.querySelectorAll('li')].map((item) => {
        const name = item.querySelector('p')!;
        return { text: name.textContent, cut: name.scrollWidth > name.clientWidth };
      }),
    );
    expect(names.length).toBeGreaterThan(1);
    return names.filter((name) => name.cut).map((name) => name.text);
  };
  const everyWidth = async () => {
    expect(await namesCut()).toEqual([]);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await namesCut()).toEqual([]);
    await page.setViewportSize(devices['Pixel 7'].viewport);
  };
  await everyWidth();

  const mobile = preview.getByRole('button', { name: 'Κινητό' });
  await readyToUse(mobile);
  await mobile.click();
  await expect(featured.getByRole('listitem')).toHaveCount(2);
  await expect(preview.getByRole('figure')).toBeInViewport();
  await everyWidth();
  // The whole home page on a phone (the page sweep checks it on a desktop screen).
  await expectNoAxeViolations(page);
});

// The page sweep runs axe at desktop size; Lighthouse, which dealers run, loads a phone. Colour
// contrast is read from what is painted, so the long home page is checked at a phone's size too
// (skipped rendering of off-screen bands once failed here only).
for (const path of ['/', '/el']) {
  test(`${path} passes axe on a phone as loaded`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}
