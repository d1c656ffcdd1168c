import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { CompetitorAnalysis } from '@/components/home/CompetitorAnalysis';
import { Hero } from '@/components/home/Hero';
import { LeadCapture } from '@/components/home/LeadCapture';
import { PackagesSection } from '@/components/home/PackagesSection';
import { JsonLd } from '@/components/seo/JsonLd';
import { pageMetadata } from '@/lib/seo/metadata';
import { webPageJsonLd } from '@/lib/seo/structured-data';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, route: 'home' });
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Meta.pages.home' });
  return (
    <>
      <Hero locale={locale} />
      <PackagesSection locale={locale} />
      <CompetitorAnalysis locale={locale} id="competitor-analysis" />
      <LeadCapture locale={locale} />
      <JsonLd
        data={webPageJsonLd({
          locale,
          path: '/',
          name: t('title'),
          description: t('description'),
        })}
      />
    </>
  );
}
