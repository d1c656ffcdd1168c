import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { PackageGrid } from '@/components/packages/PackageGrid';
import { AdditionalServiceList, ServiceOfferList } from '@/components/services/ServiceOfferList';
import { ServiceCtaBand } from '@/components/services/ServiceCtaBand';
import { ServicePageJsonLd } from '@/components/services/ServicePageJsonLd';
import { ActionRow, PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { packages } from '@/lib/catalogue/packages';
import { serviceOffers } from '@/lib/content/service-offers';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, route: 'services' });
}

export default async function ServicesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, cta, names, offers] = await Promise.all([
    getTranslations({ locale, namespace: 'Services' }),
    getTranslations({ locale, namespace: 'PageCta' }),
    getTranslations({ locale, namespace: 'Packages' }),
    getTranslations({ locale, namespace: 'ServiceOffers' }),
  ]);

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <ActionRow>
          <Link href={routes.contact.path} className="btn btn-cta">
            {cta('quote')}
          </Link>
          <Link href={routes.portfolio.path} className="btn btn-outline">
            {cta('portfolio')}
          </Link>
        </ActionRow>
      </PageHero>

      <Section labelledBy="packages-title" tone="muted">
        <SectionHeading
          id="packages-title"
          eyebrow={t('packages.eyebrow')}
          title={t('packages.title')}
          lead={t('packages.lead')}
        />
        <PackageGrid locale={locale} />
      </Section>

      <Section labelledBy="offers-title">
        <SectionHeading
          id="offers-title"
          eyebrow={t('offers.eyebrow')}
          title={t('offers.title')}
          lead={t('offers.lead')}
        />
        <ServiceOfferList locale={locale} />
      </Section>

      <Section labelledBy="additional-title" tone="muted">
        <SectionHeading
          id="additional-title"
          eyebrow={t('additional.eyebrow')}
          title={t('additional.title')}
          lead={t('additional.lead')}
        />
        <AdditionalServiceList locale={locale} />
      </Section>

      <ServiceCtaBand
        locale={locale}
        id="services-cta"
        title={t('cta.title')}
        text={t('cta.text')}
      />

      <ServicePageJsonLd
        locale={locale}
        route="services"
        name={t('hero.title')}
        serviceType="Car dealer websites and digital marketing"
        offers={[
          ...packages.map((pkg) => ({ name: names(`${pkg.id}.name`), pricePence: pkg.pricePence })),
          ...serviceOffers.map((offer) => ({
            name: offers(`${offer.id}.title`),
            pricePence: offer.price.pence,
            from: offer.price.from,
            per: offer.price.per,
          })),
        ]}
      />
    </>
  );
}
