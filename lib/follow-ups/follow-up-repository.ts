import 'server-only';
import type { PrismaClient } from '@/lib/db/connection';
import type { FollowUp, FollowUpKind, FollowUpStatus, Prisma } from '@/lib/db/generated/client';
import type { JobEngine } from '@/lib/jobs/job-engine';
import { retryWindowMs } from './backoff';
import { sendFollowUpJobs, type FollowUpJobData, type FollowUpTurn } from './follow-up-jobs';
import { visitorKinds, visitorMailsPerDay, type PlannedFollowUp } from './plan';

export type { FollowUp, FollowUpKind, FollowUpStatus };

/** E-mails and webhook deliveries are claimed and run in slots of their own. */
export type OutboxLane = 'mail' | 'webhook';

/** A follow-up a job's run holds the lease of. */
export type ClaimedFollowUp = Pick<
  FollowUp,
  'id' | 'leadId' | 'kind' | 'target' | 'attempts' | 'generation' | 'retryUntil' | 'payload'
>;

/** Any constant of our own: the advisory locks that serialise the daily cap per address. */
const capLockClass = 7_312;
const dayMs = 24 * 60 * 60_000;

/**
 * Queues a new lead's follow-ups inside the transaction that stores the lead, rows and jobs, so a
 * stored lead always has them. E-mails to the visitor's address past the daily cap are stored as skipped
 * (visible in the inbox, and an admin may still send them).
 */
export async function enqueueFollowUps(
  tx: Prisma.TransactionClient,
  engine: JobEngine,
  leadId: string,
  planned: readonly PlannedFollowUp[],
  now: Date,
): Promise<FollowUp[]> {
  const created: FollowUp[] = [];
  for (const item of planned) {
    let skipped = false;
    if (visitorKinds.includes(item.kind)) {
      // One mailbox however it is spelled (lib/leads/email-address.ts): the cap counts that.
      const mailbox = item.mailbox ?? item.target;
      // Two leads for one mailbox at once must not both see room for one more e-mail.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${capLockClass}::int, hashtext(${mailbox}))`;
      const today = await tx.followUp.count({
        where: {
          mailbox,
          kind: { in: [...visitorKinds] },
          status: { not: 'skipped' },
          createdAt: { gt: new Date(now.getTime() - dayMs) },
        },
      });
      skipped = today >= visitorMailsPerDay;
    }
    created.push(
      await tx.followUp.create({
        data: {
          leadId,
          kind: item.kind,
          target: item.target,
          payload: item.payload,
          mailbox: visitorKinds.includes(item.kind) ? (item.mailbox ?? item.target) : null,
          createdAt: now,
          // A job due later (a reminder) joins the queue when it is due: the backlog's age
          // counts from then.
          queuedAt: item.due?.at ?? now,
          nextAttemptAt: item.due?.at ?? now,
          retryUntil: item.due?.retryUntil ?? new Date(now.getTime() + retryWindowMs),
          ...(skipped
            ? {
                status: 'skipped' as const,
                doneAt: now,
                outcome: `not sent: this address already had ${visitorMailsPerDay} e-mails from us today`,
              }
            : {}),
        },
      }),
    );
  }
  await sendFollowUpJobs(
    engine,
    tx,
    created.filter((row) => row.status === 'pending'),
  );
  return created;
}

