import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'tr', 'el'] as const;
export type Locale = (typeof locales)[number];

export const routing = defineRouting({
  locales,
  defaultLocale: 'en',
  // English lives at unprefixed URLs; Turkish under /tr and Greek under /el.
  localePrefix: 'as-needed',
  // A URL always means one language: search engines send no Accept-Language
  // and a shared link must open in the language it was shared in.
  localeDetection: false,
  // No NEXT_LOCALE cookie: nothing remembers a visitor's language but the URL.
  localeCookie: false,
  // Every page names its languages in <head> and the sitemap lists them all; the proxy's Link
  // header was a third copy, 0.3 KB of uncompressed headers on every answer.
  alternateLinks: false,
});
