import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSections, markCall, officeDayEnds } from '@/lib/booking/admin-calls';
import {
  blockedRanges,
  blockFormSchema,
  blockFromForm,
  blockRepository,
} from '@/lib/booking/blocked-times';
import type { PrismaClient } from '@/lib/db/connection';
import type { BookingStatus } from '@/lib/db/generated/client';
import { newLeadReference } from '@/lib/leads/reference';
import { engines, freshDatabase, type TestDatabase } from './databases';

const zone = 'Europe/Nicosia';
// Monday 1 March 2027, 22:00 in Nicosia (EET, UTC+2): the office's day ends in two hours.
const now = new Date('2027-03-01T20:00:00Z');
const at = (iso: string) => new Date(iso);

let leadNumber = 0;
async function bookedCall(
  prisma: PrismaClient,
  startsAt: string,
  status: BookingStatus = 'booked',
): Promise<string> {
  const n = ++leadNumber;
  const lead = await prisma.lead.create({
    data: {
      source: 'booking',
      name: `Caller ${n}`,
      email: `caller${n}@example.com`,
      phone: '+357 99 000000',
      company: `Dealer ${n}`,
      message: '',
      locale: 'en',
      consentGiven: true,
      consentVersion: 'v1',
      reference: newLeadReference(),
    },
  });
  const booking = await prisma.booking.create({
    data: {
      leadId: lead.id,
      startsAt: at(startsAt),
      seat: status === 'cancelled' ? null : n,
      channel: 'video',
      status,
      timeZone: 'Europe/London',
      mailbox: lead.email,
    },
  });
  return booking.id;
}

describe.each(engines)('booking blocks on %s', (engine) => {
  let test: TestDatabase;
  const ranges = (from: string, to: string) =>
    blockedRanges(test.database.prisma, at(from), at(to)).then((found) =>
      found.map((range) => [range.from.toISOString(), range.to.toISOString()]),
    );

  beforeAll(async () => {
    test = await freshDatabase(engine);
    const blocks = blockRepository(test.database.prisma);
    for (const [startsAt, endsAt] of [
      ['2027-03-02T12:00:00.000Z', '2027-03-02T13:00:00.000Z'],
      ['2027-03-02T08:00:00.000Z', '2027-03-02T10:00:00.000Z'],
      ['2027-03-02T14:00:00.000Z', '2027-03-02T14:30:00.000Z'],
    ] as const) {
      await blocks.create({
        startsAt: at(startsAt),
        endsAt: at(endsAt),
        note: '',
        createdBy: 'admin@example.com',
      });
    }
  }, 120_000);
  afterAll(() => test?.dispose());

  it('finds the blocks overlapping a range, soonest first', async () => {
    expect(await ranges('2027-03-02T00:00:00Z', '2027-03-03T00:00:00Z')).toEqual([
      ['2027-03-02T08:00:00.000Z', '2027-03-02T10:00:00.000Z'],
      ['2027-03-02T12:00:00.000Z', '2027-03-02T13:00:00.000Z'],
      ['2027-03-02T14:00:00.000Z', '2027-03-02T14:30:00.000Z'],
    ]);
    // A range inside a block, and one a block only starts in.
    expect(await ranges('2027-03-02T08:30:00Z', '2027-03-02T09:00:00Z')).toHaveLength(1);
    expect(await ranges('2027-03-02T13:59:59Z', '2027-03-02T18:00:00Z')).toEqual([
      ['2027-03-02T14:00:00.000Z', '2027-03-02T14:30:00.000Z'],
    ]);
  });

  it('treats ranges as half-open: touching is not overlapping', async () => {
    // One block ends where the range starts, another starts where it ends.
    expect(await ranges('2027-03-02T10:00:00Z', '2027-03-02T12:00:00Z')).toEqual([]);
    expect(await ranges('2027-03-02T13:00:00Z', '2027-03-02T14:00:00Z')).toEqual([]);
    expect(await ranges('2027-03-02T09:59:59.999Z', '2027-03-02T12:00:00.001Z')).toHaveLength(2);
  });

  it('finds nothing for an empty or reversed range, even inside a block', async () => {
    expect(await ranges('2027-03-02T09:00:00Z', '2027-03-02T09:00:00Z')).toEqual([]);
    expect(await ranges('2027-03-02T09:30:00Z', '2027-03-02T09:00:00Z')).toEqual([]);
  });

  it('lists the blocks not over yet and removes one once', async () => {
    const blocks = blockRepository(test.database.prisma);
    // 12:30: the 08:00 block is over, the 12:00 one is current.
    const listed = await blocks.notOverAt(at('2027-03-02T12:30:00Z'));
    expect(listed.map((block) => block.startsAt.toISOString())).toEqual([
      '2027-03-02T12:00:00.000Z',
      '2027-03-02T14:00:00.000Z',
    ]);
    expect(listed[0]).toMatchObject({ note: '', createdBy: 'admin@example.com' });
    const id = listed[1]!.id;
    expect(await blocks.remove(id)).toBe(true);
    expect(await blocks.remove(id)).toBe(false);
    expect(await ranges('2027-03-02T14:00:00Z', '2027-03-02T15:00:00Z')).toEqual([]);
  });
});

