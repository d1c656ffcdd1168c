import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeBooking } from '@/lib/booking/change-booking';
import { parseRunTimeEnv } from '@/lib/env';
import { deliverFollowUp, isPermanentFailure } from '@/lib/follow-ups/deliver';
import { followUpQueues } from '@/lib/follow-ups/follow-up-jobs';
import { followUpRepository } from '@/lib/follow-ups/follow-up-repository';
import { startFollowUpWorker } from '@/lib/follow-ups/follow-up-worker';
import { openJobEngine } from '@/lib/jobs/job-engine';
import { intakeLead } from '@/lib/leads/intake';
import { createMailer } from '@/lib/mail/mailer';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../support/smtp-sink';
import { engines, freshDatabase, type TestDatabase } from './databases';
import { quoteForm } from './support/outbox-app';

// Monday 1 March 2027, 08:00 in Nicosia; the office opens Mon–Fri 09:00–18:00 (EET, UTC+2).
const now = new Date('2027-03-01T06:00:00Z');
const env = parseRunTimeEnv({
  LEAD_NOTIFY_TO: 'sales@agency.example',
  MAIL_FROM: '"AutoSites" <hello@autosites.test>',
});

describe.each(engines)("a booked call's reminder, a job of the engine, on %s", (engine) => {
  let test: TestDatabase;
  let sink: SmtpSink;
  beforeAll(async () => {
    test = await freshDatabase(engine);
    sink = await startSmtpSink();
  }, 120_000);
  afterAll(async () => {
    await sink?.stop();
    await test?.dispose();
  });

  /** A process that runs the outbox's jobs on `clock`: its engine, worker and mailer. */
  async function jobProcess(clock: TestClock) {
    const jobs = await openJobEngine(test.database, {
      runsJobs: true,
      instanceName: 'worker',
      leaseSeconds: 60,
      clock,
    });
    const mailer = createMailer({ smtpUrl: sink.url, fileDir: '/nonexistent/never-used' });
    const prisma = test.database.prisma;
    const worker = await startFollowUpWorker({
      engine: jobs,
      prisma: async () => prisma,
      deliver: (job) =>
        deliverFollowUp(job, { prisma, mailer, env: { ...env, SMTP_URL: sink.url } }),
      isPermanent: isPermanentFailure,
      leaseMs: 60_000,
      retryBaseMs: 30_000,
      pollSeconds: 0.5,
      now: () => new Date(clock.now()),
    });
    return {
      nudge: worker.nudge,
      /** A restart: the worker and its engine stop; nothing of them stays in this process. */
      async stop() {
        await worker.stop(1_000);
        await jobs.stop({ graceful: false, timeout: 1_000 });
        mailer.close();
      },
    };
  }

  const toVisitor = (email: string) => (messages: ReceivedMail[]) =>
    messages.filter((message) => message.to.includes(email));
  const pending = (leadId: string) =>
    test.database.prisma.followUp.findMany({
      where: { leadId, status: 'pending' },
      select: { kind: true },
    });

  it('arrives once, a day before the call, across a restart, and follows a moved call', async () => {
    const email = 'reminder@example.com';
    const outcome = await intakeLead(
      'booking',
      { ...quoteForm, email, pagePath: '/book', slot: '2027-03-04T08:00:00Z', channel: 'video' },
      { locale: 'el', ip: '198.51.100.20' },
      {
        prisma: async () => test.database.prisma,
        jobs: test.jobs,
        env: () => env,
        now: () => now,
      },
    );
    if (outcome.status !== 'stored' || !outcome.booking) throw new Error(outcome.status);
    const leadId = outcome.lead.id;
    // Moved an hour later to the next day: its reminder is due 2027-03-04 10:30 UTC, and the
    // job of the first time (2027-03-03 08:00) finds its turn gone.
    const moved = await changeBooking(
      test.database.prisma,
      outcome.booking.id,
      { kind: 'move', startsAt: new Date('2027-03-05T10:30:00Z') },
      { seats: 1, now, notifyTo: ['sales@agency.example'], engine: await test.jobs() },
    );
    expect(moved.status).toBe('moved');

    const clock = new TestClock(now);
    let running = await jobProcess(clock);
    running.nudge();
    // The confirmation and the notice of the move go at once; the reminder waits.
    await sink.waitFor((messages) => toVisitor(email)(messages).length === 2, 20_000);
    await expect
      .poll(() => pending(leadId), { timeout: 20_000 })
      .toEqual([{ kind: 'booking_reminder' }]);

    const reminder = await test.database.prisma.followUp.findFirstOrThrow({
      where: { leadId, kind: 'booking_reminder' },
    });
    const jobsOf = async (generation: number) =>
      (await test.jobs()).findJobs(followUpQueues.mail, {
        data: { followUpId: reminder.id, generation },
      });
    // The first time's day, after a restart: its job runs and finds nothing to send.
    await running.stop();
    running = await jobProcess(clock);
    await clock.setTime('2027-03-03T08:00:00Z');
    running.nudge();
    await expect
      .poll(async () => (await jobsOf(0)).map((job) => [job.state, job.output]), {
        timeout: 20_000,
      })
      .toEqual([['completed', { taken: true }]]);
    // Another restart, a minute before the reminder's time: the worker looks (the agency's
    // notice, sent again, goes through it) and the reminder stays.
    await running.stop();
    running = await jobProcess(clock);
    await clock.setTime('2027-03-04T10:29:00Z');
    const notice = await test.database.prisma.followUp.findFirstOrThrow({
      where: { leadId, kind: 'agency_email' },
    });
    const toAgency = () => sink.messages.filter((m) => m.to.includes('sales@agency.example'));
    const agencyBefore = toAgency().length;
    await followUpRepository(test.database.prisma).resend(
      await test.jobs(),
      notice.id,
      new Date(clock.now()),
    );
    running.nudge();
    await sink.waitFor(() => toAgency().length === agencyBefore + 1, 20_000);
    expect(toVisitor(email)(sink.messages)).toHaveLength(2);
    expect(await jobsOf(1)).toMatchObject([{ state: 'created' }]);
    await clock.setTime('2027-03-04T10:30:00Z');
    running.nudge();
    await sink.waitFor((messages) => toVisitor(email)(messages).length === 3, 20_000);
    await expect.poll(() => pending(leadId), { timeout: 20_000 }).toEqual([]);
    expect(
      await test.database.prisma.followUp.findUniqueOrThrow({ where: { id: reminder.id } }),
    ).toMatchObject({ status: 'sent', attempts: 1, generation: 1 });
    // Later still, nothing more.
    await clock.setTime('2027-03-05T09:00:00Z');
    running.nudge();
    await running.stop();
    expect(toVisitor(email)(sink.messages)).toHaveLength(3);
    expect(toVisitor(email)(sink.messages)[2]!.subject).toMatch(/^Αύριο: η κλήση σας/);
  }, 90_000);
});
