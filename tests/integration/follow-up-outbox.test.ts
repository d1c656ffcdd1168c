import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type PrismaClient } from '@/lib/db/connection';
import { checkHealth } from '@/lib/health/check';
import type { DeliveryResult } from '@/lib/follow-ups/deliver';
import { followUpDeadLetters, followUpQueues } from '@/lib/follow-ups/follow-up-jobs';
import { followUpRepository, type ClaimedFollowUp } from '@/lib/follow-ups/follow-up-repository';
import {
  startFollowUpWorker,
  type FollowUpWorker,
  type WorkerOptions,
} from '@/lib/follow-ups/follow-up-worker';
import { openJobEngine, type JobEngine } from '@/lib/jobs/job-engine';
import { leadRepository } from '@/lib/leads/lead-repository';
import { engines, freshDatabase, postgresUrl, type TestDatabase } from './databases';

const hour = 60 * 60_000;

/** A lead with one agency e-mail queued at `now`, as the intake stores it (row and job). */
async function queueLead(prisma: PrismaClient, jobs: JobEngine, now = new Date(), n = 0) {
  const { followUps } = await leadRepository(prisma).createWithFollowUps(
    jobs,
    {
      source: 'contact',
      name: `Lead ${n}`,
      email: `lead-${n}@example.com`,
      company: 'Outbox Motors',
      message: '',
      locale: 'en',
      consentGiven: true,
      consentVersion: 'test',
    },
    () => [{ kind: 'agency_email', target: 'sales@agency.example' }],
    now,
  );
  return followUps[0]!;
}

/** Resolves when `condition` holds, checking on every delivery (no fixed waits). */
function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  return new Promise<void>((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    const check = async () => {
      if (await condition()) return resolve();
      if (Date.now() > deadline) return reject(new Error('condition not met in time'));
      setImmediate(() => void check());
    };
    void check();
  });
}

