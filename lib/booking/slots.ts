import { Temporal } from 'temporal-polyfill';
import type { OpeningHours } from '@/lib/site-config';

/**
 * Which 30-minute consultation calls can be booked. Slots are laid on the office's wall clock
 * (09:00, 09:30 … in Cyprus whatever the season) and shown on the visitor's, so a daylight-saving
 * change on either side moves the UTC instants, never the office's times. Pure: the caller passes
 * the instant, the bookings and the blocked ranges.
 */
export const slotMinutes = 30;
export const minNoticeMinutes = 120;
export const horizonDays = 21;

/** `start`: a UTC instant in canonical form ('2026-12-01T07:00:00Z'), the key of the bookings. */
export type Slot = { start: string; free: boolean };
/** `date` is the day in the visitor's zone: a call at 00:30 in Tokyo belongs to the Tokyo date. */
export type BookingDay = { date: string; slots: Slot[] };

type Window = { now: Temporal.Instant; earliest: Temporal.Instant; latest: Temporal.Instant };

function bookingWindow(now: Date): Window {
  const instant = Temporal.Instant.fromEpochMilliseconds(now.getTime());
  return {
    now: instant,
    earliest: instant.add({ minutes: minNoticeMinutes }),
    latest: instant.add({ hours: horizonDays * 24 }),
  };
}

const inWindow = (instant: Temporal.Instant, { earliest, latest }: Window) =>
  Temporal.Instant.compare(instant, earliest) >= 0 &&
  Temporal.Instant.compare(instant, latest) <= 0;

function minutesOf(hhmm: string) {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

function isOpeningDay(weekday: number, { firstDay, lastDay }: OpeningHours) {
  // A range such as 6-2 (Saturday to Tuesday) wraps over Sunday.
  return firstDay <= lastDay
    ? weekday >= firstDay && weekday <= lastDay
    : weekday >= firstDay || weekday <= lastDay;
}

/** The instants of the office's slots on one office date, in order. */
function officeSlotsOn(date: Temporal.PlainDate, hours: OpeningHours): Temporal.Instant[] {
  if (!isOpeningDay(date.dayOfWeek, hours)) return [];
  const slots: Temporal.Instant[] = [];
  const closes = minutesOf(hours.closes);
  for (
    let minutes = minutesOf(hours.opens);
    minutes + slotMinutes <= closes;
    minutes += slotMinutes
  ) {
    const wall = date.toPlainDateTime({ hour: Math.floor(minutes / 60), minute: minutes % 60 });
    // On a fall-back night a wall time happens twice: the first one is the slot. On a
    // spring-forward night it may not happen at all: Temporal then moves it, and we skip it.
    const zoned = wall.toZonedDateTime(hours.timeZone, { disambiguation: 'earlier' });
    if (zoned.toPlainDateTime().equals(wall)) slots.push(zoned.toInstant());
  }
  return slots;
}

const dateIn = (instant: Temporal.Instant, zone: string) =>
  instant.toZonedDateTimeISO(zone).toPlainDate();

function datesBetween(first: Temporal.PlainDate, last: Temporal.PlainDate) {
  const dates: Temporal.PlainDate[] = [];
  for (
    let date = first;
    Temporal.PlainDate.compare(date, last) <= 0;
    date = date.add({ days: 1 })
  ) {
    dates.push(date);
  }
  return dates;
}

/**
 * Every office slot from now + notice to now + horizon, grouped by its date in `zone` (the
 * visitor's, a valid IANA name: see isTimeZone). Every date from today to the horizon's date is
 * listed, in order, even one without slots, so the page can say there is no free time that day.
 * A slot is taken once its bookings reach `seats`, and blocked when it overlaps a blocked range.
 */
export function bookingDays(options: {
  now: Date;
  hours: OpeningHours;
  zone: string;
  seats: number;
  taken: ReadonlyMap<string, number>;
  blocked?: ReadonlyArray<{ from: Date; to: Date }>;
}): BookingDay[] {
  const { now, hours, zone, seats, taken, blocked = [] } = options;
  const window = bookingWindow(now);

  const days = new Map<string, Slot[]>();
  for (const date of datesBetween(dateIn(window.now, zone), dateIn(window.latest, zone))) {
    days.set(date.toString(), []);
  }

  const isBlocked = (start: Temporal.Instant) => {
    const from = start.epochMilliseconds;
    const to = from + slotMinutes * 60_000;
    return blocked.some((range) => from < range.to.getTime() && to > range.from.getTime());
  };

  const officeDates = datesBetween(
    dateIn(window.earliest, hours.timeZone),
    dateIn(window.latest, hours.timeZone),
  );
  for (const date of officeDates) {
    for (const instant of officeSlotsOn(date, hours)) {
      if (!inWindow(instant, window)) continue;
      const start = instant.toString();
      const free = (taken.get(start) ?? 0) < seats && !isBlocked(instant);
      days.get(dateIn(instant, zone).toString())?.push({ start, free });
    }
  }
  return [...days].map(([date, slots]) => ({ date, slots }));
}

/** A slot's start as the slots and their taken seats are keyed: '2026-12-01T07:00:00Z'. */
export function startKey(start: Date): string {
  return Temporal.Instant.fromEpochMilliseconds(start.getTime()).toString();
}

/** The canonical form of a posted slot ('2026-12-01T07:00:00Z'), or null if it does not parse. */
export function slotKey(start: string): string | null {
  // Long enough for an offset and a zone annotation; a longer value is not a date.
  if (typeof start !== 'string' || start.length > 100) return null;
  try {
    return Temporal.Instant.from(start).toString();
  } catch {
    return null;
  }
}

/**
 * The server's check of a posted slot: one the office would offer (its date's grid, so the same
 * rule as the page), at least the notice ahead and within the horizon. Never throws.
 */
export function isBookableSlot(
  start: string,
  options: { now: Date; hours: OpeningHours },
): boolean {
  const key = slotKey(start);
  if (key === null) return false;
  try {
    const instant = Temporal.Instant.from(key);
    if (!inWindow(instant, bookingWindow(options.now))) return false;
    const date = dateIn(instant, options.hours.timeZone);
    return officeSlotsOn(date, options.hours).some((slot) => slot.equals(instant));
  } catch {
    // An invalid `now` or office zone: nothing can be booked against it.
    return false;
  }
}

/** Up to `count` free slots at or after `after`, across days: "that one was just taken, try…". */
export function nextFreeSlots(days: BookingDay[], after: string, count: number): Slot[] {
  const key = slotKey(after);
  if (key === null || count <= 0) return [];
  const from = Temporal.Instant.from(key);
  return days
    .flatMap((day) => day.slots)
    .filter(
      (slot) => slot.free && Temporal.Instant.compare(Temporal.Instant.from(slot.start), from) >= 0,
    )
    .slice(0, count);
}
