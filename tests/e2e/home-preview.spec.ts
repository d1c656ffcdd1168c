import { expect, expectNoAxeViolations, readyToUse, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await readyToUse(page.locator('#preview').getByLabel('Dealership name'));
});

test('the mock site follows the settings as they are typed', async ({ page }) => {
  const preview = page.locator('#preview');
  const mock = preview.getByRole('figure', { name: 'Live preview of your dealership website' });
  await preview.getByLabel('Dealership name').fill('Girne Auto Centre');
  await expect(mock.getByTestId('mock-dealer-name')).toHaveText('Girne Auto Centre');
  await preview.getByLabel('Tagline').fill('Cars you can trust');
  await expect(mock).toContainText('Cars you can trust');

  await preview.getByRole('tab', { name: 'Contact' }).click();
  await preview.getByLabel('Phone').fill('+90 533 111 2233');
  await expect(mock).toContainText('+90 533 111 2233');
  await expectNoAxeViolations(page, '#preview');
});

test('the design tab takes presets, the picker and only valid hex codes', async ({ page }) => {
  const preview = page.locator('#preview');
  const tabs = preview.getByRole('tablist');
  await tabs.getByRole('tab', { name: 'Basics' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Design' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Design' })).toBeFocused();

  const mock = preview.getByRole('figure');
  const dealerColour = () =>
    mock.locator(':scope > div').evaluate((el) => el.style.getPropertyValue('--dealer'));
  await preview.getByRole('radio', { name: 'Red' }).check();
  expect(await dealerColour()).toBe('#b91c1c');
  const hex = preview.getByLabel('Hex colour code');
  await expect(hex).toHaveValue('#B91C1C');

  await hex.fill('#12zz');
  await expect(hex).toHaveValue('#12');
  await expect(hex).toHaveAttribute('aria-invalid', 'true');
  await expect(preview.getByText('Enter a valid hex colour, like #1D4ED8')).toBeVisible();
  expect(await dealerColour()).toBe('#b91c1c');
  await expectNoAxeViolations(page, '#preview');

  await hex.fill('#FFD700');
  await expect(hex).toHaveAttribute('aria-invalid', 'false');
  expect(await dealerColour()).toBe('#ffd700');
  // Light colours get dark text, so the mock stays readable (axe checks the contrast).
  expect(
    await mock.locator(':scope > div').evaluate((el) => el.style.getPropertyValue('--dealer-ink')),
  ).toBe('#000000');
  await expect(preview.getByLabel('Colour picker')).toHaveValue('#ffd700');
  await expectNoAxeViolations(page, '#preview');
});

test('the device toggle changes the number of featured vehicles', async ({ page }) => {
  const preview = page.locator('#preview');
  const vehicles = preview.getByRole('list', { name: 'Featured vehicles' }).getByRole('listitem');
  await expect(vehicles).toHaveCount(4);
  await preview.getByRole('button', { name: 'Mobile' }).click();
  await expect(preview.getByRole('button', { name: 'Mobile' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(vehicles).toHaveCount(2);
  await preview.getByRole('button', { name: 'Tablet' }).click();
  await expect(vehicles).toHaveCount(4);
  await preview.getByRole('button', { name: 'Desktop' }).click();
  await expect(vehicles).toHaveCount(4);
});

test('the slideshow can be paused, and reduced motion starts it paused', async ({ page }) => {
  const preview = page.locator('#preview');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(preview.getByRole('button', { name: 'Play animation' })).toBeVisible();
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await preview.getByRole('button', { name: 'Pause animation' }).click();
  await expect(preview.getByRole('button', { name: 'Play animation' })).toBeVisible();
  await expectNoAxeViolations(page, '#preview');
});

test('Build My Website Now carries the settings into the quote form', async ({ page }) => {
  const preview = page.locator('#preview');
  await preview.getByLabel('Dealership name').fill('Girne Auto Centre');
  await preview.getByRole('tab', { name: 'Design' }).click();
  await preview.getByRole('radio', { name: 'Green' }).check();
  await preview.getByRole('tab', { name: 'Contact' }).click();
  await preview.getByLabel('E-mail').fill('hello@girneauto.com');

  const build = preview.getByRole('link', { name: 'Build My Website Now' });
  const href = await build.getAttribute('href');
  const url = new URL(href ?? '', 'http://localhost');
  expect(url.pathname).toBe('/contact');
  const message = url.searchParams.get('message') ?? '';
  expect(message.split('\n')).toEqual([
    'Hello! I designed this website in your interactive preview and would like it built:',
    'Dealership: Girne Auto Centre',
    'Tagline: Quality cars, honest prices',
    'Brand colour: #047857',
    'Phone: +357 22 123 456',
    'Address: 12 Harbour Road, Kyrenia',
    'E-mail: hello@girneauto.com',
  ]);
  await build.click();
  await expect(page).toHaveURL(/\/contact\?message=/);
  expect(new URL(page.url()).searchParams.get('message')).toBe(message);
  // The quote form holds the whole message, ready to send.
  await expect(
    page.getByRole('form', { name: 'Request your free quote' }).getByLabel('Message (optional)'),
  ).toHaveValue(message);
});
