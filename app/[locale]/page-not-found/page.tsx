import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { NotFoundContent } from '@/components/errors/NotFoundContent';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

// The proxy rewrites every unknown path here with status 404. It is an ordinary prerendered
// page rather than a notFound() call, because Next.js 16 renders notFound() as an empty shell
// that only JavaScript fills in (vercel/next.js#62228).
export default async function PageNotFound({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <NotFoundContent />;
}
