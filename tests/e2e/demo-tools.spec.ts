import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, readyToUse, test } from './fixtures';

/** The value shown next to a result label in a calculator's result list. */
const result = (page: Page, label: string | RegExp) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');

test('the import cost calculator gives duty, VAT and landed cost for a known car', async ({
  page,
}) => {
  await page.goto('/portfolio/european-motors');
  const calculator = page.locator('#import-cost');
  await readyToUse(calculator.getByLabel('Start from'));
  await calculator.getByLabel('Start from').selectOption({ label: 'My own figures' });
  await calculator.getByLabel('Car price in the country of purchase (€)').fill('30000');
  await calculator
    .getByLabel('Country of purchase', { exact: true })
    .selectOption({ label: 'Japan (outside the EU)' });
  await calculator.getByLabel('Shipping and insurance to Cyprus (€)').fill('1500');
  await calculator.getByLabel('Used').check();
  // 31,500 customs value; 10% duty 3,150; 19% VAT on 34,650 = 6,583.50.
  await expect(result(page, 'Price + shipping')).toHaveText('€31,500');
  await expect(result(page, 'Import duty (10%)')).toHaveText('€3,150');
  await expect(result(page, 'VAT (19%)')).toHaveText('€6,583.50');
  await expect(result(page, 'Total landed cost')).toHaveText('€41,233.50');

  // From Germany: no duty; a used car paid its VAT there, a new one pays Cyprus VAT.
  await calculator
    .getByLabel('Country of purchase', { exact: true })
    .selectOption({ label: 'Germany (EU)' });
  await calculator.getByLabel('Shipping and insurance to Cyprus (€)').fill('1500');
  await expect(result(page, 'Import duty (0%)')).toHaveText('€0');
  await expect(result(page, 'Total landed cost')).toHaveText('€31,500');
  await calculator.getByLabel('New (under 6 months or 6,000 km)').check();
  await expect(result(page, 'VAT (19%)')).toHaveText('€5,985');
  await expect(result(page, 'Total landed cost')).toHaveText('€37,485');
  await expectNoAxeViolations(page, '#import-cost');
});

test('choosing a car in stock fills the import calculator with its figures', async ({ page }) => {
  await page.goto('/el/portfolio/european-motors');
  const calculator = page.locator('#import-cost');
  await readyToUse(calculator.getByLabel('Ξεκινήστε από'));
  await calculator.getByLabel('Ξεκινήστε από').selectOption({ label: 'Lexus RX 450h+ (2023)' });
  await expect(calculator.getByLabel('Τιμή στη χώρα αγοράς (€)')).toHaveValue('54800');
  // 56,700 + 10% duty 5,670 + 19% VAT 11,850.30 = 74,220.30, written the Greek way.
  await expect(result(page, 'Συνολικό κόστος στην Κύπρο')).toHaveText('74.220,30 €');
});

test('the EV range calculator gives the range and cost per 100 km for a known input', async ({
  page,
}) => {
  await page.goto('/portfolio/cyprus-electric-vehicles');
  const calculator = page.locator('#ev-range');
  await readyToUse(calculator.getByLabel('Usable battery (kWh)'));
  await calculator.getByLabel('Usable battery (kWh)').fill('60');
  await calculator.getByLabel('Consumption at 90 km/h and 20 °C (kWh/100 km)').fill('15');
  await calculator.getByLabel('Outside temperature').fill('20');
  await calculator.getByLabel('Average speed').fill('90');
  // 60 kWh ÷ 15 kWh/100 km = 400 km; €4.50 against 7 l × €1.45 = €10.15.
  await expect(calculator.getByText('400 km', { exact: true })).toBeVisible();
  await expect(result(page, 'Electric, per 100 km')).toHaveText('€4.50');
  await expect(result(page, 'Petrol car, per 100 km')).toHaveText('€10.15');
  await expect(result(page, 'You save per 100 km')).toHaveText('€5.65');

  // Cold and fast: 15 × 1.25 × 1.28 = 24 kWh/100 km ⇒ 250 km.
  await calculator.getByLabel('Outside temperature').fill('0');
  await calculator.getByLabel('Average speed').fill('120');
  await expect(calculator.getByText('250 km', { exact: true })).toBeVisible();
  await expect(result(page, 'Consumption in these conditions')).toHaveText('24 kWh/100 km');
  await expectNoAxeViolations(page, '#ev-range');
});

