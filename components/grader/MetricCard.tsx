import type { MeasurementFormat } from '@/lib/analysis/browser/measurement-format';
import { rate, thresholds, type LabMetric, type Rating } from '@/lib/analysis/browser/vitals';
import { RatingBadge } from './RatingBadge';

export type MetricCardTexts = {
  rating: (rating: Rating) => string;
  limits: (good: string, poor: string) => string;
};

/**
 * One metric as a term of a description list: its name and code (and what it measures), its
 * value, Google's verdict (good / needs improvement / poor) and the verdict's limits. The lab
 * run's metrics and Google's field data are both shown with it.
 */
export function MetricCard({
  metric,
  value,
  name,
  what,
  format,
  texts,
}: {
  metric: LabMetric | 'inp';
  value: number;
  name: string;
  what?: string;
  format: MeasurementFormat;
  texts: MetricCardTexts;
}) {
  const rating = rate(metric, value);
  const limit = thresholds[metric];
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="font-semibold text-navy-900">
        {name} <span className="font-normal text-slate-600">({metric.toUpperCase()})</span>
        {what ? <span className="block text-sm font-normal text-slate-600">{what}</span> : null}
      </dt>
      <dd className="mt-2 flex flex-wrap items-center gap-3">
        <span className="tabular text-2xl font-bold text-navy-900">
          {format.metric(metric, value)}
        </span>
        <RatingBadge rating={rating} text={texts.rating(rating)} />
        <span className="w-full text-xs text-slate-600">
          {texts.limits(format.metric(metric, limit.good), format.metric(metric, limit.poor))}
        </span>
      </dd>
    </div>
  );
}
