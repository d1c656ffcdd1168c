import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { PackageGrid } from '@/components/packages/PackageGrid';
import { ServiceCtaBand } from '@/components/services/ServiceCtaBand';
import { ServicePageJsonLd } from '@/components/services/ServicePageJsonLd';
import { IconCard } from '@/components/ui/IconCard';
import { ActionRow, PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { findPackage, priceInPounds } from '@/lib/catalogue/packages';
import {
  includedFeatures,
  processSteps,
  websitePackageIds,
} from '@/lib/content/website-development';
import { formatGbp } from '@/lib/format';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { storyValues } from '@/lib/content/story';
import { contentIcons } from '@/components/ui/icons';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, route: 'websiteDevelopment' });
}

export default async function WebsiteDevelopmentPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, cta, names] = await Promise.all([
    getTranslations({ locale, namespace: 'WebsiteDevelopment' }),
    getTranslations({ locale, namespace: 'PageCta' }),
    getTranslations({ locale, namespace: 'Packages' }),
  ]);
  const offered = websitePackageIds.map((id) => findPackage(id)).filter((pkg) => pkg !== undefined);
  const lowest = Math.min(...offered.map(priceInPounds));

  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead', storyValues(locale))}
      >
        <p className="tabular mt-5 text-xl font-bold text-navy-900">
          {t('hero.priceFrom', { price: formatGbp(lowest, locale) })}
        </p>
        <ActionRow>
          <Link href={routes.contact.path} className="btn btn-cta">
            {cta('quote')}
          </Link>
          <Link href={routes.roiCalculator.path} className="btn btn-outline">
            {cta('roi')}
          </Link>
        </ActionRow>
      </PageHero>

      <Section labelledBy="features-title" tone="muted">
        <SectionHeading id="features-title" title={t('features.title')} lead={t('features.lead')} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {includedFeatures.map(({ id, icon }) => (
            <li key={id}>
              <IconCard
                icon={contentIcons[icon]}
                title={t(`features.${id}.title`)}
                text={t(`features.${id}.text`)}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="packages-title">
        <SectionHeading id="packages-title" title={t('packages.title')} lead={t('packages.lead')} />
        <PackageGrid locale={locale} ids={websitePackageIds} />
      </Section>

      <Section labelledBy="process-title" tone="muted">
        <SectionHeading
          id="process-title"
          title={t('process.title')}
          lead={t('process.lead', storyValues(locale))}
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {processSteps.map((id, index) => (
            <li key={id} className="rounded-card border border-slate-200 bg-white p-6">
              <span
                aria-hidden="true"
                className="tabular flex size-10 items-center justify-center rounded-full bg-navy-900 font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-navy-900">{t(`process.${id}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`process.${id}.text`)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <ServiceCtaBand
        locale={locale}
        id="website-cta"
        title={t('cta.title')}
        text={t('cta.text')}
      />

      <ServicePageJsonLd
        locale={locale}
        route="websiteDevelopment"
        serviceType="Car dealer website development"
        offers={offered.map((pkg) => ({
          name: names(`${pkg.id}.name`),
          pricePence: pkg.pricePence,
        }))}
      />
    </>
  );
}