describe.each(engines)('the follow-up outbox on %s', (engine) => {
  let test: TestDatabase;
  let prisma: PrismaClient;
  let sender: JobEngine;
  const opened: { engine: JobEngine; worker?: FollowUpWorker }[] = [];
  /** A process that runs the outbox's jobs: its own engine (on `clock`) and worker. */
  const worker = async (
    options: Partial<WorkerOptions> & {
      deliver: (job: ClaimedFollowUp) => Promise<DeliveryResult>;
    },
    clock?: TestClock,
  ) => {
    const jobs = await openJobEngine(test.database, {
      runsJobs: true,
      instanceName: 'worker',
      leaseSeconds: 60,
      ...(clock ? { clock } : {}),
    });
    const started = await startFollowUpWorker({
      engine: jobs,
      prisma: async () => prisma,
      isPermanent: (error) => error instanceof Error && error.message.startsWith('permanent'),
      leaseMs: 60_000,
      retryBaseMs: 30_000,
      pollSeconds: 0.5,
      ...(clock ? { now: () => new Date(clock.now()) } : {}),
      ...options,
    });
    opened.push({ engine: jobs, worker: started });
    return {
      ...started,
      engine: jobs,
      /**
       * Stops the worker, then its engine: on PGlite, one connection for all, an engine's
       * TestClock would otherwise stay the time of every engine after it.
       */
      async stop(budgetMs: number) {
        await started.stop(budgetMs);
        await jobs.stop({ graceful: false, timeout: 1_000 });
      },
    };
  };
  const row = (id: string) => prisma.followUp.findUniqueOrThrow({ where: { id } });
  /** The attempt recorded, and no run holds it: what a test waits for between steps. */
  const settledAt = async (id: string, attempts: number) => {
    const current = await row(id);
    return current.attempts >= attempts && current.leaseUntil === null;
  };

  beforeAll(async () => {
    test = await freshDatabase(engine);
    prisma = test.database.prisma;
    sender = await test.jobs();
  }, 120_000);
  afterAll(async () => {
    for (const { engine: jobs, worker: w } of opened) {
      await w?.stop(1_000);
      await jobs.stop({ graceful: false, timeout: 1_000 });
    }
    await test?.dispose();
  });

  it("queues a job with the lead's row, and only the turn's job takes the row", async () => {
    const queued = await queueLead(prisma, sender);
    const [job] = await sender.findJobs(followUpQueues.mail, {
      data: { followUpId: queued.id },
    });
    expect(job?.data).toEqual({ followUpId: queued.id, generation: 0, attempt: 0 });
    const repo = followUpRepository(prisma);
    const turn = { followUpId: queued.id, generation: 0, attempt: 0 };
    const now = new Date();
    const leaseUntil = new Date(now.getTime() + 60_000);
    const claimed = await repo.claim(turn, { jobId: 'job-a', token: 'job-a/0' }, leaseUntil, now);
    expect(claimed).toMatchObject({ id: queued.id, kind: 'agency_email', attempts: 1 });
    // Another job of the same turn (the mail server came back) finds it taken.
    expect(await repo.claim(turn, { jobId: 'job-b', token: 'job-b/0' }, leaseUntil, now)).toBe(
      null,
    );
    // Its process died: the engine's retry of the same job takes it back; the first run can no
    // longer record anything.
    const retaken = await repo.claim(turn, { jobId: 'job-a', token: 'job-a/1' }, leaseUntil, now);
    expect(retaken).toMatchObject({ id: queued.id, attempts: 2 });
    expect(await repo.complete(queued.id, 'job-a/0', { status: 'sent', outcome: '250' }, now)).toBe(
      false,
    );
    expect(
      await repo.complete(queued.id, 'job-a/1', { status: 'sent', outcome: '250 OK' }, now),
    ).toBe(true);
    expect(await row(queued.id)).toMatchObject({ status: 'sent', outcome: '250 OK' });
    // Once sent, no job of it takes it again.
    expect(
      await repo.claim(
        { ...turn, attempt: 2 },
        { jobId: 'job-c', token: 'job-c/0' },
        leaseUntil,
        now,
      ),
    ).toBe(null);
    await sender.deleteAllJobs(followUpQueues.mail);
  });

  it('retries with growing waits, then delivers', async () => {
    const clock = new TestClock('2031-01-01T00:00:00Z');
    const queued = await queueLead(prisma, sender, new Date(clock.now()));
    let calls = 0;
    const w = await worker(
      {
        deliver: async (job) => {
          if (job.id !== queued.id) return { status: 'sent', outcome: 'other' };
          calls += 1;
          if (calls < 3) throw new Error('421 try again later');
          return { status: 'sent', outcome: '250 accepted' };
        },
      },
      clock,
    );
    w.nudge();
    await until(() => settledAt(queued.id, 1));
    const start = clock.now();
    expect(await row(queued.id)).toMatchObject({
      status: 'pending',
      lastError: '421 try again later',
      nextAttemptAt: new Date(start + 30_000),
    });
    // Not before its time (a nudge makes the engine look at once).
    await clock.tick(29_000);
    w.nudge();
    await w.engine.getQueueStats(followUpQueues.mail);
    expect((await row(queued.id)).attempts).toBe(1);
    await clock.tick(1_000);
    w.nudge();
    await until(() => settledAt(queued.id, 2));
    expect((await row(queued.id)).nextAttemptAt).toEqual(new Date(start + 30_000 + 60_000));
    await clock.tick(60_000);
    w.nudge();
    await until(async () => (await row(queued.id)).status === 'sent');
    expect(await row(queued.id)).toMatchObject({
      attempts: 3,
      outcome: '250 accepted',
      lastError: null,
    });
    await w.stop(1_000);
  });

  it('gives up after 24 hours, or at once when the refusal is final; a Resend sends it', async () => {
    const clock = new TestClock('2032-01-01T00:00:00Z');
    const slow = await queueLead(prisma, sender, new Date(clock.now()), 1);
    const final = await queueLead(prisma, sender, new Date(clock.now()), 2);
    let refusing = true;
    const w = await worker(
      {
        retryBaseMs: hour,
        deliver: async (job) => {
          if (!refusing) return { status: 'sent', outcome: '250 at last' };
          throw new Error(job.id === final.id ? 'permanent: 550 no such user' : '451 busy');
        },
      },
      clock,
    );
    w.nudge();
    await until(async () => (await row(final.id)).status === 'dead');
    expect(await row(final.id)).toMatchObject({
      attempts: 1,
      lastError: 'permanent: 550 no such user',
    });
    await until(() => settledAt(slow.id, 1));
    for (let i = 0; i < 30 && (await row(slow.id)).status === 'pending'; i++) {
      const before = (await row(slow.id)).attempts;
      await clock.setTime((await row(slow.id)).nextAttemptAt);
      w.nudge();
      await until(() => settledAt(slow.id, before + 1));
    }
    const dead = await row(slow.id);
    expect(dead).toMatchObject({ status: 'dead', lastError: '451 busy' });
    expect(dead.attempts).toBeGreaterThanOrEqual(24);
    expect(dead.doneAt!.getTime() - dead.createdAt.getTime()).toBeGreaterThanOrEqual(
      24 * hour - hour,
    );
    // An admin sends it again: a new Message-ID generation, a fresh day of retries, and a job.
    refusing = false;
    expect(await followUpRepository(prisma).resend(sender, slow.id, new Date(clock.now()))).toBe(
      true,
    );
    w.nudge();
    await until(async () => (await row(slow.id)).status === 'sent');
    expect(await row(slow.id)).toMatchObject({ attempts: 1, generation: 1, lastError: null });
    await w.stop(1_000);
    await prisma.followUp.deleteMany({ where: { id: { in: [slow.id, final.id] } } });
  });

  it('on shutdown finishes what it can and hands back the rest', async () => {
    const stuck = await queueLead(prisma, sender, new Date(), 3);
    let started = false;
    const w = await worker({
      deliver: (job) => {
        if (job.id === stuck.id) started = true;
        return new Promise(() => {}); // an SMTP server that never answers
      },
    });
    w.nudge();
    await until(() => started);
    await w.stop(200);
    expect(await row(stuck.id)).toMatchObject({ status: 'pending', leaseUntil: null, attempts: 0 });
    // Another instance takes it within seconds (not when its lease would have run out).
    const delivered: string[] = [];
    const next = await worker({
      deliver: async (job) => {
        delivered.push(job.id);
        return { status: 'filed', outcome: '/data/mail/x.eml' };
      },
    });
    await until(async () => (await row(stuck.id)).status === 'filed');
    expect(delivered).toEqual([stuck.id]);
    expect((await row(stuck.id)).attempts).toBe(1);
    await next.stop(1_000);
  });

  it('makes a job that no longer parses a dead letter at once, with its reason', async () => {
    const w = await worker({
      deliver: async () => ({ status: 'sent', outcome: 'never' }),
    });
    // A stored job from another version of the app.
    const id = await sender.send(followUpQueues.mail, { leadId: 'not-this-shape' });
    w.nudge();
    await expect
      .poll(async () => (await sender.getJobById(followUpQueues.mail, id!))?.state, {
        timeout: 20_000,
      })
      .toBe('failed');
    const job = await sender.getJobById(followUpQueues.mail, id!);
    expect(job?.retryCount).toBe(0);
    expect(job?.output).toMatchObject({ reason: expect.stringContaining('not a follow-up job') });
    const [letter] = await sender.findJobs(followUpDeadLetters, {
      data: { leadId: 'not-this-shape' },
    });
    expect(letter).toBeDefined();
    await w.stop(1_000);
  });

  it('reports its backlog to the health check, degraded after 15 minutes', async () => {
    const old = await queueLead(prisma, sender, new Date(Date.now() - 20 * 60_000), 4);
    const health = await checkHealth(async () => test.database);
    expect(health).toMatchObject({ status: 'degraded', followUps: { pending: 1 } });
    expect(
      (health as { followUps: { oldestPendingSeconds: number } }).followUps.oldestPendingSeconds,
    ).toBeGreaterThanOrEqual(1200);
    await prisma.followUp.update({ where: { id: old.id }, data: { status: 'sent' } });
    expect(await checkHealth(async () => test.database)).toMatchObject({
      status: 'ok',
      followUps: { pending: 0, oldestPendingSeconds: null },
    });
  });
});

