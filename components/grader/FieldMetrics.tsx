import type { MeasurementFormat } from '@/lib/analysis/browser/measurement-format';
import { fieldMetrics, type FieldData, type FieldMetric } from '@/lib/analysis/browser/field-data';
import type { Rating } from '@/lib/analysis/browser/vitals';
import { MetricCard } from './MetricCard';

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
            {shown.map((metric) => (
              <MetricCard
                key={metric}
                metric={metric}
                value={field!.values[metric]!}
                name={texts.name(metric)}
                format={format}
                texts={texts}
              />
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
