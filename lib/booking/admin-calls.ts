import 'server-only';
import { Temporal } from 'temporal-polyfill';
import type { PrismaClient } from '@/lib/db/connection';
import type { Booking, BookingStatus, Lead } from '@/lib/db/generated/client';

/** A booked call as the admin's calls page shows it: with the lead who booked it. */
export type AdminCall = Booking & {
  lead: Pick<Lead, 'id' | 'name' | 'company' | 'email' | 'phone' | 'reference'>;
};

export type CallSections = {
  /** From now to the office's midnight. */
  today: AdminCall[];
  /** The rest of the next 7 days, on the office's calendar. */
  thisWeek: AdminCall[];
  later: AdminCall[];
  /** Started in the last `unmarkedDays` days and not yet marked done or missed; newest first. */
  unmarked: AdminCall[];
};

/** What an admin marks a call after it started. */
export const callOutcomes = ['done', 'missed'] as const satisfies readonly BookingStatus[];
export type CallOutcome = (typeof callOutcomes)[number];

/** How long a started call waits on the page to be marked. */
export const unmarkedDays = 14;
/** A slot holds BOOKING_SEATS calls and /book offers three weeks: a few hundred at most. */
const sectionLimit = 500;

const withLead = {
  lead: {
    select: { id: true, name: true, company: true, email: true, phone: true, reference: true },
  },
} as const;

/** Where "Today" and "This week" end: the office's next midnight, and the one 7 days on. */
export function officeDayEnds(now: Date, zone: string): { today: Date; week: Date } {
  const date = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(zone)
    .toPlainDate();
  // The start of a day, not 00:00: in a few zones a clock change skips midnight.
  const dayStart = (days: number) =>
    new Date(date.add({ days }).toZonedDateTime({ timeZone: zone }).epochMilliseconds);
  return { today: dayStart(1), week: dayStart(7) };
}

/** The booked calls ahead, by section, and the started ones not yet marked. */
export async function callSections(
  prisma: PrismaClient,
  { now, zone }: { now: Date; zone: string },
): Promise<CallSections> {
  const since = Temporal.Instant.fromEpochMilliseconds(now.getTime()).subtract({
    hours: unmarkedDays * 24,
  });
  const [ahead, unmarked] = await Promise.all([
    prisma.booking.findMany({
      where: { status: 'booked', startsAt: { gt: now } },
      include: withLead,
      orderBy: [{ startsAt: 'asc' }, { seat: 'asc' }],
      take: sectionLimit,
    }),
    prisma.booking.findMany({
      where: {
        status: 'booked',
        startsAt: { lte: now, gte: new Date(since.epochMilliseconds) },
      },
      include: withLead,
      orderBy: [{ startsAt: 'desc' }, { seat: 'asc' }],
      take: sectionLimit,
    }),
  ]);
  const ends = officeDayEnds(now, zone);
  return {
    today: ahead.filter((call) => call.startsAt < ends.today),
    thisWeek: ahead.filter((call) => call.startsAt >= ends.today && call.startsAt < ends.week),
    later: ahead.filter((call) => call.startsAt >= ends.week),
    unmarked,
  };
}

export type MarkedCall =
  | { status: 'marked'; call: AdminCall }
  | { status: 'not_found' }
  | { status: 'not_started'; call: AdminCall }
  | { status: 'not_booked'; call: AdminCall };

/**
 * Marks a booked call done or missed, once it has started (at `now`). One conditional update,
 * so of two admins marking the same call at once only the first changes it.
 */
export async function markCall(
  prisma: PrismaClient,
  id: string,
  outcome: CallOutcome,
  now: Date,
): Promise<MarkedCall> {
  const { count } = await prisma.booking.updateMany({
    where: { id, status: 'booked', startsAt: { lte: now } },
    data: { status: outcome },
  });
  const call = await prisma.booking.findUnique({ where: { id }, include: withLead });
  if (!call) return { status: 'not_found' };
  if (count === 1) return { status: 'marked', call };
  return call.status === 'booked'
    ? { status: 'not_started', call }
    : { status: 'not_booked', call };
}
