import type { Locale } from '@/i18n/routing';
import { numberLocale } from '@/lib/format';
import type { OpeningHours } from '@/lib/site-config';

// 1 January 2024 was a Monday: ISO weekday n is 2024-01-n.
const weekdayDate = (isoDay: number) => new Date(Date.UTC(2024, 0, isoDay, 12));

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
 * "Eastern European Time". The chat widget reads the same hours, so both tell one story.
 */
export function formatOpeningHours(hours: OpeningHours, locale: Locale) {
  const lang = numberLocale[locale];
  const weekday = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' });
  const first = weekday.format(weekdayDate(hours.firstDay));
  const last = weekday.format(weekdayDate(hours.lastDay));
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
