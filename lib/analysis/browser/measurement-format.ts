import type { Locale } from '@/i18n/routing';
import { numberLocale } from '@/lib/format';
import type { LabMetric } from './vitals';

type Translate = (
  key: 'seconds' | 'milliseconds' | 'kilobytes' | 'megabytes',
  values: { value: string },
) => string;

/**
 * Numbers of a browser measurement as a visitor reads them: times under a second in ms, else
 * in seconds with one decimal; CLS with two or three decimals; sizes in KB or MB; any other
 * figure (a benchmark, a slowdown) with at most two decimals; percentages whole.
 */
export function measurementFormat(locale: Locale, t: Translate) {
  const number = (digits: number) =>
    new Intl.NumberFormat(numberLocale[locale], {
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
    });
  const time = (ms: number) =>
    ms < 1000
      ? t('milliseconds', { value: number(0).format(Math.round(ms / 10) * 10) })
      : t('seconds', { value: number(1).format(ms / 1000) });
  const cls = (value: number) => number(value > 0 && value < 0.01 ? 3 : 2).format(value);
  return {
    time,
    cls,
    figure: (value: number) =>
      new Intl.NumberFormat(numberLocale[locale], { maximumFractionDigits: 2 }).format(value),
    /** A whole percentage, as the language writes it (68%, %68). */
    percent: (value: number) =>
      new Intl.NumberFormat(numberLocale[locale], { style: 'percent' }).format(value / 100),
    metric: (metric: LabMetric | 'inp', value: number) =>
      metric === 'cls' ? cls(value) : time(value),
    size: (bytes: number) =>
      bytes < 1024 * 1024
        ? t('kilobytes', { value: number(0).format(Math.max(1, Math.round(bytes / 1024))) })
        : t('megabytes', { value: number(1).format(bytes / (1024 * 1024)) }),
  };
}

export type MeasurementFormat = ReturnType<typeof measurementFormat>;
