import type { Locator, Page } from '@playwright/test';
import { expect, serverRendered, test } from './fixtures';

test.use(serverRendered);

/** The cards of the section named by the heading with this id. */
function cards(page: Page, headingId: string) {
  return page.locator(`section[aria-labelledby="${headingId}"] > div > ul > li`);
}

/** The message a contact link carries to the form. */
async function messageOf(link: Locator) {
  const href = await link.getAttribute('href');
  const url = new URL(href ?? '', 'http://x');
  return { pathname: url.pathname, message: url.searchParams.get('message') };
}

test('services: four packages, Advance most popular, each asking about itself', async ({
  page,
}) => {
  await page.goto('/services');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Get FREE Quote' }).first()).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(main.getByRole('link', { name: 'View Our Work' })).toHaveAttribute(
    'href',
    '/portfolio',
  );

  const packages = cards(page, 'packages-title');
  await expect(packages).toHaveCount(4);
  await expect(packages.getByRole('heading', { level: 3 })).toHaveText([
    'Basic',
    'Advance',
    'Ultimate',
    'Ultimate Dealership',
  ]);
  await expect(packages.nth(1)).toContainText('MOST POPULAR');
  await expect(packages.nth(1)).toContainText('£2,500');
  await expect(page.getByText('MOST POPULAR')).toHaveCount(1);
  expect(
    await messageOf(packages.nth(3).getByRole('link', { name: 'Choose Ultimate Dealership' })),
  ).toEqual({
    pathname: '/contact',
    message: "I'm interested in the Ultimate Dealership package (£5,999).",
  });
});

test('services: ten priced services and three quoted ones, each Learn more naming its service', async ({
  page,
}) => {
  await page.goto('/services');
  const offers = cards(page, 'offers-title');
  await expect(offers).toHaveCount(10);
  await expect(offers.filter({ hasText: 'Car dealer websites' })).toContainText('From £999');
  await expect(offers.filter({ hasText: 'SEO & local marketing' })).toContainText(
    'From £399/month',
  );
  await expect(offers.filter({ hasText: 'Vehicle upload service' })).toContainText(
    '£15 per vehicle',
  );
  await expect(offers.filter({ hasText: 'Website maintenance' })).toContainText('£399/month');

  const learnMore = page.getByRole('link', { name: /^Learn more about / });
  await expect(learnMore).toHaveCount(13);
  const names = await learnMore.evaluateAll((links) => links.map((l) => l.textContent));
  expect(new Set(names).size).toBe(13);

  await expect(cards(page, 'additional-title').locator('h3')).toHaveText([
    'Inventory management',
    'Multi-language support',
    'Security & GDPR compliance',
  ]);
});

test('a Learn more link opens the contact form asking about its service', async ({ page }) => {
  await page.goto('/services');
  const photography = page.getByRole('link', { name: 'Learn more about Professional photography' });
  expect(await messageOf(photography)).toEqual({
    pathname: '/contact',
    message: "I'd like to know more about this service: Professional photography.",
  });
  await photography.click();
  await expect(page).toHaveURL(/\/contact\?message=/);
  expect(new URL(page.url()).searchParams.get('message')).toContain('Professional photography');
});

test('services in Turkish word prices and links the Turkish way', async ({ page }) => {
  await page.goto('/tr/services');
  const link = page.getByRole('link', { name: 'Daha fazla bilgi – Mobil uygulamalar' });
  expect(await messageOf(link)).toEqual({
    pathname: '/tr/contact',
    message: 'Bu hizmet hakkında bilgi almak istiyorum: Mobil uygulamalar.',
  });
  await expect(cards(page, 'packages-title').nth(1)).toContainText('£2.500');
});

test('website development: features, three packages, contact and ROI', async ({ page }) => {
  await page.goto('/services/website-development');
  await expect(cards(page, 'features-title')).toHaveCount(8);
  await expect(cards(page, 'packages-title').locator('h3')).toHaveText([
    'Basic',
    'Advance',
    'Ultimate',
  ]);
  await expect(page.getByText('Packages from £999')).toBeVisible();
  const main = page.getByRole('main');
  await expect(
    main.getByRole('link', { name: 'Calculate Your Potential ROI' }).first(),
  ).toHaveAttribute('href', '/roi-calculator');
  await expect(main.getByRole('link', { name: 'Get FREE Quote' }).first()).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('SEO & marketing: four services and a call to action', async ({ page }) => {
  await page.goto('/services/seo-marketing');
  await expect(cards(page, 'seo-services-title').locator('h3')).toHaveText([
    'Local SEO',
    'Google & Meta ads',
    'Social media marketing',
    'Reviews & reputation',
  ]);
  await expect(page.getByText('SEO from £399/month')).toBeVisible();
  const cta = page.getByRole('region', { name: 'Get a free marketing plan for your dealership' });
  await expect(cta.getByRole('link', { name: 'Get FREE Quote' })).toHaveAttribute(
    'href',
    '/contact',
  );
});
