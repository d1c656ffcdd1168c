import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { CompetitorAnalysis } from '@/components/home/CompetitorAnalysis';
import { Hero } from '@/components/home/Hero';
import { LeadCapture } from '@/components/home/LeadCapture';
import { PackagesSection } from '@/components/home/PackagesSection';
import { ServicesGrid } from '@/components/home/ServicesGrid';
import { FreeTools } from '@/components/home/FreeTools';
import { ResultsDashboard } from '@/components/home/ResultsDashboard';
import { DeviceShowcase } from '@/components/home/DeviceShowcase';
import { InteractivePreview } from '@/components/home/preview/InteractivePreview';
import { HomeTestimonials } from '@/components/home/HomeTestimonials';
import { JsonLd } from '@/components/seo/JsonLd';
import { pageMetadata } from '@/lib/seo/metadata';
import { webPageJsonLd } from '@/lib/seo/structured-data';
import { storyValues } from '@/lib/content/story';

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
      <ServicesGrid locale={locale} />
      <FreeTools locale={locale} />
      <PackagesSection locale={locale} />
      <ResultsDashboard locale={locale} />
      <CompetitorAnalysis locale={locale} id="competitor-analysis" />
      <LeadCapture locale={locale} />
      <DeviceShowcase locale={locale} />
      <InteractivePreview locale={locale} />
      <HomeTestimonials locale={locale} />
      <JsonLd
        data={webPageJsonLd({
          locale,
          path: '/',
          name: t('title', storyValues(locale)),
          description: t('description', storyValues(locale)),
        })}
      />
    </>
  );
}
