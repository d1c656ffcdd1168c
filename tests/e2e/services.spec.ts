import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

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

test('services: ten priced services, each Learn more naming its service', async ({ page }) => {
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

  const photography = page.getByRole('link', { name: 'Learn more about Professional photography' });
  expect(await messageOf(photography)).toEqual({
    pathname: '/contact',
    message: "I'd like to know more about this service: Professional photography.",
  });
  await photography.click();
  await expect(page).toHaveURL(/\/contact\?message=/);
  expect(new URL(page.url()).searchParams.get('message')).toContain('Professional photography');

  await page.goto('/services');
  await expect(cards(page, 'additional-title').locator('h3')).toHaveText([
    'Inventory management',
    'Multi-language support',
    'Security & GDPR compliance',
  ]);
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

test('case studies: headline stats and three full stories', async ({ page }) => {
  await page.goto('/case-studies');
  const stats = page.locator('section[aria-labelledby="results-title"] dd');
  await expect(stats).toHaveText(['350%', '£355k+', '47', '89%']);
  const studies = page.getByRole('article');
  await expect(studies).toHaveCount(3);
  for (const study of await studies.all()) {
    for (const heading of ['The challenge', 'Our solution', 'Results']) {
      await expect(study.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(study.locator('blockquote')).toHaveCount(1);
    for (const label of ['Client', 'Location', 'Industry', 'Project duration', 'More enquiries']) {
      await expect(study.getByText(label, { exact: true })).toBeVisible();
    }
  }
  await expect(studies.first()).toContainText('+420%');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Calculate Your Potential ROI' })).toHaveAttribute(
    'href',
    '/roi-calculator',
  );
  await expect(main.getByRole('link', { name: 'Get Your Free Consultation' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('terms: dated, ten sections, the agreed facts', async ({ page }) => {
  await page.goto('/terms-of-service');
  await expect(page.getByText('Last updated 15 December 2024')).toBeVisible();
  await expect(page.locator('time[datetime="2024-12-15"]')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveCount(
    10,
  );
  await expect(page.locator('main section[aria-labelledby] > h2')).toHaveCount(10);
  const text = (await page.getByRole('main').textContent()) ?? '';
  for (const fact of [
    'pounds sterling (GBP)',
    'euro (EUR) or Turkish lira (TRY)',
    '50% deposit',
    '1.5% per month',
    '12 months',
    '99.9% uptime',
    '5–7 business days',
    '48–72 hours',
    "30 days' written notice",
    '30 days to download',
  ]) {
    expect(text, fact).toContain(fact);
  }
  await expect(page.getByRole('link', { name: 'info@autositescyprus.com' }).last()).toHaveAttribute(
    'href',
    'mailto:info@autositescyprus.com',
  );
  await page.goto('/tr/terms-of-service');
  await expect(page.getByText('%1,5')).toBeVisible();
});
