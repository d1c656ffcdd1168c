import { getPathname } from '@/i18n/navigation';
import { locales, type Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/site-config';

/**
 * The absolute URL of a public path in one language, e.g. /about in tr ⇒ https://…/tr/about.
 * The English home page is the bare origin (no trailing slash), as Next.js writes alternates.
 */
export function absoluteUrl(path: string, locale: Locale) {
  const pathname = getPathname({ href: path, locale });
  return `${siteConfig.siteUrl}${pathname === '/' ? '' : pathname}`;
}

/** hreflang alternates: every language plus x-default (English, the unprefixed URL). */
export function languageAlternates(path: string) {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = absoluteUrl(path, locale);
  languages['x-default'] = absoluteUrl(path, 'en');
  return languages;
}
