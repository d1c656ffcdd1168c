import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/routing';
import type messages from '@/messages/en.json';
import { storyValues } from '@/lib/content/story';
import { routes, type RouteKey } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';
import { absoluteUrl, languageAlternates } from './urls';

const openGraphLocale: Record<Locale, string> = { en: 'en_GB', tr: 'tr_TR', el: 'el_GR' };

/** Routes whose texts live under `Meta.pages.<route>` (each page adds its own). */
export type MetaRouteKey = RouteKey & keyof (typeof messages)['Meta']['pages'];

type PageMetadataInput = {
  locale: Locale;
  route: MetaRouteKey;
  /** Overrides for pages whose texts do not live under `Meta.<route>`. */
  title?: string;
  description?: string;
  keywords?: string;
  /** A sub-page of the route (e.g. one demo under /portfolio); defaults to the route's path. */
  path?: string;
};

/** Every public page's metadata: title, description, keywords, social, geo, canonical, hreflang. */
export async function pageMetadata({
  locale,
  route,
  title,
  description,
  keywords,
  path = routes[route].path,
}: PageMetadataInput): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Meta' });
  const { indexed } = routes[route];
  // Figures, promises and prices that titles and descriptions quote (lib/content/story.ts).
  const values = storyValues(locale);
  const pageTitle = title ?? t(`pages.${route}.title`, values);
  const pageDescription = description ?? t(`pages.${route}.description`, values);
  const url = absoluteUrl(path, locale);
  const fullTitle = route === 'home' ? pageTitle : `${pageTitle} | ${siteConfig.name}`;

  return {
    metadataBase: new URL(siteConfig.siteUrl),
    title: { absolute: fullTitle },
    description: pageDescription,
    keywords: (keywords ?? t(`pages.${route}.keywords`)).split(',').map((k) => k.trim()),
    alternates: { canonical: url, languages: languageAlternates(path) },
    robots: indexed ? { index: true, follow: true } : { index: false, follow: true },
    openGraph: {
      type: 'website',
      siteName: siteConfig.name,
      title: fullTitle,
      description: pageDescription,
      url,
      locale: openGraphLocale[locale],
      alternateLocale: locales.filter((l) => l !== locale).map((l) => openGraphLocale[l]),
      images: [{ url: '/og-image.png', width: 1200, height: 630, alt: t('ogImageAlt') }],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: pageDescription,
      images: ['/og-image.png'],
    },
    other: {
      'geo.region': 'CY',
      'geo.placename': siteConfig.address.locality,
      'geo.position': `${siteConfig.geo.latitude};${siteConfig.geo.longitude}`,
      ICBM: `${siteConfig.geo.latitude}, ${siteConfig.geo.longitude}`,
    },
  };
}
