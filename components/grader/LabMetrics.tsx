import type { MeasurementFormat } from '@/lib/analysis/browser/measurement-format';
import { labMetrics, type LabValues, type Rating } from '@/lib/analysis/browser/vitals';
import { MetricCard } from './MetricCard';

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
      {labMetrics.map((metric) => (
        <MetricCard
          key={metric}
          metric={metric}
          value={values[metric]}
          name={texts.name(metric)}
          what={texts.what(metric)}
          format={format}
          texts={texts}
        />
      ))}
    </dl>
  );
}
