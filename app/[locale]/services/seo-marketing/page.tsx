import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { ServiceCtaBand } from '@/components/services/ServiceCtaBand';
import { ServicePageJsonLd } from '@/components/services/ServicePageJsonLd';
import { CheckList } from '@/components/ui/CheckList';
import { IconCard } from '@/components/ui/IconCard';
import { ActionRow, PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { FigureTiles } from '@/components/ui/FigureTiles';
import { seoFigures, seoServices } from '@/lib/content/seo-services';
import { serviceOffers } from '@/lib/content/service-offers';
import { textList } from '@/lib/content/text-list';
import { formatGbp } from '@/lib/format';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { contentIcons } from '@/components/ui/icons';

type Props = { params: Promise<{ locale: Locale }> };

/** The SEO price is the catalogue's, not a second copy of it. */
const seoOffer = serviceOffers.find((offer) => offer.id === 'seo')!;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, route: 'seoMarketing' });
}

export default async function SeoMarketingPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, cta] = await Promise.all([
    getTranslations({ locale, namespace: 'SeoMarketing' }),
    getTranslations({ locale, namespace: 'PageCta' }),
  ]);

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <p className="tabular mt-5 text-xl font-bold text-navy-900">
          {t('hero.priceFrom', { price: formatGbp(seoOffer.price.pence / 100, locale) })}
        </p>
        <ActionRow>
          <Link href={routes.contact.path} className="btn btn-cta">
            {cta('quote')}
          </Link>
          <Link href={routes.services.path} className="btn btn-outline">
            {cta('services')}
          </Link>
        </ActionRow>
      </PageHero>

      <Section labelledBy="seo-stats-title">
        <SectionHeading id="seo-stats-title" title={t('stats.title')} />
        <div className="mt-10">
          <FigureTiles tone="results" figures={seoFigures} locale={locale} />
        </div>
      </Section>

      <Section labelledBy="seo-services-title" tone="muted">
        <SectionHeading
          id="seo-services-title"
          title={t('services.title')}
          lead={t('services.lead')}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {seoServices.map(({ id, icon }) => (
            <li key={id}>
              <IconCard
                icon={contentIcons[icon]}
                title={t(`services.${id}.title`)}
                text={t(`services.${id}.description`)}
              >
                <CheckList
                  items={textList(t.raw(`services.${id}.features` as Parameters<typeof t.raw>[0]))}
                />
              </IconCard>
            </li>
          ))}
        </ul>
      </Section>

      <ServiceCtaBand locale={locale} id="seo-cta" title={t('cta.title')} text={t('cta.text')} />

      <ServicePageJsonLd
        locale={locale}
        route="seoMarketing"
        serviceType="Search engine optimisation and digital marketing"
        offers={[
          {
            name: t('services.localSeo.title'),
            pricePence: seoOffer.price.pence,
            from: seoOffer.price.from,
            per: seoOffer.price.per,
          },
        ]}
      />
    </>
  );
}