describe.runIf(postgresUrl)('two instances sharing one PostgreSQL outbox', () => {
  let test: TestDatabase;
  let second: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    test = await freshDatabase('postgres');
    second = await openDatabase(test.database.target);
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await test?.dispose();
  });

  it('deliver 200 follow-ups exactly once between them, each taking a share', async () => {
    const prismaA = test.database.prisma;
    const sender = await test.jobs();
    await Promise.all(
      Array.from({ length: 200 }, (_, n) => queueLead(prismaA, sender, new Date(), n)),
    );
    const deliveries = new Map<string, string[]>();
    const deliverAs =
      (owner: string) =>
      async (job: ClaimedFollowUp): Promise<DeliveryResult> => {
        deliveries.set(job.id, [...(deliveries.get(job.id) ?? []), owner]);
        await new Promise((resolve) => setImmediate(resolve));
        return { status: 'sent', outcome: owner };
      };
    const common = {
      isPermanent: () => false,
      leaseMs: 60_000,
      retryBaseMs: 1_000,
      pollSeconds: 0.5,
    };
    const [engineA, engineB] = await Promise.all(
      [test.database, second].map((database) =>
        openJobEngine(database, { runsJobs: true, instanceName: 'worker', leaseSeconds: 60 }),
      ),
    );
    const a = await startFollowUpWorker({
      ...common,
      engine: engineA!,
      prisma: async () => prismaA,
      deliver: deliverAs('A'),
    });
    const b = await startFollowUpWorker({
      ...common,
      engine: engineB!,
      prisma: async () => second.prisma,
      deliver: deliverAs('B'),
    });
    await until(
      async () => (await prismaA.followUp.count({ where: { status: 'sent' } })) === 200,
      60_000,
    );
    await Promise.all([a.stop(1_000), b.stop(1_000)]);
    await Promise.all([engineA!.stop({ graceful: false }), engineB!.stop({ graceful: false })]);
    expect(deliveries.size).toBe(200);
    expect([...deliveries.values()].filter((owners) => owners.length > 1)).toEqual([]);
    const byOwner = await prismaA.followUp.groupBy({ by: ['outcome'], _count: true });
    expect(byOwner.map((group) => group.outcome).sort()).toEqual(['A', 'B']);
  });
});

