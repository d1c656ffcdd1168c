import type { Locale } from '@/i18n/routing';
import { numberLocale } from '@/lib/format';

/**
 * A consultation slot in the visitor's words and time zone, for the booking page and the
 * e-mails: 24-hour times in all three languages, dates as each language writes them.
 */
type Style = 'time' | 'day' | 'dateTime' | 'zoneName' | 'date';

const styles: Record<Style, Intl.DateTimeFormatOptions> = {
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  day: { weekday: 'long', day: 'numeric', month: 'long' },
  dateTime: {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  zoneName: { timeZoneName: 'longGeneric' },
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl.DateTimeFormat is slow to make: one per language, zone and style. */
function formatter(style: Style, timeZone: string, locale: Locale) {
  const key = `${style} ${timeZone} ${locale}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(numberLocale[locale], { ...styles[style], timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** '14:30' in `zone`. */
export function formatSlotTime(start: string, zone: string, locale: Locale) {
  return formatter('time', zone, locale).format(new Date(start));
}

/** The day of the page ('2026-12-01') that an instant falls on in `zone`. */
export function slotDate(start: string, zone: string) {
  const parts = formatter('date', zone, 'en').formatToParts(new Date(start));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A day of the page ('2026-12-01'): 'Tuesday 1 December', '1 Aralık Salı', … */
export function formatSlotDay(date: string, locale: Locale) {
  // Read at noon in UTC, so the day never shifts with the server's zone.
  return formatter('day', 'UTC', locale).format(new Date(`${date.slice(0, 10)}T12:00:00Z`));
}

/** Day, year and time in one, as each language joins them: for e-mails, read out of context. */
export function formatSlotDateTime(start: string, zone: string, locale: Locale) {
  return formatter('dateTime', zone, locale).format(new Date(start));
}

/**
 * 'Eastern European Time (Nicosia)': the zone's name in the visitor's language and its IANA city,
 * which tells Nicosia from Famagusta and London from Lisbon. The IANA name when Intl has no name.
 */
export function zoneName(zone: string, locale: Locale, at: Date) {
  const name = formatter('zoneName', zone, locale)
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  // With no name of its own ICU writes an offset ('GMT+00:00' for UTC, 'GMT-05:00').
  if (!name || /^GMT([+\-−]|$)/.test(name)) return zone;
  const city = zone.includes('/') ? zone.slice(zone.lastIndexOf('/') + 1).replaceAll('_', ' ') : '';
  return city ? `${name} (${city})` : name;
}
