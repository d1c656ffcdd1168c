import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { interLatin } from '@/app/inter-latin';
import { preloadedFontSubset } from '@/app/font-subsets';
import '../globals.css';
import { routing } from '@/i18n/routing';
import { pickMessages } from '@/i18n/messages';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { Toasts } from '@/components/ui/Toasts';
import { ChatWidget } from '@/components/chat/ChatWidget';
import { JsonLd } from '@/components/seo/JsonLd';
import { organizationJsonLd } from '@/lib/seo/structured-data';

// Any other first segment (e.g. /wp-login.php, which the proxy does not see) is an unmatched
// URL and gets app/global-not-found.tsx as real HTML.
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  const [messages, t] = await Promise.all([getMessages(), getTranslations('Meta')]);
  // The Latin subset is preloaded on every page by next/font; Greek text needs its own subset.
  const fontSubset = preloadedFontSubset(locale);
  if (fontSubset) preload(fontSubset, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });

  return (
    <html lang={locale} className={interLatin.variable}>
      <body className="flex min-h-dvh flex-col bg-white font-sans antialiased">
        {/* Client islands get only the messages they read; the rest are passed as props. */}
        <NextIntlClientProvider messages={pickMessages(messages, ['Error'])}>
          <SiteHeader locale={locale} />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter locale={locale} />
          <Toasts label={messages.Toasts.region} />
          <ChatWidget locale={locale} />
        </NextIntlClientProvider>
        <JsonLd data={organizationJsonLd(locale, t('organizationDescription'))} />
      </body>
    </html>
  );
}
