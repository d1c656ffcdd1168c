import 'server-only';
import { siteConfig } from '@/lib/site-config';

let officeDateTime: Intl.DateTimeFormat | undefined;

/**
 * A moment as the agency reads it, on the office's clock: "8 Dec 2026, 09:30" (medium date,
 * short time). The admin area and the agency's e-mails are English; visitors' dates go through
 * lib/format.ts in their own language, and a booked call's through lib/booking/format-slot.ts.
 */
export function formatOfficeDateTime(date: Date): string {
  officeDateTime ??= new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: siteConfig.openingHours.timeZone,
  });
  return officeDateTime.format(date);
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * A call's or a blocked time's moment for the admin's calendar: "Tue 1 Dec, 10:30" on the
 * office's clock, or on `timeZone`'s (a visitor's); with `year` for what can be months ahead
 * ("Tue, 1 Dec 2026, 10:30"). Throws for a zone this server's Intl does not know.
 */
export function formatCalendarTime(
  date: Date,
  { timeZone = siteConfig.openingHours.timeZone, year = false } = {},
): string {
  const key = `${timeZone}|${year}`;
  let format = clocks.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...(year ? { year: 'numeric' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    clocks.set(key, format);
  }
  return format.format(date);
}
