import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJobEngine, type JobEngine } from '@/lib/jobs/job-engine';
import { openDays } from '@/lib/booking/offer';
import { openDatabase, type Database } from '@/lib/db/connection';
import { parseRunTimeEnv } from '@/lib/env';
import { intakeLead, type IntakeOutcome } from '@/lib/leads/intake';
import {
  createPostgresDatabase,
  engines,
  freshDatabase,
  postgresUrl,
  type TestDatabase,
} from './databases';
import { quoteForm } from './support/outbox-app';

// Monday 1 March 2027, 08:00 in Nicosia (EET, UTC+2); the office opens Mon–Fri 09:00–18:00.
const now = new Date('2027-03-01T06:00:00Z');
// Wednesday 3 March 2027, 10:00 in Nicosia.
const slot = '2027-03-03T08:00:00Z';

const bookingForm = (email: string, start = slot) => ({
  ...quoteForm,
  email,
  pagePath: '/book',
  slot: start,
  channel: 'phone',
  tz: 'Europe/London',
});

describe.each(engines)('booking a call on %s', (engine) => {
  let test: TestDatabase;
  let ip = 0;
  const book = (raw: Record<string, string>, seats = 1, database?: Database) =>
    intakeLead(
      'booking',
      raw,
      { locale: 'en', ip: `198.51.100.${(ip = (ip % 250) + 1)}` },
      {
        prisma: async () => (database ?? test.database).prisma,
        jobs: test.jobs,
        env: () =>
          parseRunTimeEnv({
            LEAD_NOTIFY_TO: 'sales@agency.example',
            BOOKING_SEATS: String(seats),
            LEAD_RATE_LIMIT_MAX: '1000',
          }),
        now: () => now,
      },
    );
  const count = (outcomes: IntakeOutcome[], status: IntakeOutcome['status']) =>
    outcomes.filter((outcome) => outcome.status === status).length;

  beforeAll(async () => {
    test = await freshDatabase(engine);
  }, 120_000);
  afterAll(() => test?.dispose());

  it('stores the lead, its call and the reminder due a day before, in one go', async () => {
    const outcome = await book(bookingForm('first@example.com', '2027-03-04T09:30:00Z'));
    if (outcome.status !== 'stored') throw new Error(outcome.status);
    expect(outcome.lead.source).toBe('booking');
    expect(outcome.booking).toMatchObject({
      startsAt: new Date('2027-03-04T09:30:00Z'),
      seat: 1,
      channel: 'phone',
      timeZone: 'Europe/London',
      mailbox: 'first@example.com',
    });
    expect(outcome.followUps.map((f) => [f.kind, f.status, f.queuedAt.toISOString()])).toEqual([
      ['agency_email', 'pending', now.toISOString()],
      ['visitor_confirmation', 'pending', now.toISOString()],
      ['booking_reminder', 'pending', '2027-03-03T09:30:00.000Z'],
    ]);
    const reminder = outcome.followUps.find((f) => f.kind === 'booking_reminder');
    expect(reminder?.retryUntil.toISOString()).toBe('2027-03-04T09:30:00.000Z');
  });

  it('sells each seat of a slot once however many visitors race for it', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(bookingForm(`racer${i}@example.com`))),
    );
    expect(count(outcomes, 'stored')).toBe(1);
    expect(count(outcomes, 'slot_taken')).toBe(19);
    // The losers' leads were rolled back with their booking: nothing half-stored.
    const leads = await test.database.prisma.lead.count({
      where: { email: { startsWith: 'racer' } },
    });
    expect(leads).toBe(1);
  });

  it('holds BOOKING_SEATS calls in one slot', async () => {
    const start = '2027-03-05T12:00:00Z';
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => book(bookingForm(`pair${i}@example.com`, start), 2)),
    );
    expect(count(outcomes, 'stored')).toBe(2);
    expect(count(outcomes, 'slot_taken')).toBe(4);
  });

  it('refuses a slot the page could not offer, storing nothing', async () => {
    for (const start of [
      '2027-03-03T08:10:00Z', // off the half-hour grid
      '2027-03-06T08:00:00Z', // a Saturday
      '2027-03-01T06:30:00Z', // half an hour from now
      '2027-04-01T08:00:00Z', // beyond three weeks
      'tomorrow',
    ]) {
      expect((await book(bookingForm('odd@example.com', start))).status).toBe('slot_taken');
    }
    expect(await test.database.prisma.lead.count({ where: { email: 'odd@example.com' } })).toBe(0);
  });

  it('gives one address at most two calls ahead', async () => {
    const starts = ['2027-03-08T08:00:00Z', '2027-03-08T08:30:00Z', '2027-03-08T09:00:00Z'];
    const outcomes = [];
    for (const start of starts) outcomes.push(await book(bookingForm('Busy@Example.com', start)));
    expect(outcomes.map((o) => o.status)).toEqual(['stored', 'stored', 'booking_limit']);
  });

  it('neither offers nor books a time the agency blocked', async () => {
    // Thursday 11 March 2027, 10:00–12:00 in Nicosia: a dentist.
    await test.database.prisma.bookingBlock.create({
      data: {
        startsAt: new Date('2027-03-11T08:00:00Z'),
        endsAt: new Date('2027-03-11T10:00:00Z'),
        createdBy: 'admin@agency.example',
      },
    });
    const days = await openDays(test.database.prisma, {
      now,
      zone: 'Europe/Nicosia',
      seats: 1,
    });
    const thursday = days.find((day) => day.date === '2027-03-11');
    const free = (start: string) => thursday?.slots.find((slot) => slot.start === start)?.free;
    expect(free('2027-03-11T07:30:00Z')).toBe(true);
    expect(free('2027-03-11T08:00:00Z')).toBe(false);
    expect(free('2027-03-11T09:30:00Z')).toBe(false);
    expect(free('2027-03-11T10:00:00Z')).toBe(true);
    expect((await book(bookingForm('blocked@example.com', '2027-03-11T09:00:00Z'))).status).toBe(
      'slot_taken',
    );
  });

  it('asks a phone call for a number', async () => {
    const outcome = await book({ ...bookingForm('nophone@example.com'), phone: '' });
    expect(outcome).toMatchObject({ status: 'invalid', errors: { phone: 'phoneRequired' } });
  });
});

