'use client';

import Image from 'next/image';
import { useTexts, useTextsLocale } from '@/i18n/texts';
import { measurementFormat } from '@/lib/analysis/browser/measurement-format';
import { rate, type LabMetric } from '@/lib/analysis/browser/vitals';
import type { MeasurementStatus } from '@/lib/analysis/measurements/status-json';
import { RatingBadge } from '@/components/grader/RatingBadge';
import { ProgressBar } from '@/components/ui/ProgressBar';

export type ComparedSite = {
  name: string;
  role: 'yours' | 'theirs';
  status: MeasurementStatus | null;
};

const shown = ['lcp', 'cls', 'tbt'] as const satisfies readonly LabMetric[];

/**
 * The competitor tool's phone measurements side by side (one column when the visitor gave only
 * the competitor): score, LCP, CLS, TBT and the phone screenshot, or each one's progress.
 */
export function PhoneComparison({ sites }: { sites: ComparedSite[] }) {
  const t = useTexts('GraderBrowser');
  const locale = useTextsLocale();
  const format = measurementFormat(locale, (key, values) => t(key, values));
  return (
    <section aria-labelledby="phone-comparison" className="mt-8">
      <h4 id="phone-comparison" className="text-lg font-bold text-navy-900">
        {t('compare.title')}
      </h4>
      <p className="text-sm text-slate-600">{t('compare.lead')}</p>
      <div className={`mt-4 grid gap-4 ${sites.length > 1 ? 'sm:grid-cols-2' : ''}`}>
        {sites.map((site) => (
          <article
            key={site.role}
            aria-label={`${t(`compare.${site.role}`)}: ${site.name}`}
            className="rounded-xl border border-slate-200 p-4"
          >
            <p className="text-sm font-semibold text-slate-600">{t(`compare.${site.role}`)}</p>
            <p className="font-bold break-words text-navy-900">{site.name}</p>
            <SiteMeasurement site={site} format={format} />
          </article>
        ))}
      </div>
    </section>
  );
}

function SiteMeasurement({
  site,
  format,
}: {
  site: ComparedSite;
  format: ReturnType<typeof measurementFormat>;
}) {
  const t = useTexts('GraderBrowser');
  const { status } = site;
  if (!status || status.state === 'queued' || status.state === 'measuring') {
    const progress = status?.progress ?? 2;
    const text =
      status?.state === 'queued'
        ? t('progress.queued', { position: status.position })
        : t('progress.measuring');
    return (
      <div className="mt-3">
        <ProgressBar label={t('progress.label')} value={progress} valueText={text} thin />
        <p className="mt-1 text-sm text-slate-700">{text}</p>
      </div>
    );
  }
  if (status.state === 'failed') {
    return <p className="mt-3 text-sm text-slate-700">{t('progress.failed')}</p>;
  }
  return (
    <div className="mt-3 flex gap-4">
      {status.screenshot ? (
        <Image
          unoptimized
          src={status.screenshot.src}
          width={status.screenshot.width}
          height={status.screenshot.height}
          alt={t('compare.screenshotAlt', { host: site.name })}
          className="h-auto w-24 shrink-0 rounded-lg border-4 border-navy-900"
        />
      ) : null}
      <dl className="grid flex-1 content-start gap-2">
        <div className="flex flex-col-reverse">
          <dt className="text-sm text-slate-600">{t('compare.score')}</dt>
          <dd className="tabular text-3xl font-extrabold text-navy-900">{status.score}</dd>
        </div>
        {shown.map((metric) => {
          const rating = rate(metric, status.values[metric]);
          return (
            <div key={metric} className="flex flex-wrap items-center justify-between gap-2">
              <dt className="text-sm text-slate-700">{t(`compare.${metric}`)}</dt>
              <dd className="flex items-center gap-2">
                <span className="tabular font-semibold text-navy-900">
                  {format.metric(metric, status.values[metric])}
                </span>
                <RatingBadge rating={rating} text={t(`ratings.${rating}`)} />
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
