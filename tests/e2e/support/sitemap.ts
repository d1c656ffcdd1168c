import type { APIRequestContext } from '@playwright/test';
import { locales } from '@/i18n/routing';
import { demoSlugList } from '@/lib/content/demo-dealers/slugs';
import { routes, sitemapRoutes } from '@/lib/routes';

/** The paths the sitemap lists (origin removed), as the server sends them. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1] ?? '/');
    return `${url.pathname}${url.search}`;
  });
}

const localized = (pagePath: string) =>
  locales.map((locale) => {
    if (locale === 'en') return pagePath;
    return pagePath === '/' ? `/${locale}` : `/${locale}${pagePath}`;
  });

/**
 * The same paths, known before the servers start (from the modules app/sitemap.ts reads), so
 * that each page can be a test of its own; page-sweep.spec.ts holds the two lists equal.
 */
export const sitemapPages: string[] = [
  ...sitemapRoutes().map((key) => routes[key].path),
  ...demoSlugList.map((slug) => `/portfolio/${slug}`),
].flatMap(localized);
