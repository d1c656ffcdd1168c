import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { FullReportPanel } from '@/components/grader/FullReportPanel';
import { Measurements } from '@/components/grader/Measurements';
import { Recommendations } from '@/components/grader/Recommendations';
import { ReportCallToAction } from '@/components/grader/ReportCallToAction';
import { ReportCategories } from '@/components/grader/ReportCategories';
import { ReportHeader } from '@/components/grader/ReportHeader';
import { ShareReport } from '@/components/grader/ShareReport';
import { JsonLd } from '@/components/seo/JsonLd';
import { db } from '@/lib/db/client';
import { siteName } from '@/lib/analysis/present';
import { reportHref } from '@/lib/analysis/report-paths';
import { analysisReportRepository } from '@/lib/analysis/reports';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { webPageJsonLd } from '@/lib/seo/structured-data';

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
  const path = reportHref(id);
  const metadata = await pageMetadata({ locale, route: 'websiteGrader', title, description, path });
  return { ...metadata, robots: { index: false, follow: true } };
}

export default async function ReportPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const [t, report] = await Promise.all([
    getTranslations({ locale, namespace: 'WebsiteGrader.report' }),
    loadReport(id),
  ]);

  if (!report) {
    return (
      <section className="container-page grid min-h-[50vh] place-items-center py-20 text-center">
        <div className="max-w-lg">
          <h1 className="text-3xl font-bold text-navy-900">{t('notFoundTitle')}</h1>
          <p className="mt-4 text-lg text-slate-600">{t('notFoundText')}</p>
          <Link href={routes.websiteGrader.path} className="btn btn-primary mt-8">
            {t('again')}
          </Link>
        </div>
      </section>
    );
  }

  const host = siteName(report.url);
  return (
    <>
      <ReportHeader locale={locale} report={report} />
      <ReportCategories locale={locale} result={report.result} />
      <section className="bg-slate-50">
        <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Recommendations locale={locale} checks={report.result.checks} />
          <div className="grid content-start gap-6">
            <FullReportPanel locale={locale} reportId={report.id} />
            <Measurements locale={locale} result={report.result} />
            <ShareReport locale={locale} reportId={report.id} />
          </div>
        </div>
      </section>
      <ReportCallToAction locale={locale} />
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
