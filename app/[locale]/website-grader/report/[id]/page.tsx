import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { DealerPages } from '@/components/grader/DealerPages';
import { FullReportPanel } from '@/components/grader/FullReportPanel';
import { Measurements } from '@/components/grader/Measurements';
import { Recommendations } from '@/components/grader/Recommendations';
import { ReportCallToAction } from '@/components/grader/ReportCallToAction';
import { ReportCategories } from '@/components/grader/ReportCategories';
import { PhoneMeasurement } from '@/components/grader/PhoneMeasurement';
import { ReportHeader } from '@/components/grader/ReportHeader';
import { ShareReport } from '@/components/grader/ShareReport';
import { JsonLd } from '@/components/seo/JsonLd';
import { db } from '@/lib/db/client';
import { graderBrowser } from '@/lib/analysis/measurements/start-measurements';
import { dealerPageMeasurements, reportMeasurement } from '@/lib/analysis/measurements/status';
import { analysisTexts, siteName } from '@/lib/analysis/present';
import { measurementStatusHref, reportHref, waitParameter } from '@/lib/analysis/report-paths';
import { isPending, reportScores } from '@/lib/analysis/report-scores';
import { analysisReportRepository } from '@/lib/analysis/reports';
import { runTimeEnv } from '@/lib/env';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { webPageJsonLd } from '@/lib/seo/structured-data';

type Props = {
  params: Promise<{ locale: Locale; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Reports are read from the database on each request; they are shareable but never indexed.
export const dynamic = 'force-dynamic';
export const dynamicParams = true;

/** The report with its phone measurement, and the scores the two make together. */
async function loadMeasuredReport(id: string) {
  const prisma = await db();
  const report = await analysisReportRepository(prisma).findById(id);
  if (!report) return null;
  const browser = graderBrowser();
  const browsers = browser.available ? browser.browsers : 1;
  const [view, pageViews] = await Promise.all([
    reportMeasurement(prisma, report.id, { browsers }),
    dealerPageMeasurements(prisma, report.id, { browsers }),
  ]);
  return { report, view, pageViews, ...reportScores(report.result, view, pageViews) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const [t, measured] = await Promise.all([
    getTranslations({ locale, namespace: 'WebsiteGrader.report' }),
    loadMeasuredReport(id),
  ]);
  const report = measured?.report;
  const title = report ? t('metaTitle', { host: siteName(report.url) }) : t('notFoundTitle');
  const description = measured
    ? t('metaDescription', {
        host: siteName(measured.report.url),
        score: measured.scores.overall,
        count: measured.report.result.checks.length,
      })
    : t('notFoundText');
  const path = reportHref(id);
  const metadata = await pageMetadata({ locale, route: 'websiteGrader', title, description, path });
  return { ...metadata, robots: { index: false, follow: true } };
}

export default async function ReportPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  const waiting = (await searchParams)[waitParameter] === '1';
  setRequestLocale(locale);
  const [t, browserTexts, texts, measured] = await Promise.all([
    getTranslations({ locale, namespace: 'WebsiteGrader.report' }),
    getTranslations({ locale, namespace: 'GraderBrowser' }),
    analysisTexts(locale),
    loadMeasuredReport(id),
  ]);

  if (!measured) {
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

  const { report, view, pageViews, scores, speedSource, speedPages, provisional, checks } =
    measured;
  const host = siteName(report.url);
  const pending = isPending(view);
  const path = getPathname({ href: reportHref(report.id), locale });
  const waitHref = `${path}?${waitParameter}=1`;
  // Every page is measured (the scores are final): the reloading link has done its job.
  if (waiting && !provisional) redirect(path);
  const speedNote =
    speedSource === 'browser'
      ? (texts.dealer.speedNote(speedPages) ?? browserTexts('speedFromBrowser'))
      : pending
        ? browserTexts('speedPending')
        : texts.pageSpeed(report.result.pageSpeed);
  return (
    <>
      {/* Without JavaScript, the page that follows the measurements reloads itself (React puts
          the tag in the head). */}
      {waiting ? <meta httpEquiv="refresh" content="5" /> : null}
      <ReportHeader
        locale={locale}
        report={report}
        scores={scores}
        speedNote={speedNote}
        provisional={provisional}
        morePages={Object.keys(pageViews).length > 0}
      />
      <PhoneMeasurement
        locale={locale}
        host={host}
        view={view}
        statusUrl={measurementStatusHref(report.id)}
        waitHref={waitHref}
        reloading={waiting}
        deadlineSeconds={runTimeEnv().GRADER_DEADLINE_SECONDS}
      />
      <ReportCategories
        locale={locale}
        checks={checks}
        scores={scores}
        provisional={provisional}
        performanceNote={browserTexts(
          speedSource === 'browser' ? 'performanceNote.browser' : 'performanceNote.download',
        )}
      />
      {report.result.dealer ? (
        <DealerPages
          locale={locale}
          reportId={report.id}
          homeUrl={report.result.finalUrl}
          dealer={report.result.dealer}
          measurements={pageViews}
          follow={pending ? null : { waitHref, reloading: waiting }}
          deadlineSeconds={runTimeEnv().GRADER_DEADLINE_SECONDS}
        />
      ) : null}
      <section className="bg-slate-50">
        <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Recommendations locale={locale} checks={checks} scriptOnly={measured.scriptOnly} />
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
