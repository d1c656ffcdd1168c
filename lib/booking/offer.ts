import 'server-only';
import type { Locale } from '@/i18n/routing';
import { db } from '@/lib/db/client';
import type { PrismaClient } from '@/lib/db/connection';
import { runTimeEnv } from '@/lib/env';
import { numberLocale } from '@/lib/format';
import { siteConfig } from '@/lib/site-config';
import { blockedRanges } from './blocked-times';
import { bookingRepository, type Booking } from './booking-repository';
import { formatSlotDateTime, zoneName } from './format-slot';
import { bookingDays, horizonDays, nextFreeSlots, startKey, type BookingDay } from './slots';

const dayMs = 24 * 60 * 60_000;

/** The days the booking page offers, on `zone`'s calendar, with each slot's seats as they stand. */
export async function openDays(
  prisma: PrismaClient,
  { now, zone, seats }: { now: Date; zone: string; seats: number },
): Promise<BookingDay[]> {
  const end = new Date(now.getTime() + (horizonDays + 1) * dayMs);
  const [taken, blocked] = await Promise.all([
    bookingRepository(prisma).takenSeats(now, end),
    blockedRanges(prisma, now, end),
  ]);
  return bookingDays({ now, hours: siteConfig.openingHours, zone, seats, taken, blocked });
}

const shortFormats = new Map<string, Intl.DateTimeFormat>();

/** "Tue 1 Dec, 09:30" on `zone`'s clock, as the language writes it. */
function shortSlot(start: string, zone: string, locale: Locale) {
  const key = `${zone}|${locale}`;
  let format = shortFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(numberLocale[locale], {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    });
    shortFormats.set(key, format);
  }
  return format.format(new Date(start));
}

/**
 * The three free slots nearest after `after` (a slot just taken), in words on the visitor's
 * clock: what the "just taken" answer offers instead. Null when none is left in the horizon.
 */
export async function nearestFreeTimes(
  after: string,
  zone: string | undefined,
  locale: Locale,
): Promise<string | null> {
  const shown = zone ?? siteConfig.openingHours.timeZone;
  const now = new Date();
  const days = await openDays(await db(), {
    now,
    zone: shown,
    seats: runTimeEnv().BOOKING_SEATS,
  });
  const slots = nextFreeSlots(days, after || startKey(now), 3);
  if (slots.length === 0) return null;
  return new Intl.ListFormat(numberLocale[locale], { type: 'conjunction' }).format(
    slots.map((slot) => shortSlot(slot.start, shown, locale)),
  );
}

/** "Tuesday 1 December 2026, 14:30 (Eastern European Time (Nicosia))" in that zone and language. */
export function callTime(call: Pick<Booking, 'startsAt'>, zone: string, locale: Locale): string {
  return `${formatSlotDateTime(startKey(call.startsAt), zone, locale)} (${zoneName(zone, locale, call.startsAt)})`;
}
