import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { ContactPageContent } from '@/components/contact/ContactPageContent';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, route: 'contact' });
}

/**
 * Prerendered, like every marketing page. An address whose query fills in the form
 * (`?message=…`, utm_ tags) is rendered on demand by ./prefilled instead (proxy.ts).
 */
export default async function ContactPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ContactPageContent locale={locale} query={{}} />;
}
