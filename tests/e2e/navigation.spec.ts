import { expect, expectNoAxeViolations, readyToUse, serverRendered, test } from './fixtures';

/** The header is on every page: the dropdown tests use a short one. */
const shortPage = '/payment-cancel';

test('the Services dropdown works by keyboard', async ({ page }) => {
  await page.goto(shortPage);
  const trigger = page.getByRole('button', { name: 'Services' });
  await readyToUse(trigger);
  await trigger.focus();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('list', { name: 'Services menu' });
  await expect(menu.getByRole('link')).toHaveText([
    'All services & packages',
    'Website Development',
    'SEO & Marketing',
  ]);
  await expectNoAxeViolations(page, 'header');

  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link', { name: 'All services & packages' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link', { name: 'Website Development' })).toBeFocused();
  await expect(menu.getByRole('link', { name: 'Website Development' })).toHaveAttribute(
    'href',
    '/services/website-development',
  );

  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();
  await expect(menu).toBeHidden();

  // Tabbing away closes it too.
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('the Services dropdown opens 200 ms after hover, closes 150 ms after leaving, reopens at once within 300 ms', async ({
  page,
}) => {
  // The page's timers run on Playwright's clock, so the delays are checked exactly.
  await page.clock.install();
  await page.goto(shortPage);
  const trigger = page.getByRole('button', { name: 'Services' });
  await readyToUse(trigger);
  // Time stands still unless the test moves it, however slow the machine is.
  await page.clock.pauseAt(new Date(Date.now() + 60_000));

  await trigger.hover();
  await page.clock.runFor(150);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await page.clock.runFor(100);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');

  await page.mouse.move(5, 500);
  await page.clock.runFor(100);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.clock.runFor(100);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  // Within the 300 ms skip delay it opens without waiting.
  await trigger.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.clock.resume();
});

test.describe('as the server sends it', () => {
  test.use(serverRendered);

  test('the current page is highlighted in the header', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Contact' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
