import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { BookingPageContent, type BookingQuery } from '@/components/booking/BookingPageContent';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<BookingQuery> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, route: 'book' });
}

/** Rendered on every request: the free times change with each booking (components/booking). */
export default async function BookPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <BookingPageContent locale={locale} query={await searchParams} />;
}
