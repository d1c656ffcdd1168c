import type { MeasurementFormat } from '@/lib/analysis/browser/measurement-format';
import { fieldMetrics, type FieldData, type FieldMetric } from '@/lib/analysis/browser/field-data';
import { rate, thresholds, type Rating } from '@/lib/analysis/browser/vitals';
import { ratingMark, ratingTone } from './rating-style';

export type FieldMetricTexts = {
  title: string;
  lead: string;
  none: string;
  name: (metric: FieldMetric) => string;
  rating: (rating: Rating) => string;
  limits: (good: string, poor: string) => string;
};

/**
 * Google's field data beside our lab run: the 75th percentile of real phone visits (CrUX) for
 * LCP, INP and CLS, each against Google's thresholds — or that Google has too few visits.
 * Shown under the lab metrics, which stay the headline.
 */
export function FieldMetrics({
  field,
  format,
  texts,
}: {
  field: FieldData | null;
  format: MeasurementFormat;
  texts: FieldMetricTexts;
}) {
  const shown = field ? fieldMetrics.filter((metric) => field.values[metric] !== null) : [];
  return (
    <section aria-labelledby="field-title" className="mt-8">
      <h3 id="field-title" className="text-xl font-bold text-navy-900">
        {texts.title}
      </h3>
      {shown.length === 0 ? (
        <p className="mt-1 text-slate-700">{texts.none}</p>
      ) : (
        <>
          <p className="mt-1 text-slate-700">{texts.lead}</p>
          <dl className="mt-4 grid gap-3 sm:grid-cols-3">
            {shown.map((metric) => {
              const value = field!.values[metric]!;
              const rating = rate(metric, value);
              const limit = thresholds[metric];
              return (
                <div key={metric} className="rounded-xl border border-slate-200 bg-white p-4">
                  <dt className="font-semibold text-navy-900">
                    {texts.name(metric)}{' '}
                    <span className="font-normal text-slate-600">({metric.toUpperCase()})</span>
                  </dt>
                  <dd className="mt-2 flex flex-wrap items-center gap-3">
                    <span className="tabular text-2xl font-bold text-navy-900">
                      {format.metric(metric, value)}
                    </span>
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${ratingTone[rating]}`}
                    >
                      <span aria-hidden="true">{ratingMark[rating]} </span>
                      {texts.rating(rating)}
                    </span>
                    <span className="w-full text-xs text-slate-600">
                      {texts.limits(
                        format.metric(metric, limit.good),
                        format.metric(metric, limit.poor),
                      )}
                    </span>
                  </dd>
                </div>
              );
            })}
          </dl>
        </>
      )}
    </section>
  );
}
