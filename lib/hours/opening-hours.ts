import type { Locale } from '@/i18n/routing';
import { numberLocale } from '@/lib/format';
import type { OpeningHours } from '@/lib/site-config';

// 1 January 2024 was a Monday: ISO weekday n is 2024-01-n.
const weekdayDate = (isoDay: number) => new Date(Date.UTC(2024, 0, isoDay, 12));

/** A weekday's name (ISO 1 = Monday … 7 = Sunday) in the visitor's language. */
export function weekdayName(isoDay: number, locale: Locale, style: 'short' | 'long' = 'short') {
  return new Intl.DateTimeFormat(numberLocale[locale], { weekday: style, timeZone: 'UTC' }).format(
    weekdayDate(isoDay),
  );
}

function formatTime(time: string, lang: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(lang, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 1, hours, minutes)));
}

/**
 * The office hours of site-config in the visitor's language, e.g. "Mon–Fri", "09:00–18:00",
 * "Eastern European Time": the one place the site words its hours (the chat, the contact and
 * support pages and the e-mails read them here), so all tell one story.
 */
export function formatOpeningHours(hours: OpeningHours, locale: Locale) {
  const lang = numberLocale[locale];
  const first = weekdayName(hours.firstDay, locale);
  const last = weekdayName(hours.lastDay, locale);
  const zone =
    new Intl.DateTimeFormat(lang, { timeZone: hours.timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(weekdayDate(1))
      .find((part) => part.type === 'timeZoneName')?.value ?? hours.timeZone;
  return {
    days: hours.firstDay === hours.lastDay ? first : `${first}–${last}`,
    times: `${formatTime(hours.opens, lang)}–${formatTime(hours.closes, lang)}`,
    zone,
  };
}
