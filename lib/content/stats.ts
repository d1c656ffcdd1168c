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
  const suffix = stat.plus ? '+' : '';
  if (stat.format === 'percent') return formatPercent(stat.value, locale) + suffix;
  if (stat.format === 'gbp') return formatCompactGbp(stat.value, locale) + suffix;
  // "1000+" like the rest of the site, but grouped from five digits on.
  return (
    new Intl.NumberFormat(numberLocale[locale], { useGrouping: 'min2' }).format(stat.value) + suffix
  );
}

/** 89 → "89%", "%89"; one decimal where there is one (1.5%, 99.9%): rounding would change a promise. */
export function formatPercent(value: number, locale: Locale) {
  return new Intl.NumberFormat(numberLocale[locale], {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(value / 100);
}

/** 355000 → "£355k", "£355 B", "355 χιλ. £". */
export function formatCompactGbp(pounds: number, locale: Locale) {
  return new Intl.NumberFormat(numberLocale[locale], {
    style: 'currency',
    currency: 'GBP',
    notation: 'compact',
    maximumFractionDigits: 0,
  }).format(pounds);
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
