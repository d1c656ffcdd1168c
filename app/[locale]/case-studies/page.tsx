import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { CaseStudyCard } from '@/components/case-studies/CaseStudyCard';
import { JsonLd } from '@/components/seo/JsonLd';
import { CtaBand } from '@/components/ui/CtaBand';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { FigureTiles } from '@/components/ui/FigureTiles';
import { caseStudies, caseStudyFigures } from '@/lib/content/case-studies';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { webPageJsonLd } from '@/lib/seo/structured-data';
import { storyValues } from '@/lib/content/story';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, route: 'caseStudies' });
}

export default async function CaseStudiesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, meta, cta] = await Promise.all([
    getTranslations({ locale, namespace: 'CaseStudies' }),
    getTranslations({ locale, namespace: 'Meta.pages.caseStudies' }),
    getTranslations({ locale, namespace: 'PageCta' }),
  ]);

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />

      <Section labelledBy="results-title">
        <SectionHeading id="results-title" title={t('stats.title')} />
        <div className="mt-10">
          <FigureTiles tone="results" figures={caseStudyFigures} locale={locale} />
        </div>
      </Section>

      <Section labelledBy="studies-title" tone="muted">
        <SectionHeading id="studies-title" title={t('list.title')} />
        <div className="mt-12 space-y-10">
          {caseStudies.map((study) => (
            <CaseStudyCard key={study.id} study={study} locale={locale} />
          ))}
        </div>
      </Section>

      <CtaBand
        id="case-studies-cta"
        title={t('cta.title')}
        text={t('cta.text')}
        primary={{ href: routes.book.path, label: cta('consultation') }}
        secondary={{ href: routes.roiCalculator.path, label: cta('roi') }}
      />

      <JsonLd
        data={webPageJsonLd({
          locale,
          path: routes.caseStudies.path,
          name: meta('title'),
          description: meta('description', storyValues(locale)),
          type: 'CollectionPage',
        })}
      />
    </>
  );
}
