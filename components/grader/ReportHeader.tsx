import { getTranslations } from 'next-intl/server';
import { ArrowLeft } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { siteName } from '@/lib/analysis/present';
import type { StoredReport } from '@/lib/analysis/reports';
import type { AnalysisScores } from '@/lib/analysis/scoring';
import { formatDateTime } from '@/lib/format';
import { routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';
import { ReportSummary } from './ReportSummary';

/** The top of a report: back to the grader, which site, when, and its scores. */
export async function ReportHeader({
  locale,
  report,
  scores,
  speedNote,
  provisional,
  morePages = false,
}: {
  locale: Locale;
  report: StoredReport;
  scores: AnalysisScores;
  speedNote: string;
  /** The phone measurement is still to come (ReportSummary). */
  provisional: boolean;
  /** Pages beside the home page are measured on the phone too (their scores weigh in Speed). */
  morePages?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'WebsiteGrader.report' });
  const { result } = report;
  const analysedAt = formatDateTime(
    new Date(result.analyzedAt),
    locale,
    siteConfig.openingHours.timeZone,
  );
  return (
    <section className="bg-gradient-to-b from-slate-50 to-white">
      <div className="container-page py-10 sm:py-14">
        <Link
          href={routes.websiteGrader.path}
          className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('again')}
        </Link>
        <p className="mt-6 text-sm font-semibold text-brand-700">{t('eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-extrabold break-words text-navy-900 sm:text-4xl">
          {t('title', { host: siteName(report.url) })}
        </h1>
        <p className="mt-3 text-slate-600">
          {t('analysed', { date: analysedAt })}{' '}
          {result.finalUrl !== result.url
            ? t('finalUrl', { count: result.redirects, url: result.finalUrl })
            : null}
        </p>
        <div className="mt-8">
          <ReportSummary
            locale={locale}
            scores={scores}
            speedNote={speedNote}
            provisional={provisional}
            morePages={morePages}
          />
        </div>
      </div>
    </section>
  );
}
