import type { Locale } from '@/i18n/routing';

/** Puts a value into a translated template's `{key}` (plain texts handed to client components). */
export const fillTemplate = (template: string, key: string, value: string) =>
  template.replace(`{${key}}`, value);

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

/** A price in euros (the demo dealers' currency): €29,900 / 29.900 € as each language writes it. */
export function formatEur(amount: number, locale: Locale) {
  return new Intl.NumberFormat(numberLocale[locale], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: amount % 1 === 0 ? 0 : 2,
    minimumFractionDigits: amount % 1 === 0 ? 0 : 2,
  }).format(amount);
}
