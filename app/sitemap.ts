import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { routes, sitemapRoutes } from '@/lib/routes';
import { absoluteUrl, languageAlternates } from '@/lib/seo/urls';

/** Every public, indexed route in every language, each entry with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapRoutes().flatMap((key) => {
    const { path } = routes[key];
    return routing.locales.map((locale) => ({
      url: absoluteUrl(path, locale),
      changeFrequency: 'monthly' as const,
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages: languageAlternates(path) },
    }));
  });
}
