import { readFileSync } from 'node:fs';
import { createTranslator } from 'next-intl';
import { storyValues } from '@/lib/content/story';
import { expect, serverRendered, test } from './fixtures';

test.use(serverRendered);

const siteUrl = 'http://localhost:3000';
const locales = ['en', 'tr', 'el'] as const;
type Messages = typeof import('../../messages/en.json');
const messages = Object.fromEntries(
  locales.map((l) => [l, JSON.parse(readFileSync(`messages/${l}.json`, 'utf8')) as Messages]),
) as Record<(typeof locales)[number], Messages>;

const pages = [
  { route: 'about', path: '/about', h1: (m: Messages) => m.About.hero.title, types: ['AboutPage'] },
  {
    route: 'services',
    path: '/services',
    h1: (m: Messages) => m.Services.hero.title,
    types: ['WebPage', 'Service'],
  },
  {
    route: 'websiteDevelopment',
    path: '/services/website-development',
    h1: (m: Messages) => m.WebsiteDevelopment.hero.title,
    types: ['WebPage', 'Service', 'BreadcrumbList'],
  },
  {
    route: 'seoMarketing',
    path: '/services/seo-marketing',
    h1: (m: Messages) => m.SeoMarketing.hero.title,
    types: ['WebPage', 'Service', 'BreadcrumbList'],
  },
  {
    route: 'caseStudies',
    path: '/case-studies',
    h1: (m: Messages) => m.CaseStudies.hero.title,
    types: ['CollectionPage'],
  },
  {
    route: 'support',
    path: '/support',
    h1: (m: Messages) => m.Support.hero.title,
    types: ['FAQPage'],
  },
  {
    route: 'termsOfService',
    path: '/terms-of-service',
    h1: (m: Messages) => m.Terms.title,
    types: ['WebPage'],
  },
] as const;

for (const { route, path, h1, types } of pages) {
  for (const locale of locales) {
    const url = `${locale === 'en' ? '' : `/${locale}`}${path}`;
    test(`${url} renders with its headings, metadata and structured data`, async ({ page }) => {
      const m = messages[locale];
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1(m));

      // One h1, then no level skipped on the way down.
      const levels = await page
        .locator('main :is(h1, h2, h3, h4, h5, h6)')
        .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      expect(levels[0]).toBe(1);
      expect(levels.filter((l) => l === 1)).toHaveLength(1);
      levels.forEach((level, i) => i > 0 && expect(level).toBeLessThanOrEqual(levels[i - 1]! + 1));

      // Titles and descriptions quote figures, promises and prices (lib/content/story.ts).
      const t = createTranslator({ locale, messages: m, namespace: `Meta.pages.${route}` });
      const meta = {
        title: t('title', storyValues(locale)),
        description: t('description', storyValues(locale)),
      };
      await expect(page).toHaveTitle(`${meta.title} | AutoSites Cyprus`);
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        meta.description,
      );
      const canonical = `${siteUrl}${url}`;
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(head.locator('link[rel="alternate"][hreflang="el"]')).toHaveAttribute(
        'href',
        `${siteUrl}/el${path}`,
      );
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);

      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '')));
      const found = jsonLd.map((node) => node['@type']);
      expect(found).toEqual(expect.arrayContaining(['ProfessionalService', ...types]));
      for (const node of jsonLd) expect(node['@context']).toBe('https://schema.org');
      expect(jsonLd.find((node) => node['@type'] === types[0])).toMatchObject({
        url: canonical,
        inLanguage: locale,
      });
    });
  }
}

test('the company pages are in the header, footer and sitemap', async ({ page, request }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of pages.map((p) => p.path)) {
    expect(xml).toContain(`<loc>${siteUrl}${path}</loc>`);
    expect(xml).toContain(`<loc>${siteUrl}/tr${path}</loc>`);
  }
});
