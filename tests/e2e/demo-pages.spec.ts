import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, serverRendered, test } from './fixtures';

test.use(serverRendered);

const slugs = [
  'premium-motors-cyprus',
  'mediterranean-motors',
  'cyprus-auto-group',
  'european-motors',
  'limassol-used-cars',
  'cyprus-electric-vehicles',
];
const locales = [
  { locale: 'en', prefix: '', back: 'Back to Portfolio' },
  { locale: 'tr', prefix: '/tr', back: 'Portföye Dön' },
  { locale: 'el', prefix: '/el', back: 'Πίσω στο Χαρτοφυλάκιο' },
];

type Messages = { Demo: Record<string, { hero: { title: string }; meta: { title: string } }> };
const messages = (locale: string): Messages =>
  JSON.parse(readFileSync(join(process.cwd(), 'messages', `${locale}.json`), 'utf8'));

for (const { locale, prefix, back } of locales) {
  const demo = messages(locale).Demo;
  for (const slug of slugs) {
    test(`${prefix}/portfolio/${slug} renders in ${locale} with its cars as structured data`, async ({
      page,
    }) => {
      const response = await page.goto(`${prefix}/portfolio/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(demo[slug]!.hero.title);
      await expect(page).toHaveTitle(`${demo[slug]!.meta.title} | AutoSites Cyprus`);
      await expect(page.getByRole('link', { name: back })).toHaveAttribute(
        'href',
        `${prefix}/portfolio`,
      );

      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '')));
      const list = jsonLd.find((node) => node['@type'] === 'ItemList');
      const cars = list.itemListElement.map((entry: { item: object }) => entry.item);
      const cards = page.locator('#inventory article');
      expect(cars.length).toBe(await cards.count());
      for (const car of cars) {
        expect(car).toMatchObject({
          '@type': 'Car',
          brand: { '@type': 'Brand' },
          offers: {
            '@type': 'Offer',
            priceCurrency: 'EUR',
            availability: 'https://schema.org/InStock',
          },
        });
        expect(car.offers.price).toBeGreaterThan(0);
      }
    });
  }
}

test('Back to Portfolio returns to the portfolio in the same language', async ({ page }) => {
  await page.goto('/tr/portfolio/mediterranean-motors');
  await page.getByRole('link', { name: 'Portföye Dön' }).click();
  await expect(page).toHaveURL(/\/tr\/portfolio$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Satın almadan önce deneyebileceğiniz galeri siteleri',
  );
});

test('an unknown demo is a localized 404', async ({ page }) => {
  for (const [path, title] of [
    ['/portfolio/no-such-dealer', 'Oops! Page not found'],
    ['/el/portfolio/no-such-dealer', 'Ωχ! Η σελίδα δεν βρέθηκε'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});

test('the import dealer’s language buttons open the same demo in another language', async ({
  page,
}) => {
  await page.goto('/portfolio/european-motors');
  const buttons = page.getByRole('navigation', { name: 'Site language' });
  await expect(buttons.getByRole('link', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await buttons.getByRole('link', { name: 'Türkçe' }).click();
  await expect(page).toHaveURL(/\/tr\/portfolio\/european-motors$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Bir sonraki aracınız Avrupa, İngiltere ve Japonya'dan",
  );
});

test('a demo page has its own canonical URL and language alternates', async ({ page }) => {
  const site = 'http://localhost:3000';
  await page.goto('/el/portfolio/cyprus-electric-vehicles');
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${site}/el/portfolio/cyprus-electric-vehicles`,
  );
  await expect(head.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute(
    'href',
    `${site}/tr/portfolio/cyprus-electric-vehicles`,
  );
  await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', /index, follow/);
});

test('the sitemap lists every demo in every language, below the main pages', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const slug of slugs) {
    for (const { prefix } of locales) {
      const loc = `http://localhost:3000${prefix}/portfolio/${slug}`;
      expect(xml).toMatch(new RegExp(`<loc>${loc}</loc>[\\s\\S]*?<priority>0\\.3</priority>`));
    }
  }
  expect(xml).toMatch(
    /<loc>http:\/\/localhost:3000\/portfolio<\/loc>[\s\S]*?<priority>0\.7<\/priority>/,
  );
  expect(xml).toContain('hreflang="el" href="http://localhost:3000/el/portfolio/european-motors"');
});
