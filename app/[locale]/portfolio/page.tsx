import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckCircle2 } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { CallBand } from '@/components/portfolio/CallBand';
import { CaseCard } from '@/components/portfolio/CaseCard';
import { DealerTestimonials } from '@/components/portfolio/DealerTestimonials';
import { JsonLd } from '@/components/seo/JsonLd';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { demoPath } from '@/lib/content/demo-dealers/all-dealers';
import { portfolioCases } from '@/lib/content/portfolio';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';
import { itemListJsonLd, webPageJsonLd } from '@/lib/seo/structured-data';

type Props = { params: Promise<{ locale: Locale }> };

const heroPoints = ['live', 'languages', 'tools'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, route: 'portfolio' });
}

export default async function PortfolioPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tm] = await Promise.all([
    getTranslations({ locale, namespace: 'Portfolio' }),
    getTranslations({ locale, namespace: 'Meta.pages.portfolio' }),
  ]);
  return (
    <>
      <section className="bg-gradient-to-b from-slate-50 to-white">
        <div className="container-page py-14 sm:py-20">
          <SectionHeading
            level={1}
            eyebrow={t('hero.eyebrow')}
            title={t('hero.title')}
            lead={t('hero.lead')}
          >
            <ul className="mx-auto mt-8 flex w-fit flex-col gap-2 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-6">
              {heroPoints.map((key) => (
                <li key={key} className="flex items-center gap-2 font-medium text-slate-700">
                  <CheckCircle2 aria-hidden="true" className="size-5 text-success" />
                  {t(`hero.points.${key}`)}
                </li>
              ))}
            </ul>
          </SectionHeading>
        </div>
      </section>

      <section aria-labelledby="cases-heading" className="pb-16 sm:pb-24">
        <div className="container-page">
          <SectionHeading id="cases-heading" title={t('cases.heading')} lead={t('cases.lead')} />
          <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {portfolioCases.map((item) => (
              <li key={item.slug}>
                <CaseCard item={item} locale={locale} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <DealerTestimonials locale={locale} />
      <CallBand locale={locale} />

      <JsonLd
        data={webPageJsonLd({
          locale,
          path: '/portfolio',
          name: tm('title'),
          description: tm('description'),
          type: 'CollectionPage',
        })}
      />
      <JsonLd
        data={itemListJsonLd({
          locale,
          path: '/portfolio',
          name: t('cases.heading'),
          items: portfolioCases.map((item) => ({
            '@type': 'WebPage',
            name: item.name,
            url: absoluteUrl(demoPath(item.slug), locale),
          })),
        })}
      />
    </>
  );
}