test('the quick filters change the cars shown', async ({ page }) => {
  await page.goto('/portfolio/limassol-used-cars');
  const inventory = page.locator('#inventory');
  await readyToUse(inventory.getByRole('group', { name: 'Body type' }).getByText('SUV'));
  const cars = inventory.getByRole('article');
  await expect(cars).toHaveCount(10);
  await expect(inventory.getByRole('status')).toHaveText('Showing 10 of 10 cars');

  await inventory.getByRole('group', { name: 'Body type' }).getByText('SUV').click();
  await expect(cars).toHaveCount(2);
  await expect(cars.getByRole('heading')).toHaveText([
    'Nissan Qashqai 1.3 DIG-T',
    'Kia Sportage 1.6 CRDi',
  ]);
  await expect(inventory.getByRole('status')).toHaveText('Showing 2 of 10 cars');

  await inventory.getByRole('group', { name: 'Price' }).getByText('Under €10,000').click();
  await expect(cars).toHaveCount(0);
  await expect(inventory.getByText('No cars match these filters.')).toBeVisible();
  await expectNoAxeViolations(page, '#inventory');

  await inventory.getByRole('button', { name: 'Clear filters' }).click();
  await inventory.getByRole('group', { name: 'Fuel' }).getByText('Diesel').click();
  await inventory.getByRole('group', { name: 'Year' }).getByText('2017–2019').click();
  await expect(cars.getByRole('heading')).toHaveText([
    'Mercedes-Benz E 220 d',
    'Toyota Hilux 2.4 D-4D',
  ]);
});

test('the group inventory narrows to one showroom', async ({ page }) => {
  await page.goto('/tr/portfolio/cyprus-auto-group');
  const inventory = page.locator('#inventory');
  await readyToUse(inventory.getByRole('group', { name: 'Showroom' }).getByText('Baf'));
  await expect(inventory.getByRole('article')).toHaveCount(12);
  await inventory.getByRole('group', { name: 'Showroom' }).getByText('Baf').click();
  await expect(inventory.getByRole('article')).toHaveCount(2);
  await expect(inventory.getByRole('status')).toHaveText('12 araçtan 2 tanesi gösteriliyor');
  await expect(page.locator('#locations').getByText('2 araç stokta')).toHaveCount(3);
});

test('the virtual tour moves between stops', async ({ page }) => {
  await page.goto('/portfolio/mediterranean-motors');
  const tour = page.locator('#tour');
  await readyToUse(tour.getByRole('button', { name: 'Next stop' }));
  await expect(tour.getByRole('heading', { level: 3 })).toHaveText('Exterior');
  await tour.getByRole('button', { name: 'Next stop' }).click();
  await expect(tour.getByText('Stop 2 of 4')).toBeVisible();
  await expect(tour.getByRole('heading', { level: 3 })).toHaveText('Cockpit');
  await tour.getByRole('button', { name: '4. Brakes and wheels' }).click();
  await expect(tour.getByRole('button', { name: '4. Brakes and wheels' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(tour.getByRole('heading', { level: 3 })).toHaveText('Brakes and wheels');
  await expectNoAxeViolations(page, '#tour');
});

const forms = [
  {
    slug: 'premium-motors-cyprus',
    section: '#vip',
    fill: { 'Full name': 'Ada Test', Phone: '99123456' },
    submit: 'Request my viewing',
  },
  {
    slug: 'mediterranean-motors',
    section: '#track',
    fill: { 'Full name': 'Ada Test', 'E-mail': 'ada@example.com' },
    submit: 'Sign me up',
  },
  {
    slug: 'limassol-used-cars',
    section: '#trade-in',
    fill: {
      'Make and model': 'Ada Test Car',
      Year: '2015',
      'Your name': 'Ada Test',
      Phone: '99123456',
    },
    submit: 'Get my estimate',
  },
];

for (const form of forms) {
  test(`the ${form.slug} form sends nothing and points to the agency's quote form`, async ({
    page,
  }) => {
    await page.goto(`/portfolio/${form.slug}`);
    const section = page.locator(form.section);
    await readyToUse(section.getByRole('button', { name: form.submit }));
    await expect(
      section.getByText('This form is a demo: nothing you type is sent or stored.'),
    ).toBeVisible();
    for (const [label, value] of Object.entries(form.fill)) {
      await section.getByLabel(label, { exact: true }).fill(value);
    }
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' || request.url().includes('Ada')) sent.push(request.url());
    });
    await section.getByRole('button', { name: form.submit }).click();
    await expect(section.getByText('Nothing was sent – this is a demo')).toBeVisible();
    const quote = section.getByRole('link', { name: 'Ask AutoSites Cyprus for a quote' });
    await expect(quote).toHaveAttribute('href', /^\/contact\?message=/);
    expect(sent).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`/portfolio/${form.slug}$`));
    await expectNoAxeViolations(page, form.section);
  });
}
