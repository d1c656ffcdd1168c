import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { routes, sitemapRoutes } from '@/lib/routes';
import { absoluteUrl, languageAlternates } from '@/lib/seo/urls';
import { demoPaths } from '@/lib/content/demo-dealers/all-dealers';

function entries(path: string, priority: number): MetadataRoute.Sitemap {
  return routing.locales.map((locale) => ({
    url: absoluteUrl(path, locale),
    changeFrequency: 'monthly' as const,
    priority,
    alternates: { languages: languageAlternates(path) },
  }));
}

/**
 * Every public, indexed route in every language, each entry with its hreflang alternates; the
 * demo dealer sites follow at a lower priority (crawlable, but not the pages that sell).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return [
    ...sitemapRoutes().flatMap((key) => {
      const { path } = routes[key];
      return entries(path, path === '/' ? 1 : 0.7);
    }),
    ...demoPaths.flatMap((path) => entries(path, 0.3)),
  ];
}