describe.runIf(postgresUrl)('booking a call on two servers sharing PostgreSQL', () => {
  let drop: () => Promise<void>;
  let servers: Database[] = [];
  let jobs: Promise<JobEngine>[] = [];

  beforeAll(async () => {
    const template = (await import('vitest')).inject('databaseTemplates').postgres;
    const created = await createPostgresDatabase(template);
    drop = created.drop;
    servers = await Promise.all(
      [0, 1].map(() => openDatabase({ kind: 'postgres', url: created.url })),
    );
    // Each instance its own job engine, as two web servers have.
    jobs = servers.map((server) =>
      openJobEngine(server, { runsJobs: false, instanceName: 'web', leaseSeconds: 120 }),
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all(jobs.map(async (engine) => (await engine).stop({ graceful: false })));
    await Promise.all(servers.map((server) => server.close()));
    await drop?.();
  });

  it('lets exactly BOOKING_SEATS of 50 parallel attempts have the slot, and no 5xx', async () => {
    let ip = 0;
    const attempt = (i: number) =>
      intakeLead(
        'booking',
        bookingForm(`dealer${i}@example.com`),
        { locale: 'en', ip: `203.0.113.${(ip = (ip % 250) + 1)}` },
        {
          prisma: async () => (servers[i % 2] as Database).prisma,
          jobs: () => jobs[i % 2]!,
          env: () => parseRunTimeEnv({ BOOKING_SEATS: '1', LEAD_RATE_LIMIT_MAX: '1000' }),
          now: () => now,
        },
      );
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(i)));
    expect(outcomes.filter((o) => o.status === 'stored')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'slot_taken')).toHaveLength(49);
    const first = servers[0] as Database;
    expect(await first.prisma.booking.count()).toBe(1);
    expect(await first.prisma.lead.count()).toBe(1);
  });
});
