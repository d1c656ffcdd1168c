import type { Locale } from '@/i18n/routing';

export const numberLocale: Record<Locale, string> = { en: 'en-GB', tr: 'tr-TR', el: 'el-GR' };

/** A price in pounds sterling as the visitor's language writes it: £2,500 / £2.500 / 2.500 £. */
export function formatGbp(amount: number, locale: Locale) {
  return new Intl.NumberFormat(numberLocale[locale], {
    style: 'currency',
    currency: 'GBP',
    maximumFractionDigits: amount % 1 === 0 ? 0 : 2,
  }).format(amount);
}

export function formatNumber(value: number, locale: Locale) {
  return new Intl.NumberFormat(numberLocale[locale]).format(value);
}