describe.each(engines)('the admin’s calls on %s', (engine) => {
  let test: TestDatabase;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    test = await freshDatabase(engine);
    const prisma = test.database.prisma;
    ids.today = await bookedCall(prisma, '2027-03-01T21:30:00Z'); // 23:30 in Nicosia
    ids.tomorrow = await bookedCall(prisma, '2027-03-01T22:00:00Z'); // Tuesday 00:00
    ids.sunday = await bookedCall(prisma, '2027-03-07T21:30:00Z'); // Sunday 23:30
    ids.nextMonday = await bookedCall(prisma, '2027-03-07T22:00:00Z'); // Monday 8th 00:00
    ids.justStarted = await bookedCall(prisma, '2027-03-01T20:00:00Z');
    ids.earlier = await bookedCall(prisma, '2027-03-01T09:00:00Z');
    ids.longAgo = await bookedCall(prisma, '2027-02-14T09:00:00Z'); // more than 14 days ago
    ids.cancelled = await bookedCall(prisma, '2027-03-01T10:00:00Z', 'cancelled');
    ids.done = await bookedCall(prisma, '2027-03-01T11:00:00Z', 'done');
  }, 120_000);
  afterAll(() => test?.dispose());

  it('ends "Today" and "This week" at the office’s midnights', () => {
    expect(officeDayEnds(now, zone)).toEqual({
      today: at('2027-03-01T22:00:00Z'),
      week: at('2027-03-07T22:00:00Z'),
    });
    // Across the spring change (28 March 2027, 03:00 → 04:00): midnights an hour closer in UTC.
    expect(officeDayEnds(at('2027-03-27T10:00:00Z'), zone)).toEqual({
      today: at('2027-03-27T22:00:00Z'),
      week: at('2027-04-02T21:00:00Z'),
    });
  });

  it('sorts the booked calls into today, this week, later and past-not-marked', async () => {
    const sections = await callSections(test.database.prisma, { now, zone });
    const of = (calls: { id: string }[]) => calls.map((call) => call.id);
    expect(of(sections.today)).toEqual([ids.today]);
    expect(of(sections.thisWeek)).toEqual([ids.tomorrow, ids.sunday]);
    expect(of(sections.later)).toEqual([ids.nextMonday]);
    // Newest first; cancelled, already marked and older than 14 days left out.
    expect(of(sections.unmarked)).toEqual([ids.justStarted, ids.earlier]);
    expect(sections.today[0]?.lead).toMatchObject({
      name: expect.stringMatching(/^Caller /),
      company: expect.stringMatching(/^Dealer /),
      phone: '+357 99 000000',
      reference: expect.stringMatching(/^AS-/),
    });
  });

  it('marks only a call that has started, and only once', async () => {
    const prisma = test.database.prisma;
    expect(await markCall(prisma, ids.today!, 'done', now)).toMatchObject({
      status: 'not_started',
    });
    expect((await prisma.booking.findUnique({ where: { id: ids.today } }))?.status).toBe('booked');

    const marked = await markCall(prisma, ids.justStarted!, 'missed', now);
    expect(marked).toMatchObject({ status: 'marked', call: { status: 'missed' } });
    expect(await markCall(prisma, ids.justStarted!, 'done', now)).toMatchObject({
      status: 'not_booked',
      call: { status: 'missed' },
    });
    expect(await markCall(prisma, ids.cancelled!, 'done', now)).toMatchObject({
      status: 'not_booked',
      call: { status: 'cancelled' },
    });
    expect(await markCall(prisma, '00000000-0000-4000-8000-000000000000', 'done', now)).toEqual({
      status: 'not_found',
    });
  });

  it('lets one of two admins marking the same call at once win', async () => {
    const prisma = test.database.prisma;
    const results = await Promise.all([
      markCall(prisma, ids.earlier!, 'done', now),
      markCall(prisma, ids.earlier!, 'missed', now),
    ]);
    expect(results.filter((result) => result.status === 'marked')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'not_booked')).toHaveLength(1);
  });
});

