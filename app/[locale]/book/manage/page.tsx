import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { ManageCallContent, type ManageQuery } from '@/components/booking/ManageCallContent';
import { managePath } from '@/lib/booking/manage-link';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<ManageQuery> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'BookingManage' });
  const metadata = await pageMetadata({
    locale,
    route: 'book',
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: managePath,
  });
  // A visitor's own page: never indexed.
  return { ...metadata, robots: { index: false, follow: false } };
}

/** A booked call's page, from the signed link in its e-mails (components/booking). */
export default async function ManageCallPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ManageCallContent locale={locale} query={await searchParams} />;
}
