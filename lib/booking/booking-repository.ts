import 'server-only';
import type { PrismaClient } from '@/lib/db/connection';
import type { Booking, BookingChannel, Prisma } from '@/lib/db/generated/client';
import { startKey } from './slots';

export type { Booking, BookingChannel };

/** The slot has no seat left: another visitor (maybe on another server) took the last one. */
export class SlotTakenError extends Error {
  constructor() {
    super('the slot has no free seat');
  }
}

/** The address already has `futureBookingsPerMailbox` calls ahead. */
export class BookingLimitError extends Error {
  constructor() {
    super('the address has as many future calls as it may');
  }
}

/**
 * Anyone can type a stranger's address, and one dealer needs one call: at most this many calls
 * ahead per mailbox (canonical, as the e-mails' daily cap counts it).
 */
export const futureBookingsPerMailbox = 2;

/** Any constant of our own: the advisory lock that serialises one mailbox's bookings. */
const mailboxLockClass = 7_313;

export type NewBooking = {
  leadId: string;
  startsAt: Date;
  channel: BookingChannel;
  timeZone: string;
  mailbox: string;
};

/**
 * Books a seat of a slot inside the transaction that stores the lead (lib/leads/intake.ts), so a
 * call is never booked without its lead, nor a lead stored for a call it did not get. Seats are
 * tried in order with `ON CONFLICT DO NOTHING`: the unique (starts_at, seat) makes the database
 * the judge (a racing transaction waits for the other's commit, then finds the seat taken), and
 * a lost race leaves the transaction usable. Throws SlotTakenError or BookingLimitError, which
 * roll the lead back with it.
 */
export async function bookSeat(
  tx: Prisma.TransactionClient,
  booking: NewBooking,
  { seats, now }: { seats: number; now: Date },
): Promise<Booking> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${mailboxLockClass}::int, hashtext(${booking.mailbox}))`;
  const ahead = await tx.booking.count({
    where: { mailbox: booking.mailbox, status: 'booked', startsAt: { gt: now } },
  });
  if (ahead >= futureBookingsPerMailbox) throw new BookingLimitError();
  for (let seat = 1; seat <= seats; seat += 1) {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO bookings (id, lead_id, starts_at, seat, channel, time_zone, mailbox, created_at)
      VALUES (gen_random_uuid(), ${booking.leadId}::uuid, ${booking.startsAt}, ${seat},
              ${booking.channel}::"BookingChannel", ${booking.timeZone}, ${booking.mailbox}, ${now})
      ON CONFLICT (starts_at, seat) DO NOTHING
      RETURNING id`;
    const id = rows[0]?.id;
    if (id) return tx.booking.findUniqueOrThrow({ where: { id } });
  }
  throw new SlotTakenError();
}

/** Every read of the bookings. Takes the client so tests can run it on any database. */
export function bookingRepository(prisma: PrismaClient) {
  return {
    /** Booked seats per slot start (ISO, no milliseconds) from `from` to `to`. */
    async takenSeats(from: Date, to: Date): Promise<Map<string, number>> {
      const groups = await prisma.booking.groupBy({
        by: ['startsAt'],
        where: { status: 'booked', startsAt: { gte: from, lt: to } },
        _count: { _all: true },
      });
      return new Map(groups.map((group) => [startKey(group.startsAt), group._count._all]));
    },

    /** The calls of these leads (the inbox shows each beside its lead). */
    forLeads(leadIds: string[]): Promise<Booking[]> {
      return prisma.booking.findMany({ where: { leadId: { in: leadIds } } });
    },

    findByLeadId(leadId: string): Promise<Booking | null> {
      return prisma.booking.findUnique({ where: { leadId } });
    },
  };
}
