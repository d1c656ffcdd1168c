import type { Locale } from '@/i18n/routing';
import { numberLocale } from '@/lib/format';

/**
 * A headline figure (1000+, 89%, £355K+). The number is data; how it reads is the locale's
 * business: "%89" in Turkish, "355 χιλ. £" in Greek. Labels are translated next to the page.
 */
export type Stat<Id extends string = string> = {
  id: Id;
  value: number;
  format: 'count' | 'percent' | 'gbp';
  /** Shown as "1000+": the figure is a floor, not an exact count. */
  plus?: boolean;
};

export function formatStat(stat: Stat, locale: Locale) {
  const lang = numberLocale[locale];
  const suffix = stat.plus ? '+' : '';
  switch (stat.format) {
    case 'percent':
      // One decimal where the figure has one (1.5%, 99.9%): rounding would change a promise.
      return (
        new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(
          stat.value / 100,
        ) + suffix
      );
    case 'gbp':
      return (
        new Intl.NumberFormat(lang, {
          style: 'currency',
          currency: 'GBP',
          notation: 'compact',
          maximumFractionDigits: 0,
        }).format(stat.value) + suffix
      );
    default:
      // "1000+" like the rest of the site, but grouped from five digits on.
      return new Intl.NumberFormat(lang, { useGrouping: 'min2' }).format(stat.value) + suffix;
  }
}

/** A length of time in the locale's words: "24 hours", "24 saat", "24 ώρες". */
export function formatDuration(
  value: number,
  unit: 'hour' | 'day' | 'week' | 'month',
  locale: Locale,
) {
  return new Intl.NumberFormat(numberLocale[locale], {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(value);
}
