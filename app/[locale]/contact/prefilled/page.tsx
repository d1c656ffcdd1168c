import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { ContactPageContent, type ContactQuery } from '@/components/contact/ContactPageContent';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<ContactQuery> };

// The same page, so the same title, description, canonical URL and alternates.
export { generateMetadata } from '../page';

/**
 * The contact page for an address whose query fills in the form (`/contact?message=…`, utm_
 * tags), rendered on demand so the form is filled in also without JavaScript. Visitors never
 * see this path: proxy.ts rewrites such addresses here, and answers the path itself with a 404.
 */
export default async function PrefilledContactPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ContactPageContent locale={locale} query={await searchParams} />;
}
