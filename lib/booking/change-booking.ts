import 'server-only';
import type { PrismaClient } from '@/lib/db/connection';
import type { Booking, FollowUpKind, Prisma } from '@/lib/db/generated/client';
import { retryWindowMs } from '@/lib/follow-ups/backoff';
import { sendFollowUpJobs } from '@/lib/follow-ups/follow-up-jobs';
import { queueAgain } from '@/lib/follow-ups/follow-up-repository';
import type { JobEngine } from '@/lib/jobs/job-engine';
import { reminderLeadMs, reminderMinGapMs } from '@/lib/follow-ups/plan';

export type BookingChange = { kind: 'cancel' } | { kind: 'move'; startsAt: Date };

export type ChangeOutcome =
  | { status: 'moved' | 'cancelled'; booking: Booking }
  /** The new time has no free seat (another visitor, maybe on another server, took it). */
  | { status: 'taken' }
  /** Already cancelled (the link was used), or erased with its lead. */
  | { status: 'gone'; booking: Booking | null }
  /** The call has started or is over: nothing to change. */
  | { status: 'past'; booking: Booking }
  /** Moved to the time it already has. */
  | { status: 'same'; booking: Booking };

/** A unique violation, however the driver adapter words it: the seat is someone else's. */
function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; message?: string; meta?: { code?: string } };
  return (
    e?.code === 'P2002' ||
    e?.meta?.code === '23505' ||
    /23505|unique constraint/i.test(e?.message ?? '')
  );
}

/** Queues a notice of the change: a new row, or the last notice's row sent again. */
async function queueNotice(
  tx: Prisma.TransactionClient,
  engine: JobEngine,
  leadId: string,
  kind: Extract<FollowUpKind, 'booking_change' | 'agency_booking_change'>,
  target: string,
  now: Date,
) {
  const last = await tx.followUp.findUnique({
    where: { leadId_kind_target: { leadId, kind, target } },
  });
  if (last) {
    await queueAgain(engine, tx, [last], now);
    return;
  }
  const created = await tx.followUp.create({
    data: {
      leadId,
      kind,
      target,
      createdAt: now,
      queuedAt: now,
      nextAttemptAt: now,
      retryUntil: new Date(now.getTime() + retryWindowMs),
    },
  });
  await sendFollowUpJobs(engine, tx, [created]);
}

/** The reminder follows the call: due a day before its new time, or not at all. */
async function followReminder(
  tx: Prisma.TransactionClient,
  engine: JobEngine,
  booking: Booking,
  email: string,
  now: Date,
) {
  const wanted =
    booking.status === 'booked' &&
    booking.startsAt.getTime() - now.getTime() >= reminderLeadMs + reminderMinGapMs;
  const existing = await tx.followUp.findUnique({
    where: {
      leadId_kind_target: { leadId: booking.leadId, kind: 'booking_reminder', target: email },
    },
  });
  if (!wanted) {
    if (existing?.status === 'pending') {
      await tx.followUp.update({
        where: { id: existing.id },
        data: {
          status: 'skipped',
          doneAt: now,
          outcome:
            booking.status === 'booked'
              ? 'not sent: the call moved too close for a reminder'
              : 'not sent: the call was cancelled',
        },
      });
    }
    return;
  }
  const due = new Date(booking.startsAt.getTime() - reminderLeadMs);
  const timing = { queuedAt: due, nextAttemptAt: due, retryUntil: booking.startsAt };
  // A new generation: the reminder's job for the old time finds its turn gone.
  if (existing) {
    await queueAgain(engine, tx, [existing], now, timing);
  } else {
    const created = await tx.followUp.create({
      data: { leadId: booking.leadId, kind: 'booking_reminder', target: email, ...timing },
    });
    await sendFollowUpJobs(engine, tx, [created]);
  }
}

/**
 * Moves or cancels a booked call, in one transaction: the booking row locked, the old seat given
 * up and the new one taken (the unique (starts_at, seat) still decides any race: a lost one rolls
 * everything back as `taken`), the invitation's SEQUENCE raised, the visitor's and the agency's
 * notices queued and the reminder moved with the call. Nothing is half-changed.
 */
export async function changeBooking(
  prisma: PrismaClient,
  bookingId: string,
  change: BookingChange,
  {
    seats,
    now,
    notifyTo,
    engine,
  }: { seats: number; now: Date; notifyTo: readonly string[]; engine: JobEngine },
): Promise<ChangeOutcome> {
  try {
    return await prisma.$transaction(
      async (tx): Promise<ChangeOutcome> => {
        await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${bookingId}::uuid FOR UPDATE`;
        const current = await tx.booking.findUnique({
          where: { id: bookingId },
          include: { lead: { select: { email: true } } },
        });
        if (!current || current.status !== 'booked') {
          return { status: 'gone', booking: current };
        }
        if (current.startsAt.getTime() <= now.getTime())
          return { status: 'past', booking: current };
        let booking: Booking;
        if (change.kind === 'cancel') {
          booking = await tx.booking.update({
            where: { id: bookingId },
            data: { status: 'cancelled', seat: null, sequence: { increment: 1 } },
          });
        } else {
          if (change.startsAt.getTime() === current.startsAt.getTime()) {
            return { status: 'same', booking: current };
          }
          const used = await tx.booking.findMany({
            where: { startsAt: change.startsAt, seat: { not: null } },
            select: { seat: true },
          });
          const seat = Array.from({ length: seats }, (_, i) => i + 1).find(
            (candidate) => !used.some((row) => row.seat === candidate),
          );
          if (seat === undefined) return { status: 'taken' };
          booking = await tx.booking.update({
            where: { id: bookingId },
            data: { startsAt: change.startsAt, seat, sequence: { increment: 1 } },
          });
        }
        const email = current.lead.email;
        await queueNotice(tx, engine, booking.leadId, 'booking_change', email, now);
        await queueNotice(
          tx,
          engine,
          booking.leadId,
          'agency_booking_change',
          notifyTo.join(','),
          now,
        );
        await followReminder(tx, engine, booking, email, now);
        return { status: change.kind === 'cancel' ? 'cancelled' : 'moved', booking };
      },
      { maxWait: 30_000, timeout: 30_000 },
    );
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 'taken' };
    throw error;
  }
}