describe('a blocked time typed on the office’s clock', () => {
  const read = (fields: Record<string, string>, at = now) => {
    const parsed = blockFormSchema.safeParse(fields);
    if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message };
    return blockFromForm(parsed.data, { zone, now: at });
  };

  it('is stored as UTC instants, with its note trimmed', () => {
    expect(read({ start: '2027-03-02T09:00', end: '2027-03-02T13:30', note: ' Dentist ' })).toEqual(
      {
        ok: true,
        block: {
          startsAt: at('2027-03-02T07:00:00Z'),
          endsAt: at('2027-03-02T11:30:00Z'),
          note: 'Dentist',
        },
      },
    );
    // Summer time: UTC+3.
    expect(read({ start: '2027-07-01T09:00', end: '2027-07-01T10:00' })).toMatchObject({
      block: { startsAt: at('2027-07-01T06:00:00Z'), note: '' },
    });
  });

  it('covers at least what was typed on the nights the clocks change', () => {
    // 31 October 2027: 03:30 happens twice in Nicosia. The start is the first, the end the second.
    expect(read({ start: '2027-10-31T03:30', end: '2027-10-31T03:30' })).toMatchObject({
      block: { startsAt: at('2027-10-31T00:30:00Z'), endsAt: at('2027-10-31T01:30:00Z') },
    });
    // 28 March 2027: 03:30 never happens.
    expect(read({ start: '2027-03-28T03:30', end: '2027-03-28T03:30' })).toMatchObject({
      block: { startsAt: at('2027-03-28T00:30:00Z'), endsAt: at('2027-03-28T01:30:00Z') },
    });
  });

  it('refuses what cannot be a block, saying why', () => {
    const refused = (fields: Record<string, string>) => {
      const answer = read(fields);
      return 'message' in answer ? answer.message : 'accepted';
    };
    expect(refused({ start: '2027-03-02T10:00', end: '2027-03-02T10:00' })).toBe(
      'The end must be after the start.',
    );
    expect(refused({ start: '2027-03-02T10:00', end: '2027-03-02T09:00' })).toBe(
      'The end must be after the start.',
    );
    expect(refused({ start: '2027-03-02T10:00', end: '2027-05-01T10:01' })).toBe(
      'A block can last at most 60 days.',
    );
    expect(read({ start: '2027-03-02T10:00', end: '2027-05-01T10:00' }).ok).toBe(true);
    expect(refused({ start: '2027-02-01T10:00', end: '2027-03-01T22:00' })).toMatch(/already over/);
    // Begun already but not over: the rest of it is blocked.
    expect(read({ start: '2027-03-01T08:00', end: '2027-03-02T10:00' }).ok).toBe(true);
    expect(refused({ start: '2027-02-30T10:00', end: '2027-03-02T10:00' })).toMatch(
      /does not exist/,
    );
    expect(refused({ start: '', end: '2027-03-02T10:00' })).toBe(
      'Choose when the blocked time starts.',
    );
    expect(refused({ start: '2027-03-02T10:00' })).toBe('Choose when the blocked time ends.');
    expect(refused({ start: 'tomorrow', end: '2027-03-02T10:00' })).toMatch(/date and a time/);
    expect(
      refused({ start: '2027-03-02T10:00', end: '2027-03-02T11:00', note: 'x'.repeat(201) }),
    ).toBe('The note can be at most 200 characters long.');
  });
});
