import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArrowLeft } from 'lucide-react';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { ConsentLabel } from '@/components/forms/ConsentLabel';
import { CategoryCard } from '@/components/grader/CategoryCard';
import { FullReportForm } from '@/components/grader/FullReportForm';
import { Measurements } from '@/components/grader/Measurements';
import { Recommendations } from '@/components/grader/Recommendations';
import { ReportSummary } from '@/components/grader/ReportSummary';
import { JsonLd } from '@/components/seo/JsonLd';
import { db } from '@/lib/db/client';
import { reportHref } from '@/lib/analysis/report-paths';
import { siteName } from '@/lib/analysis/present';
import { analysisReportRepository } from '@/lib/analysis/reports';
import { graderCategories } from '@/lib/analysis/scoring';
import { numberLocale } from '@/lib/format';
import { leadFormTexts } from '@/lib/leads/form-texts';
import { pageMetadata } from '@/lib/seo/metadata';
import { webPageJsonLd } from '@/lib/seo/structured-data';
import { absoluteUrl, languageAlternates } from '@/lib/seo/urls';
import { siteConfig } from '@/lib/site-config';

type Props = { params: Promise<{ locale: Locale; id: string }> };

// Reports are read from the database on each request; they are shareable but never indexed.
export const dynamic = 'force-dynamic';
export const dynamicParams = true;

const loadReport = async (id: string) => analysisReportRepository(await db()).findById(id);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const [t, report] = await Promise.all([
    getTranslations({ locale, namespace: 'WebsiteGrader.report' }),
    loadReport(id),
  ]);
  const title = report ? t('metaTitle', { host: siteName(report.url) }) : t('notFoundTitle');
  const description = report
    ? t('metaDescription', {
        host: siteName(report.url),
        score: report.result.scores.overall,
        count: report.result.checks.length,
      })
    : t('notFoundText');
  const base = await pageMetadata({ locale, route: 'websiteGrader', title, description });
  const path = reportHref(id);
  return {
    ...base,
    robots: { index: false, follow: true },
    alternates: { canonical: absoluteUrl(path, locale), languages: languageAlternates(path) },
    openGraph: { ...base.openGraph, url: absoluteUrl(path, locale) },
  };
}

export default async function ReportPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const [t, tf, report, formTexts] = await Promise.all([
    getTranslations({ locale, namespace: 'WebsiteGrader.report' }),
    getTranslations({ locale, namespace: 'WebsiteGrader.fullReport' }),
    loadReport(id),
    leadFormTexts(locale, 'fullReport'),
  ]);

  if (!report) {
    return (
      <section className="container-page grid min-h-[50vh] place-items-center py-20 text-center">
        <div className="max-w-lg">
          <h1 className="text-3xl font-bold text-navy-900">{t('notFoundTitle')}</h1>
          <p className="mt-4 text-lg text-slate-600">{t('notFoundText')}</p>
          <Link href="/website-grader" className="btn btn-primary mt-8">
            {t('again')}
          </Link>
        </div>
      </section>
    );
  }

  const { result } = report;
  const host = siteName(report.url);
  const analysedAt = new Intl.DateTimeFormat(numberLocale[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: siteConfig.openingHours.timeZone,
  }).format(new Date(result.analyzedAt));
  const checksOf = (category: string) => result.checks.filter((c) => c.category === category);

  return (
    <>
      <section className="bg-gradient-to-b from-slate-50 to-white">
        <div className="container-page py-10 sm:py-14">
          <Link
            href="/website-grader"
            className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('again')}
          </Link>
          <p className="mt-6 text-sm font-semibold text-brand-700">{t('eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-extrabold break-words text-navy-900 sm:text-4xl">
            {t('title', { host })}
          </h1>
          <p className="mt-3 text-slate-600">
            {t('analysed', { date: analysedAt })}{' '}
            {result.finalUrl !== result.url
              ? t('finalUrl', { count: result.redirects, url: result.finalUrl })
              : null}
          </p>
          <div className="mt-8">
            <ReportSummary locale={locale} result={result} />
          </div>
        </div>
      </section>

      <section aria-labelledby="report-categories" className="bg-white">
        <div className="container-page py-12">
          <h2 id="report-categories" className="text-2xl font-extrabold text-navy-900">
            {t('categoriesTitle')}
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {graderCategories.map((category) => (
              <CategoryCard
                key={category}
                locale={locale}
                category={category}
                score={result.scores.categories[category]}
                checks={checksOf(category)}
              />
            ))}
            <CategoryCard
              locale={locale}
              category="security"
              score={null}
              checks={checksOf('security')}
              note={t('securityNote')}
            />
          </div>
        </div>
      </section>

      <section className="bg-slate-50">
        <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Recommendations locale={locale} checks={result.checks} />
          <div className="grid content-start gap-6">
            <section
              aria-labelledby="full-report"
              className="rounded-card border border-brand-100 bg-white p-6 shadow-sm"
            >
              <h2 id="full-report" className="text-xl font-bold text-navy-900">
                {tf('heading')}
              </h2>
              <p className="mt-1 mb-4 text-slate-600">{tf('text')}</p>
              <FullReportForm
                label={tf('heading')}
                texts={formTexts}
                consentLabel={<ConsentLabel locale={locale} />}
                locale={locale}
                pagePath={getPathname({ href: reportHref(report.id), locale })}
                reportId={report.id}
              />
            </section>
            <Measurements locale={locale} result={result} />
            <section
              aria-labelledby="report-share"
              className="rounded-card border border-slate-200 bg-white p-6"
            >
              <h2 id="report-share" className="text-xl font-bold text-navy-900">
                {t('shareTitle')}
              </h2>
              <p className="mt-1 text-slate-600">{t('shareText')}</p>
              <p className="mt-2 font-medium break-all text-brand-700">
                <Link href={reportHref(report.id)}>
                  {absoluteUrl(reportHref(report.id), locale)}
                </Link>
              </p>
            </section>
          </div>
        </div>
      </section>

      <section className="bg-navy-900">
        <div className="container-page flex flex-col gap-6 py-12 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-2xl font-bold text-white">{t('ctaTitle')}</h2>
            <p className="mt-1 max-w-2xl text-slate-300">{t('ctaText')}</p>
          </div>
          <Link href="/contact" className="btn btn-cta shrink-0">
            {t('ctaButton')}
          </Link>
        </div>
      </section>
      <JsonLd
        data={webPageJsonLd({
          locale,
          path: reportHref(report.id),
          name: t('metaTitle', { host }),
          description: t('title', { host }),
        })}
      />
    </>
  );
}
