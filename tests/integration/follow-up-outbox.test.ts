import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type PrismaClient } from '@/lib/db/connection';
import { checkHealth } from '@/lib/health/check';
import type { DeliveryResult } from '@/lib/follow-ups/deliver';
import { followUpRepository, type ClaimedFollowUp } from '@/lib/follow-ups/follow-up-repository';
import { startFollowUpWorker, type FollowUpWorker } from '@/lib/follow-ups/follow-up-worker';
import { leadRepository } from '@/lib/leads/lead-repository';
import { engines, freshDatabase, postgresUrl, type TestDatabase } from './databases';

const hour = 60 * 60_000;

/** A lead with one agency e-mail queued at `now`, as the intake stores it. */
async function queueLead(prisma: PrismaClient, now = new Date(), n = 0) {
  const { followUps } = await leadRepository(prisma).createWithFollowUps(
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
  const workers: FollowUpWorker[] = [];
  const worker = (
    options: Partial<Parameters<typeof startFollowUpWorker>[0]> & {
      deliver: (job: ClaimedFollowUp) => Promise<DeliveryResult>;
    },
  ) => {
    const started = startFollowUpWorker({
      prisma: async () => prisma,
      isPermanent: (error) => error instanceof Error && error.message.startsWith('permanent'),
      leaseMs: 60_000,
      retryBaseMs: 30_000,
      pollMs: 50,
      ...options,
    });
    workers.push(started);
    return started;
  };
  const row = (id: string) => prisma.followUp.findUniqueOrThrow({ where: { id } });

  beforeAll(async () => {
    test = await freshDatabase(engine);
    prisma = test.database.prisma;
  }, 120_000);
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop(1_000)));
    await test?.dispose();
  });

  it('leases a follow-up to one worker; another cannot take it until the lease runs out', async () => {
    const queued = await queueLead(prisma);
    const repo = followUpRepository(prisma);
    const now = new Date();
    const [claimed] = await repo.claim('a', 10, new Date(now.getTime() + 60_000), now);
    expect(claimed).toMatchObject({ id: queued.id, kind: 'agency_email', attempts: 1 });
    expect(await repo.claim('b', 10, new Date(now.getTime() + 60_000), now)).toEqual([]);
    // Instance a died: after its lease, b takes the job, and a can no longer record it.
    const later = new Date(now.getTime() + 61_000);
    const [retaken] = await repo.claim('b', 10, new Date(later.getTime() + 60_000), later);
    expect(retaken).toMatchObject({ id: queued.id, attempts: 2 });
    expect(await repo.complete(queued.id, 'a', { status: 'sent', outcome: '250' }, later)).toBe(
      false,
    );
    expect(await repo.complete(queued.id, 'b', { status: 'sent', outcome: '250 OK' }, later)).toBe(
      true,
    );
    expect(await row(queued.id)).toMatchObject({
      status: 'sent',
      outcome: '250 OK',
      leaseOwner: null,
    });
  });

  it('retries with growing waits, then delivers', async () => {
    let clock = new Date('2031-01-01T00:00:00Z').getTime();
    const queued = await queueLead(prisma, new Date(clock));
    let calls = 0;
    const w = worker({
      now: () => new Date(clock),
      deliver: async (job) => {
        if (job.id !== queued.id) return { status: 'sent', outcome: 'other' };
        calls += 1;
        if (calls < 3) throw new Error('421 try again later');
        return { status: 'sent', outcome: '250 accepted' };
      },
    });
    await until(
      async () =>
        (await row(queued.id)).attempts === 1 && (await row(queued.id)).leaseOwner === null,
    );
    expect(await row(queued.id)).toMatchObject({
      status: 'pending',
      lastError: '421 try again later',
      nextAttemptAt: new Date(clock + 30_000),
    });
    clock += 30_000;
    w.nudge();
    await until(
      async () =>
        (await row(queued.id)).attempts === 2 && (await row(queued.id)).leaseOwner === null,
    );
    expect((await row(queued.id)).nextAttemptAt).toEqual(new Date(clock + 60_000));
    clock += 60_000;
    w.nudge();
    await until(async () => (await row(queued.id)).status === 'sent');
    expect(await row(queued.id)).toMatchObject({
      attempts: 3,
      outcome: '250 accepted',
      lastError: null,
    });
    await w.stop(1_000);
  });

  it('gives up after 24 hours, or at once when the refusal is final, and keeps the job visible', async () => {
    let clock = new Date('2032-01-01T00:00:00Z').getTime();
    const slow = await queueLead(prisma, new Date(clock), 1);
    const final = await queueLead(prisma, new Date(clock), 2);
    const w = worker({
      now: () => new Date(clock),
      retryBaseMs: hour,
      deliver: async (job) => {
        throw new Error(job.id === final.id ? 'permanent: 550 no such user' : '451 busy');
      },
    });
    await until(async () => (await row(final.id)).status === 'dead');
    expect(await row(final.id)).toMatchObject({
      attempts: 1,
      lastError: 'permanent: 550 no such user',
    });
    // Its first attempt is recorded before the clock moves: read while it is still in flight,
    // the clock would stay before the retry that attempt is about to set, and nothing come due.
    await until(async () => {
      const first = await row(slow.id);
      return first.attempts >= 1 && first.leaseOwner === null;
    });
    for (let i = 0; i < 30 && (await row(slow.id)).status === 'pending'; i++) {
      const before = (await row(slow.id)).attempts;
      clock = (await row(slow.id)).nextAttemptAt.getTime();
      w.nudge();
      await until(
        async () =>
          (await row(slow.id)).attempts > before && (await row(slow.id)).leaseOwner === null,
      );
    }
    const dead = await row(slow.id);
    expect(dead).toMatchObject({ status: 'dead', lastError: '451 busy' });
    expect(dead.attempts).toBeGreaterThanOrEqual(24);
    expect(dead.doneAt!.getTime() - dead.createdAt.getTime()).toBeGreaterThanOrEqual(
      24 * hour - hour,
    );
    // An admin can send it again: a new Message-ID generation and a fresh day of retries.
    expect(await followUpRepository(prisma).resend(slow.id, new Date(clock))).toBe(true);
    expect(await row(slow.id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      generation: 1,
      lastError: null,
    });
    await w.stop(1_000);
    await prisma.followUp.deleteMany({ where: { id: { in: [slow.id, final.id] } } });
  });

  it('on shutdown finishes what it can and hands back the rest', async () => {
    const stuck = await queueLead(prisma, new Date(), 3);
    let started = false;
    const w = worker({
      deliver: (job) => {
        if (job.id === stuck.id) started = true;
        return new Promise(() => {}); // an SMTP server that never answers
      },
    });
    await until(() => started);
    await w.stop(200);
    expect(await row(stuck.id)).toMatchObject({ status: 'pending', leaseOwner: null, attempts: 0 });
    // Another instance takes it at once.
    const delivered: string[] = [];
    const next = worker({
      deliver: async (job) => {
        delivered.push(job.id);
        return { status: 'filed', outcome: '/data/mail/x.eml' };
      },
    });
    await until(async () => (await row(stuck.id)).status === 'filed');
    expect(delivered).toContain(stuck.id);
    await next.stop(1_000);
  });

  it('reports its backlog to the health check, degraded after 15 minutes', async () => {
    const old = await queueLead(prisma, new Date(Date.now() - 20 * 60_000), 4);
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
    await Promise.all(Array.from({ length: 200 }, (_, n) => queueLead(prismaA, new Date(), n)));
    const deliveries = new Map<string, string[]>();
    const deliverAs =
      (owner: string) =>
      async (job: ClaimedFollowUp): Promise<DeliveryResult> => {
        deliveries.set(job.id, [...(deliveries.get(job.id) ?? []), owner]);
        await new Promise((resolve) => setImmediate(resolve));
        return { status: 'sent', outcome: owner };
      };
    const common = { isPermanent: () => false, leaseMs: 60_000, retryBaseMs: 1_000, pollMs: 20 };
    const a = startFollowUpWorker({
      ...common,
      prisma: async () => prismaA,
      owner: 'A',
      deliver: deliverAs('A'),
    });
    const b = startFollowUpWorker({
      ...common,
      prisma: async () => second.prisma,
      owner: 'B',
      deliver: deliverAs('B'),
    });
    await until(
      async () => (await prismaA.followUp.count({ where: { status: 'sent' } })) === 200,
      60_000,
    );
    await Promise.all([a.stop(1_000), b.stop(1_000)]);
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

  it('keeps looking while the server is away, and delivers what waits once it is back', async () => {
    const { prisma, target } = test.database;
    const database = new URL((target as { url: string }).url).pathname.slice(1);
    // The server is away: every connection of the pool is cut, and new ones are refused.
    const server = new pg.Client({ connectionString: postgresUrl });
    await server.connect();
    const cut = () =>
      server.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [database],
      );
    const delivered: string[] = [];
    let claims = 0;
    await server.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS false`);
    await cut();
    const w = startFollowUpWorker({
      prisma: async () => {
        claims += 1;
        return prisma;
      },
      deliver: async (job) => {
        delivered.push(job.id);
        return { status: 'sent', outcome: 'ok' };
      },
      isPermanent: () => false,
      leaseMs: 60_000,
      retryBaseMs: 1_000,
      pollMs: 20,
    });
    try {
      // Its claims fail, and it keeps trying (less and less often: 40, 80, 160… ms).
      await until(() => claims >= 4);
      await expect(prisma.followUp.count()).rejects.toThrow();
      // Back: a lead stored meanwhile is delivered, without a restart.
      await server.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS true`);
      const waiting = await queueLead(prisma, new Date(), 1);
      await until(() => delivered.includes(waiting.id), 30_000);
      expect((await prisma.followUp.findUniqueOrThrow({ where: { id: waiting.id } })).status).toBe(
        'sent',
      );
    } finally {
      await server.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS true`);
      await w.stop(1_000);
      await server.end();
    }
  }, 60_000);
});
