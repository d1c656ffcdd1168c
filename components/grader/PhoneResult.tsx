import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { measurementFormat } from '@/lib/analysis/browser/measurement-format';
import { slowBenchmarkIndex, type BrowserResult } from '@/lib/analysis/browser/browser-result';
import type { MedianSummary } from '@/lib/analysis/measurements/status';
import { headlineRun } from '@/lib/analysis/report-scores';
import { imageHref } from '@/lib/analysis/report-paths';
import { runTimeEnv } from '@/lib/env';
import { formatDateTime } from '@/lib/format';
import { siteConfig } from '@/lib/site-config';
import { FieldMetrics } from './FieldMetrics';
import { Filmstrip } from './Filmstrip';
import { LabMetrics } from './LabMetrics';
import { ScoreRing } from './ScoreRing';
import { opportunityTexts, SpeedOpportunities } from './SpeedOpportunities';

/**
 * A finished phone measurement: the Speed score (the median when measured more than once), the
 * phone screen at the end of the load, each metric against Google's thresholds, the element
 * the LCP timed, the page's weight, the filmstrip and what slows the page.
 */
export async function PhoneResult({
  locale,
  host,
  result,
  median,
  finishedAt,
}: {
  locale: Locale;
  host: string;
  result: BrowserResult;
  median: MedianSummary | null;
  finishedAt: Date | null;
}) {
  const t = await getTranslations({ locale, namespace: 'GraderBrowser' });
  const format = measurementFormat(locale, (key, values) => t(key, values));
  const run = headlineRun(result, median);
  const {
    GRADER_REPEAT_ABOVE_OTHER_LOAD: repeatAbove,
    GRADER_REPEAT_BELOW_BENCHMARK: repeatBelow,
  } = runTimeEnv();
  const shot = result.screenshot;
  const date = formatDateTime(finishedAt ?? new Date(), locale, siteConfig.openingHours.timeZone);
  return (
    <>
      <p className="mt-2 text-slate-600">
        {t('method', { version: result.lighthouseVersion, date })}
      </p>
      {result.method?.benchmarkIndex ? (
        <p className="mt-1 text-sm text-slate-600">
          {t('calibration', {
            runs: result.method.runs,
            benchmark: format.figure(result.method.benchmarkIndex),
            slowdown: format.figure(result.method.cpuSlowdown),
            lighthouseLine: format.figure(slowBenchmarkIndex),
            rule: repeatBelow > 0 ? 'on' : 'off',
            line: format.figure(repeatBelow),
          })}
          {typeof result.method.otherLoad === 'number'
            ? ` ${t('otherLoad', {
                load: format.percent(result.method.otherLoad),
                rule: repeatAbove < 100 ? 'on' : 'off',
                line: format.percent(repeatAbove),
              })}`
            : null}
        </p>
      ) : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
        {shot ? (
          <figure className="mx-auto w-56 lg:w-64">
            <div className="rounded-[2rem] border-8 border-navy-900 bg-navy-900 shadow-lg">
              <Image
                unoptimized
                src={imageHref(shot.id)}
                width={shot.width}
                height={shot.height}
                alt={t('screenshotAlt', { host })}
                className="h-auto w-full rounded-[1.4rem]"
              />
            </div>
            <figcaption className="mt-2 text-center text-sm text-slate-600">
              {t('screenshotTitle')}
            </figcaption>
          </figure>
        ) : null}
        <div>
          <div className="flex flex-wrap items-center gap-6">
            <ScoreRing score={run.score} label="/100" size="sm" />
            <div className="min-w-0 flex-1">
              <h3 className="text-xl font-bold text-navy-900">{t('score')}</h3>
              {run.runs > 1 ? (
                <p className="text-slate-700">{t('median', { runs: run.runs })}</p>
              ) : null}
              <p className="mt-1 text-sm text-slate-600">{t('scoreNote')}</p>
            </div>
          </div>
          <h3 className="mt-8 text-xl font-bold text-navy-900">{t('metricsTitle')}</h3>
          <div className="mt-4">
            <LabMetrics
              values={run.values}
              format={format}
              texts={{
                name: (metric) => t(`metrics.${metric}.name`),
                what: (metric) => t(`metrics.${metric}.what`),
                rating: (rating) => t(`ratings.${rating}`),
                limits: (good, poor) => t('limits', { good, poor }),
              }}
            />
          </div>
          {result.field !== undefined ? (
            <FieldMetrics
              field={result.field}
              format={format}
              texts={{
                title: t('field.title'),
                lead: t('field.lead'),
                none: t('field.none'),
                name: (metric) => t(`field.${metric}`),
                rating: (rating) => t(`ratings.${rating}`),
                limits: (good, poor) => t('limits', { good, poor }),
              }}
            />
          ) : null}
          {result.lcpElement ? (
            <div className="mt-6">
              <h3 className="text-lg font-bold text-navy-900">{t('lcpTitle')}</h3>
              <p className="mt-1 text-slate-700">{t('lcpText')}</p>
              <code className="mt-2 block overflow-x-auto rounded-lg bg-slate-100 p-3 text-sm break-all text-navy-900">
                {result.lcpElement.snippet || result.lcpElement.selector}
              </code>
              {result.lcpElement.selector ? (
                <p className="mt-1 text-xs break-all text-slate-600">
                  {result.lcpElement.selector}
                </p>
              ) : null}
            </div>
          ) : null}
          <p className="mt-6 text-slate-700">
            {t('weight', { size: format.size(result.totalBytes) })}
          </p>
        </div>
      </div>
      <Filmstrip
        title={t('filmstripTitle')}
        note={t('filmstripNote')}
        frames={result.filmstrip}
        time={format.time}
      />
      <SpeedOpportunities
        opportunities={result.opportunities}
        format={format}
        texts={opportunityTexts(t)}
      />
    </>
  );
}
