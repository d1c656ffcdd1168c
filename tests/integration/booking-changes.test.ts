import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobEngine } from '@/lib/jobs/job-engine';
import { changeBooking } from '@/lib/booking/change-booking';
import { parseRunTimeEnv } from '@/lib/env';
import { intakeLead } from '@/lib/leads/intake';
import { engines, freshDatabase, type TestDatabase } from './databases';
import { quoteForm } from './support/outbox-app';

// Monday 1 March 2027, 08:00 in Nicosia; the office opens Mon–Fri 09:00–18:00 (EET, UTC+2).
const now = new Date('2027-03-01T06:00:00Z');
const later = new Date('2027-03-01T07:00:00Z');
const base = { seats: 1, now: later, notifyTo: ['sales@agency.example'] };

describe.each(engines)('moving and cancelling a booked call on %s', (engine) => {
  let test: TestDatabase;
  let ip = 0;
  const book = async (email: string, slot: string) => {
    const outcome = await intakeLead(
      'booking',
      { ...quoteForm, email, pagePath: '/book', slot, channel: 'video', tz: 'Europe/Nicosia' },
      { locale: 'tr', ip: `198.51.100.${(ip = (ip % 250) + 1)}` },
      {
        prisma: async () => test.database.prisma,
        jobs: test.jobs,
        env: () => parseRunTimeEnv({ LEAD_NOTIFY_TO: 'sales@agency.example' }),
        now: () => now,
      },
    );
    if (outcome.status !== 'stored' || !outcome.booking) throw new Error(outcome.status);
    return outcome.booking;
  };
  const followUps = (leadId: string) =>
    test.database.prisma.followUp.findMany({ where: { leadId }, orderBy: { kind: 'asc' } });

  let settings: typeof base & { engine: JobEngine };
  beforeAll(async () => {
    test = await freshDatabase(engine);
    settings = { ...base, engine: await test.jobs() };
  }, 120_000);
  afterAll(() => test?.dispose());

  it('moves a call: the old time is freed, the notices and the reminder follow the call', async () => {
    const booking = await book('move@example.com', '2027-03-04T08:00:00Z');
    const moved = await changeBooking(
      test.database.prisma,
      booking.id,
      { kind: 'move', startsAt: new Date('2027-03-05T10:30:00Z') },
      settings,
    );
    expect(moved).toMatchObject({ status: 'moved', booking: { seat: 1, sequence: 1 } });
    // Someone else can now have the old time.
    await book('next@example.com', '2027-03-04T08:00:00Z');
    const rows = await followUps(booking.leadId);
    const byKind = Object.fromEntries(rows.map((row) => [row.kind, row]));
    expect(byKind.booking_change).toMatchObject({ status: 'pending', target: 'move@example.com' });
    expect(byKind.agency_booking_change).toMatchObject({ target: 'sales@agency.example' });
    expect(byKind.booking_reminder?.nextAttemptAt.toISOString()).toBe('2027-03-04T10:30:00.000Z');
    expect(byKind.booking_reminder?.retryUntil.toISOString()).toBe('2027-03-05T10:30:00.000Z');

    // A second move sends the notice again, as a new e-mail (a new generation).
    await changeBooking(
      test.database.prisma,
      booking.id,
      { kind: 'move', startsAt: new Date('2027-03-05T11:00:00Z') },
      settings,
    );
    const again = (await followUps(booking.leadId)).find((row) => row.kind === 'booking_change');
    expect(again?.generation).toBe(1);
  });

  it('refuses a move onto a taken time and changes nothing', async () => {
    const mine = await book('mine@example.com', '2027-03-08T08:00:00Z');
    await book('theirs@example.com', '2027-03-08T09:00:00Z');
    const outcome = await changeBooking(
      test.database.prisma,
      mine.id,
      { kind: 'move', startsAt: new Date('2027-03-08T09:00:00Z') },
      settings,
    );
    expect(outcome.status).toBe('taken');
    const row = await test.database.prisma.booking.findUniqueOrThrow({ where: { id: mine.id } });
    expect(row).toMatchObject({ startsAt: new Date('2027-03-08T08:00:00Z'), seat: 1, sequence: 0 });
    expect((await followUps(mine.leadId)).map((f) => f.kind)).not.toContain('booking_change');
  });

  it('lets only one of two racing moves have a free time', async () => {
    const a = await book('race-a@example.com', '2027-03-09T08:00:00Z');
    const b = await book('race-b@example.com', '2027-03-09T08:30:00Z');
    const target = { kind: 'move' as const, startsAt: new Date('2027-03-09T12:00:00Z') };
    const outcomes = await Promise.all(
      [a, b].map((booking) => changeBooking(test.database.prisma, booking.id, target, settings)),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual(['moved', 'taken']);
  });

  it('cancels a call: its seat is given back, the reminder is not sent, the link is used up', async () => {
    const booking = await book('cancel@example.com', '2027-03-10T08:00:00Z');
    const cancelled = await changeBooking(
      test.database.prisma,
      booking.id,
      { kind: 'cancel' },
      settings,
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', booking: { seat: null, sequence: 1 } });
    await book('after@example.com', '2027-03-10T08:00:00Z');
    const reminder = (await followUps(booking.leadId)).find((f) => f.kind === 'booking_reminder');
    expect(reminder).toMatchObject({
      status: 'skipped',
      outcome: 'not sent: the call was cancelled',
    });
    expect(
      (await changeBooking(test.database.prisma, booking.id, { kind: 'cancel' }, settings)).status,
    ).toBe('gone');
  });

  it('changes nothing once the call has started', async () => {
    const booking = await book('past@example.com', '2027-03-02T08:00:00Z');
    const outcome = await changeBooking(
      test.database.prisma,
      booking.id,
      { kind: 'cancel' },
      {
        ...settings,
        now: new Date('2027-03-02T08:05:00Z'),
      },
    );
    expect(outcome.status).toBe('past');
  });
});
