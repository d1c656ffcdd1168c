import { expect, serverRendered, test } from './fixtures';

test.use(serverRendered);

test('the portfolio shows six demo cards, three testimonials and a call link', async ({ page }) => {
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Dealer websites you can try before you buy',
  );
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Premium Motors Cyprus',
    'Mediterranean Motors',
    'Cyprus Auto Group',
    'European Motors',
    'Limassol Used Cars',
    'Cyprus Electric Vehicles',
  ]);
  await expect(page.getByRole('figure')).toHaveCount(3);
  await expect(page.getByRole('link', { name: /^Call \+90/ })).toHaveAttribute('href', /^tel:\+/);
  await expect(page.getByText('Ultimate Dealership · £5,999')).toBeVisible();

  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '')));
  expect(jsonLd.map((n) => n['@type'])).toEqual(
    expect.arrayContaining(['CollectionPage', 'ItemList', 'ProfessionalService']),
  );
});

test('each card links to its live demo', async ({ page }) => {
  await page.goto('/el/portfolio');
  await page.getByRole('link', { name: 'Δείτε το demo: Cyprus Auto Group' }).click();
  await expect(page).toHaveURL(/\/el\/portfolio\/cyprus-auto-group$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ένας όμιλος. Πέντε εκθέσεις. Όλα τα αυτοκίνητα σε ένα σημείο.',
  );
});

test('Buy Now opens the quote form in a new tab with a message about that kind of site', async ({
  page,
}) => {
  await page.goto('/portfolio');
  const buy = page.getByRole('link', { name: /^Buy Now: European Motors/ });
  await expect(buy).toHaveAttribute('target', '_blank');
  await expect(buy).toHaveAttribute('rel', 'noopener');

  const [quote] = await Promise.all([page.context().waitForEvent('page'), buy.click()]);
  await quote.waitForLoadState();
  const url = new URL(quote.url());
  expect(url.pathname).toBe('/contact');
  const message = url.searchParams.get('message') ?? '';
  expect(message).toContain('European Motors');
  expect(message).toContain('import cost calculator');
  expect(message).toContain('Advance');
  // Once the quote form is live it shows the message prefilled.
  const field = quote.getByRole('textbox', { name: /message/i });
  if ((await field.count()) > 0) await expect(field).toHaveValue(message);
});

test('Buy Now in Turkish prefills a Turkish message on the Turkish quote form', async ({
  page,
}) => {
  await page.goto('/tr/portfolio');
  const buy = page.getByRole('link', { name: /^Hemen Satın Al: Limassol Used Cars/ });
  const href = await buy.getAttribute('href');
  const url = new URL(href ?? '', 'http://localhost');
  expect(url.pathname).toBe('/tr/contact');
  expect(url.searchParams.get('message')).toContain('ikinci el galeri web sitesi');
});
