import type { MeasurementFormat } from '@/lib/analysis/browser/measurement-format';
import {
  labMetrics,
  rate,
  thresholds,
  type LabValues,
  type Rating,
} from '@/lib/analysis/browser/vitals';
import { ratingMark, ratingTone } from './rating-style';

export type LabMetricTexts = {
  name: (metric: (typeof labMetrics)[number]) => string;
  what: (metric: (typeof labMetrics)[number]) => string;
  rating: (rating: Rating) => string;
  limits: (good: string, poor: string) => string;
};

/** Each lab metric with its value and Google's verdict (good / needs improvement / poor). */
export function LabMetrics({
  values,
  format,
  texts,
}: {
  values: LabValues;
  format: MeasurementFormat;
  texts: LabMetricTexts;
}) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {labMetrics.map((metric) => {
        const rating = rate(metric, values[metric]);
        const limit = thresholds[metric];
        return (
          <div key={metric} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="font-semibold text-navy-900">
              {texts.name(metric)}{' '}
              <span className="font-normal text-slate-600">({metric.toUpperCase()})</span>
              <span className="block text-sm font-normal text-slate-600">{texts.what(metric)}</span>
            </dt>
            <dd className="mt-2 flex flex-wrap items-center gap-3">
              <span className="tabular text-2xl font-bold text-navy-900">
                {format.metric(metric, values[metric])}
              </span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${ratingTone[rating]}`}
              >
                <span aria-hidden="true">{ratingMark[rating]} </span>
                {texts.rating(rating)}
              </span>
              <span className="w-full text-xs text-slate-600">
                {texts.limits(format.metric(metric, limit.good), format.metric(metric, limit.poor))}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
