import type { OpeningHours } from '@/lib/site-config';

/**
 * Is the agency open? Decided on the wall clock of the agency's time zone (site-config), so a
 * visitor in London, Istanbul or Los Angeles sees the same answer, and daylight-saving changes
 * in Cyprus move the opening instant with them. Pure: the caller passes the instant.
 */
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** ISO weekday (1 = Monday) and minutes since midnight of `instant` in `timeZone`. */
export function wallClock(instant: Date, timeZone: string) {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: weekdays.indexOf(part('weekday')) + 1,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

function minutesOf(hhmm: string) {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

function isOpeningDay(weekday: number, { firstDay, lastDay }: OpeningHours) {
  // A range such as 6-2 (Saturday to Tuesday) wraps over Sunday.
  return firstDay <= lastDay
    ? weekday >= firstDay && weekday <= lastDay
    : weekday >= firstDay || weekday <= lastDay;
}

/** True from `opens` (inclusive) to `closes` (exclusive) on an opening day. */
export function isOpenAt(instant: Date, hours: OpeningHours) {
  const { weekday, minutes } = wallClock(instant, hours.timeZone);
  return (
    isOpeningDay(weekday, hours) &&
    minutes >= minutesOf(hours.opens) &&
    minutes < minutesOf(hours.closes)
  );
}
