import { getTranslations } from 'next-intl/server';
import { ArrowRight, contentIcons } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { homeServices, serviceFeatureKeys } from '@/lib/content/home-services';
import { serviceCatalogJsonLd } from '@/lib/seo/structured-data';
import { JsonLd } from '@/components/seo/JsonLd';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { HomeSection } from './HomeSection';
import { ServiceCard } from './ServiceCard';

export async function ServicesGrid({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HomeServices' });
  return (
    <HomeSection id="services" tone="slate">
      <SectionHeading
        id="services-title"
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {homeServices.map(({ id, icon }) => (
          <li key={id}>
            <ServiceCard
              icon={contentIcons[icon]}
              title={t(`items.${id}.title`)}
              description={t(`items.${id}.description`)}
              features={serviceFeatureKeys.map((key) => t(`items.${id}.features.${key}`))}
              featuresLabel={t('featuresLabel')}
            />
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <Link href="/services" className="btn btn-primary">
          {t('cta')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <JsonLd
        data={serviceCatalogJsonLd({
          locale,
          path: '/',
          name: t('title'),
          services: homeServices.map(({ id }) => ({
            name: t(`items.${id}.title`),
            description: t(`items.${id}.description`),
          })),
        })}
      />
    </HomeSection>
  );
}