/** Every read and write of the outbox. Takes the client so tests can run it on any database. */
export function followUpRepository(prisma: PrismaClient) {
  return {
    /**
     * Takes a follow-up for one run of its job: leased to `lease` (the job's id and try) until
     * `leaseUntil`, its attempt counted. Only the job of the row's current turn (its generation
     * and attempts as when the job was sent) takes it, and not while another run holds it; the
     * engine's retry of the same job after its process died takes it back. Null: nothing to do
     * (an admin resent it, or another job took this turn).
     */
    async claim(
      turn: FollowUpJobData,
      lease: { jobId: string; token: string },
      leaseUntil: Date,
      now: Date,
    ): Promise<ClaimedFollowUp | null> {
      const [claimed] = await prisma.$queryRaw<ClaimedFollowUp[]>`
        UPDATE follow_ups
        SET lease_owner = ${lease.token}, lease_until = ${leaseUntil}, attempts = attempts + 1
        WHERE id = ${turn.followUpId}::uuid AND status = 'pending'
          AND generation = ${turn.generation}::int
          AND ((attempts = ${turn.attempt}::int AND (lease_until IS NULL OR lease_until < ${now}))
            OR starts_with(lease_owner, ${`${lease.jobId}/`}))
        RETURNING id, lead_id AS "leadId", kind::text AS kind, target, attempts, generation,
          retry_until AS "retryUntil", payload`;
      return claimed ?? null;
    },

    /** Records a delivery; false if the lease was lost meanwhile (nothing is written then). */
    async complete(
      id: string,
      owner: string,
      result: { status: 'sent' | 'filed' | 'skipped'; outcome: string },
      now: Date,
    ): Promise<boolean> {
      const { count } = await prisma.followUp.updateMany({
        where: { id, leaseOwner: owner },
        data: { ...result, doneAt: now, lastError: null, leaseOwner: null, leaseUntil: null },
      });
      return count > 0;
    },

    /**
     * A failed attempt: retried at `retryAt` (its job sent in the same transaction), or dead when
     * that is past its deadline. Null if the lease was lost meanwhile.
     */
    fail(
      engine: JobEngine,
      job: ClaimedFollowUp,
      owner: string,
      failure: { error: string; permanent: boolean; retryAt: Date },
      now: Date,
    ): Promise<FollowUpStatus | null> {
      const dead = failure.permanent || failure.retryAt > job.retryUntil;
      return prisma.$transaction(async (tx) => {
        const { count } = await tx.followUp.updateMany({
          where: { id: job.id, leaseOwner: owner },
          data: {
            status: dead ? 'dead' : 'pending',
            lastError: failure.error.slice(0, 500),
            nextAttemptAt: failure.retryAt,
            doneAt: dead ? now : null,
            leaseOwner: null,
            leaseUntil: null,
          },
        });
        if (count === 0) return null;
        if (!dead) await sendFollowUpJobs(engine, tx, [{ ...job, nextAttemptAt: failure.retryAt }]);
        return dead ? 'dead' : 'pending';
      }, transactionWaits);
    },

    /** Not yet (DeliveryDeferred): tried again at `until`; the attempt does not count. */
    defer(engine: JobEngine, job: ClaimedFollowUp, owner: string, until: Date): Promise<boolean> {
      return prisma.$transaction(async (tx) => {
        const { count } = await tx.followUp.updateMany({
          where: { id: job.id, leaseOwner: owner, status: 'pending' },
          data: {
            nextAttemptAt: until,
            leaseOwner: null,
            leaseUntil: null,
            attempts: { decrement: 1 },
          },
        });
        if (count === 0) return false;
        await sendFollowUpJobs(engine, tx, [
          { ...job, attempts: job.attempts - 1, nextAttemptAt: until },
        ]);
        return true;
      }, transactionWaits);
    },

    /**
     * The mail server answers again after an outage: every e-mail that failed and waits for its
     * next try goes now (a long outage would otherwise leave it waiting up to an hour). Its job
     * for later is still there; whichever runs first takes the turn, the other finds it taken.
     */
    resumeFailingMail(engine: JobEngine, now: Date): Promise<number> {
      return prisma.$transaction(async (tx) => {
        const turns = await tx.$queryRaw<FollowUpTurn[]>`
          UPDATE follow_ups SET next_attempt_at = ${now}
          WHERE status = 'pending' AND kind <> 'webhook' AND last_error IS NOT NULL
            AND next_attempt_at > ${now} AND (lease_until IS NULL OR lease_until < ${now})
          RETURNING id, kind::text AS kind, generation, attempts, next_attempt_at AS "nextAttemptAt"`;
        await sendFollowUpJobs(engine, tx, turns);
        return turns.length;
      }, transactionWaits);
    },

    /**
     * Gives back what these leases still hold (a graceful shutdown that could not wait for them):
     * the attempt does not count, and the engine's retry of the job takes it again.
     */
    async release(owners: readonly string[]): Promise<number> {
      let count = 0;
      for (const owner of owners) {
        // Still the job's (its retry takes it back), no longer this run's (which records nothing).
        const released = await prisma.followUp.updateMany({
          where: { leaseOwner: owner, status: 'pending' },
          data: {
            leaseOwner: `${owner.split('/')[0]}/released`,
            leaseUntil: null,
            attempts: { decrement: 1 },
          },
        });
        count += released.count;
      }
      return count;
    },

    /** The follow-ups of these leads, oldest first (the inbox shows them per lead). */
    forLeads(leadIds: string[]): Promise<FollowUp[]> {
      return prisma.followUp.findMany({
        where: { leadId: { in: leadIds } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
    },

    /**
     * An admin's resend: queued again now, with a new deadline and Message-ID. Not while a
     * worker holds it; a pending one is simply tried at once.
     */
    resend(engine: JobEngine, id: string, now: Date): Promise<boolean> {
      return prisma.$transaction(async (tx) => {
        const rows = await tx.$queryRaw<Pick<FollowUp, 'id' | 'kind'>[]>`
          SELECT id, kind::text AS kind FROM follow_ups
          WHERE id = ${id}::uuid AND (lease_until IS NULL OR lease_until < ${now})
          FOR UPDATE`;
        return (await queueAgain(engine, tx, rows, now)) > 0;
      }, transactionWaits);
    },
  };
}

export type FollowUpRepository = ReturnType<typeof followUpRepository>;

/** A burst queues for a connection instead of failing after Prisma's 2 s default. */
const transactionWaits = { maxWait: 30_000, timeout: 30_000 };

/**
 * Sends these follow-ups again (`sentAgain`) and queues their jobs, in the caller's transaction
 * (the rows are locked by it). Returns how many.
 */
export async function queueAgain(
  engine: JobEngine,
  tx: Prisma.TransactionClient,
  rows: readonly Pick<FollowUp, 'id' | 'kind'>[],
  now: Date,
  timing: Partial<Pick<FollowUp, 'queuedAt' | 'nextAttemptAt' | 'retryUntil'>> = {},
): Promise<number> {
  const again = { ...sentAgain(now), ...timing };
  for (const row of rows) {
    const updated = await tx.followUp.update({ where: { id: row.id }, data: again });
    await sendFollowUpJobs(engine, tx, [updated]);
  }
  return rows.length;
}

/**
 * A follow-up sent again (an admin's Resend, of one or of everything dead): queued now, with a
 * fresh 24-hour window and a new generation (so a new Message-ID), as if it had just been planned.
 */
export function sentAgain(now: Date) {
  return {
    status: 'pending',
    generation: { increment: 1 },
    attempts: 0,
    queuedAt: now,
    nextAttemptAt: now,
    retryUntil: new Date(now.getTime() + retryWindowMs),
    doneAt: null,
    lastError: null,
    outcome: null,
    leaseOwner: null,
    leaseUntil: null,
  } satisfies Prisma.FollowUpUpdateManyMutationInput;
}
