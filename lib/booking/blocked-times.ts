import 'server-only';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import type { PrismaClient } from '@/lib/db/connection';
import type { BookingBlock } from '@/lib/db/generated/client';

export type { BookingBlock };

/**
 * Times the agency takes no calls (a holiday, a day off): /book offers no slot overlapping one.
 * An admin types a block on the office's wall clock; it is stored as two UTC instants.
 */

/** The longest block, in days on the office's calendar: a longer one is more likely a typo. */
export const maxBlockDays = 60;
export const maxBlockNoteLength = 200;

// What <input type="datetime-local"> sends: a wall-clock time without a zone, seconds optional.
const wallClockPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const notAWallClock = 'Enter each time as a date and a time of day.';

const wallClock = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .regex(wallClockPattern, { error: notAWallClock });

/** The block form, as the server action reads it. Every message is shown to the admin as is. */
export const blockFormSchema = z.object({
  start: wallClock('Choose when the blocked time starts.'),
  end: wallClock('Choose when the blocked time ends.'),
  note: z
    .string({ error: 'The note was not understood.' })
    .trim()
    .max(maxBlockNoteLength, {
      error: `The note can be at most ${maxBlockNoteLength} characters long.`,
    })
    .default(''),
});

export type BlockForm = z.output<typeof blockFormSchema>;
export type NewBlock = { startsAt: Date; endsAt: Date; note: string };

/**
 * The form's times read on `zone`'s wall clock, or why they cannot be a block: the end after
 * the start, at most `maxBlockDays` later, and not already over at `now`. On a night the clocks
 * change, a start that happens twice (or never) is read as the earlier instant and an end as the
 * later one: a block covers at least what the admin typed.
 */
export function blockFromForm(
  form: BlockForm,
  { zone, now }: { zone: string; now: Date },
): { ok: true; block: NewBlock } | { ok: false; message: string } {
  const start = onWallClock(form.start, zone, 'earlier');
  const end = onWallClock(form.end, zone, 'later');
  if (!start || !end) return { ok: false, message: `That date does not exist. ${notAWallClock}` };
  if (Temporal.ZonedDateTime.compare(end, start) <= 0) {
    return { ok: false, message: 'The end must be after the start.' };
  }
  if (Temporal.ZonedDateTime.compare(end, start.add({ days: maxBlockDays })) > 0) {
    return { ok: false, message: `A block can last at most ${maxBlockDays} days.` };
  }
  if (end.epochMilliseconds <= now.getTime()) {
    return { ok: false, message: 'That time is already over: there is nothing left to block.' };
  }
  return {
    ok: true,
    block: {
      startsAt: new Date(start.epochMilliseconds),
      endsAt: new Date(end.epochMilliseconds),
      note: form.note,
    },
  };
}

function onWallClock(
  value: string,
  zone: string,
  disambiguation: 'earlier' | 'later',
): Temporal.ZonedDateTime | null {
  try {
    // A date that does not exist (31 April) throws: it is never moved to the next valid one.
    const wall = Temporal.PlainDateTime.from(value, { overflow: 'reject' });
    return wall.toZonedDateTime(zone, { disambiguation });
  } catch {
    return null;
  }
}

/** The blocks overlapping [from, to) (a block ending at `from` or starting at `to` does not). */
export async function blockedRanges(
  prisma: PrismaClient,
  from: Date,
  to: Date,
): Promise<{ from: Date; to: Date }[]> {
  if (to.getTime() <= from.getTime()) return [];
  const blocks = await prisma.bookingBlock.findMany({
    where: { startsAt: { lt: to }, endsAt: { gt: from } },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
    select: { startsAt: true, endsAt: true },
  });
  return blocks.map((block) => ({ from: block.startsAt, to: block.endsAt }));
}

/** Every write and list of the blocks. Takes the client so tests can run it on any database. */
export function blockRepository(prisma: PrismaClient) {
  return {
    create(block: NewBlock & { createdBy: string }): Promise<BookingBlock> {
      return prisma.bookingBlock.create({ data: block });
    },

    /** The blocks not over at `now` (the current one and those ahead), soonest first. */
    notOverAt(now: Date): Promise<BookingBlock[]> {
      return prisma.bookingBlock.findMany({
        where: { endsAt: { gt: now } },
        orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
      });
    },

    /** False if it was already removed. */
    async remove(id: string): Promise<boolean> {
      const { count } = await prisma.bookingBlock.deleteMany({ where: { id } });
      return count === 1;
    },
  };
}