describe.runIf(postgresUrl)('an outbox worker that loses PostgreSQL', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await freshDatabase('postgres');
  }, 120_000);
  afterAll(() => test?.dispose());

  it('keeps trying while the server is away, and delivers what waits once it is back', async () => {
    const { prisma, target } = test.database;
    const database = new URL((target as { url: string }).url).pathname.slice(1);
    // The server goes away: every connection is cut, and new ones are refused.
    const server = new pg.Client({ connectionString: postgresUrl });
    await server.connect();
    const cut = () =>
      server.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [database],
      );
    const delivered: string[] = [];
    const jobs = await openJobEngine(test.database, {
      runsJobs: true,
      instanceName: 'worker',
      leaseSeconds: 60,
    });
    let errors = 0;
    jobs.on('error', () => (errors += 1));
    const w = await startFollowUpWorker({
      engine: jobs,
      prisma: async () => prisma,
      deliver: async (job) => {
        delivered.push(job.id);
        return { status: 'sent', outcome: 'ok' };
      },
      isPermanent: () => false,
      leaseMs: 60_000,
      retryBaseMs: 1_000,
      pollSeconds: 0.5,
    });
    try {
      await server.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS false`);
      await cut();
      // Its polls fail, and it keeps polling.
      await until(() => errors >= 2);
      await expect(prisma.followUp.count()).rejects.toThrow();
      // Back: a lead stored meanwhile is delivered, without a restart.
      await server.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS true`);
      const waiting = await queueLead(prisma, await test.jobs(), new Date(), 1);
      await until(() => delivered.includes(waiting.id), 30_000);
      expect((await prisma.followUp.findUniqueOrThrow({ where: { id: waiting.id } })).status).toBe(
        'sent',
      );
    } finally {
      await server.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS true`);
      await w.stop(1_000);
      await jobs.stop({ graceful: false });
      await server.end();
    }
  }, 60_000);
});
