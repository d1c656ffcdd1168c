import type { Locale } from '@/i18n/routing';

/**
 * How each language writes numbers, money, percentages, lengths of time and dates: always
 * through Intl with the locale below, never by gluing a sign to a number ("%620" in Turkish,
 * "2.500 £" in Greek, "£2.500" in Turkish). One date format per language: the long one.
 */
export const numberLocale: Record<Locale, string> = { en: 'en-GB', tr: 'tr-TR', el: 'el-GR' };

/** Puts a value into a translated template's `{key}` (plain texts handed to client components). */
export const fillTemplate = (template: string, key: string, value: string) =>
  template.replace(`{${key}}`, value);

const formatters = new Map<string, Intl.NumberFormat>();

/** Intl.NumberFormat is slow to make (≈ 20 ms the first time in a browser): one per style. */
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}) {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale[locale], options);
    formatters.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 3) {
  return numberFormat(locale, { maximumFractionDigits }).format(value);
}

/** 5–7, 48–72 as the language writes a range. */
export function formatRange(from: number, to: number, locale: Locale) {
  return numberFormat(locale).formatRange(from, to);
}

/** A price in pounds sterling as the visitor's language writes it: £2,500 / £2.500 / 2.500 £. */
export function formatGbp(amount: number, locale: Locale) {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'GBP',
    maximumFractionDigits: amount % 1 === 0 ? 0 : 2,
  }).format(amount);
}

/** Millions of pounds in short: £5.2m / £5,2 Mn / 5,2 εκ. £. (Thousands are written out.) */
export function formatGbpMillions(amount: number, locale: Locale) {
  return numberFormat(locale, gbpMillionsOptions).format(amount);
}

export const gbpMillionsOptions: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'GBP',
  notation: 'compact',
  maximumFractionDigits: 1,
};

/** A price in euros (the demo dealers' currency): €29,900 / 29.900 € as each language writes it. */
export function formatEur(amount: number, locale: Locale) {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: amount % 1 === 0 ? 0 : 2,
    minimumFractionDigits: amount % 1 === 0 ? 0 : 2,
  }).format(amount);
}

/**
 * A percentage given in percent (89 → "89%", "%89"); one decimal where there is one (1.5%,
 * 99.9%): rounding would change a promise. `change` writes the sign of a rise or fall: "+420%",
 * "+%420".
 */
export function formatPercent(value: number, locale: Locale, { change = false } = {}) {
  return numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    ...(change ? { signDisplay: 'exceptZero' } : {}),
  }).format(value / 100);
}

/** A length of time in the locale's words: "24 hours", "24 saat", "1,5 μήνες". */
export function formatDuration(
  value: number,
  unit: 'hour' | 'day' | 'week' | 'month',
  locale: Locale,
) {
  return numberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * A calendar day (an ISO date, "2026-11-15") the one way each language writes dates on this
 * site: "15 November 2026", "15 Kasım 2026", "15 Νοεμβρίου 2026". Read in UTC, so the day never
 * shifts with the server's time zone.
 */
export function formatDate(isoDate: string, locale: Locale) {
  return new Intl.DateTimeFormat(numberLocale[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate.slice(0, 10)}T12:00:00Z`));
}

/**
 * A moment (a grade's time) in the long date format and a 24-hour clock, in `timeZone`:
 * "7 December 2026 at 08:00", "7 Aralık 2026 08:00", "7 Δεκεμβρίου 2026 στις 08:00". Greek's
 * 12-hour clock ends in "π.μ.", whose dot doubled the sentence's own full stop.
 */
export function formatDateTime(moment: Date, locale: Locale, timeZone: string) {
  return new Intl.DateTimeFormat(numberLocale[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).format(moment);
}
