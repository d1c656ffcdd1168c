import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { measurementFormat } from '@/lib/analysis/browser/measurement-format';
import type { MeasurementView } from '@/lib/analysis/measurements/status';
import { headlineRun } from '@/lib/analysis/report-scores';
import { imageHref } from '@/lib/analysis/report-paths';
import { dealerPageFixes } from '@/lib/analysis/dealer/dealer-page-types';
import { LiveMeasurementProgress } from './LiveMeasurementProgress';
import { opportunityGains, opportunityTexts } from './SpeedOpportunities';

/**
 * A dealer page on a phone, inside its card: its own Lighthouse measurement (queued after the
 * home page's, by the same queue), as the score, its three Core Web Vitals, the screen when
 * loading ended and the phone's first fixes for it; while it waits or runs, its progress, which fetches the page again when done.
 */
export async function DealerPagePhone({
  locale,
  view,
  statusUrl,
  name,
  deadlineSeconds,
}: {
  locale: Locale;
  view: MeasurementView;
  statusUrl: string;
  /** The page's name ("Stock list"), for the screenshot's text. */
  name: string;
  deadlineSeconds: number;
}) {
  const t = await getTranslations({ locale, namespace: 'GraderBrowser' });
  if (view.state === 'queued' || view.state === 'measuring') {
    return (
      <div className="mt-3">
        <LiveMeasurementProgress locale={locale} statusUrl={statusUrl} view={view} />
      </div>
    );
  }
  if (view.state === 'failed') {
    return (
      <p className="mt-3 text-sm text-amber-800">
        {t(`failure.${view.reason}`, { seconds: deadlineSeconds })}
      </p>
    );
  }
  const run = headlineRun(view.result, view.median);
  const format = measurementFormat(locale, (key, values) => t(key, values));
  const shot = view.result.screenshot;
  const texts = opportunityTexts(t);
  const fixes = view.result.opportunities.slice(0, dealerPageFixes);
  const figures = [
    [t('metrics.lcp.name'), format.time(run.values.lcp)],
    [t('metrics.tbt.name'), format.time(run.values.tbt)],
    [t('metrics.cls.name'), format.cls(run.values.cls)],
  ] as const;
  return (
    <div className="mt-3 flex gap-4" data-dealer-phone>
      {shot ? (
        <Image
          unoptimized
          src={imageHref(shot.id)}
          width={shot.width}
          height={shot.height}
          alt={t('dealerScreenshotAlt', { page: name })}
          className="h-auto w-20 shrink-0 rounded-md border border-slate-200"
        />
      ) : null}
      <div className="text-sm">
        <p className="font-semibold text-navy-900">{t('dealerScore', { score: run.score })}</p>
        <dl className="mt-1 grid grid-cols-[auto_auto] gap-x-3 text-slate-700">
          {figures.map(([label, value]) => (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd className="tabular font-medium text-navy-900">{value}</dd>
            </div>
          ))}
        </dl>
        {fixes.length > 0 ? (
          <>
            <p className="mt-2 font-semibold text-navy-900">{t('dealerFixes')}</p>
            <ul className="mt-1 grid gap-1 text-slate-700">
              {fixes.map((opportunity) => (
                <li key={opportunity.id}>
                  {texts.heading(opportunity.id)}
                  {opportunityGains(opportunity, texts, format).map((gain) => ` ${gain}`)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
