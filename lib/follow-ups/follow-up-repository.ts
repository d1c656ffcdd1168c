import 'server-only';
import type { PrismaClient } from '@/lib/db/connection';
import type { FollowUp, FollowUpKind, FollowUpStatus, Prisma } from '@/lib/db/generated/client';
import { retryWindowMs } from './backoff';
import { visitorKinds, visitorMailsPerDay, type PlannedFollowUp } from './plan';

export type { FollowUp, FollowUpKind, FollowUpStatus };

/** E-mails and webhook deliveries are claimed and run in slots of their own. */
export type OutboxLane = 'mail' | 'webhook';

/** A follow-up a worker holds the lease of. */
export type ClaimedFollowUp = Pick<
  FollowUp,
  'id' | 'leadId' | 'kind' | 'target' | 'attempts' | 'generation' | 'retryUntil' | 'payload'
>;

/** Any constant of our own: the advisory locks that serialise the daily cap per address. */
const capLockClass = 7_312;
const dayMs = 24 * 60 * 60_000;

/**
 * Queues a new lead's follow-ups inside the transaction that stores the lead, so a stored lead
 * always has them. E-mails to the visitor's address past the daily cap are stored as skipped
 * (visible in the inbox, and an admin may still send them).
 */
export async function enqueueFollowUps(
  tx: Prisma.TransactionClient,
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
  return created;
}

/** Every read and write of the outbox. Takes the client so tests can run it on any database. */
export function followUpRepository(prisma: PrismaClient) {
  return {
    /**
     * Leases up to `limit` due follow-ups to `owner` until `leaseUntil`. `FOR UPDATE SKIP LOCKED`
     * lets several instances claim at once without waiting on each other or taking the same
     * row; a lease that ran out (its instance died) makes the row claimable again.
     */
    claim(
      owner: string,
      limit: number,
      leaseUntil: Date,
      now: Date,
      lane: OutboxLane = 'mail',
    ): Promise<ClaimedFollowUp[]> {
      const webhooks = lane === 'webhook';
      return prisma.$queryRaw<ClaimedFollowUp[]>`
        UPDATE follow_ups
        SET lease_owner = ${owner}, lease_until = ${leaseUntil}, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM follow_ups
          WHERE status = 'pending' AND next_attempt_at <= ${now}
            AND (lease_until IS NULL OR lease_until < ${now})
            AND (kind = 'webhook') = ${webhooks}
          ORDER BY next_attempt_at
          LIMIT ${limit}::int
          FOR UPDATE SKIP LOCKED)
        RETURNING id, lead_id AS "leadId", kind::text AS kind, target, attempts, generation,
          retry_until AS "retryUntil", payload`;
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

    /** A failed attempt: retried at `retryAt`, or dead when that is past its deadline. */
    async fail(
      id: string,
      owner: string,
      failure: { error: string; permanent: boolean; retryAt: Date; retryUntil: Date },
      now: Date,
    ): Promise<FollowUpStatus | null> {
      const dead = failure.permanent || failure.retryAt > failure.retryUntil;
      const { count } = await prisma.followUp.updateMany({
        where: { id, leaseOwner: owner },
        data: {
          status: dead ? 'dead' : 'pending',
          lastError: failure.error.slice(0, 500),
          nextAttemptAt: failure.retryAt,
          doneAt: dead ? now : null,
          leaseOwner: null,
          leaseUntil: null,
        },
      });
      return count > 0 ? (dead ? 'dead' : 'pending') : null;
    },

    /** Not yet (DeliveryDeferred): tried again at `until`; the attempt does not count. */
    async defer(id: string, owner: string, until: Date): Promise<boolean> {
      const { count } = await prisma.followUp.updateMany({
        where: { id, leaseOwner: owner, status: 'pending' },
        data: {
          nextAttemptAt: until,
          leaseOwner: null,
          leaseUntil: null,
          attempts: { decrement: 1 },
        },
      });
      return count > 0;
    },

    /**
     * The mail server answers again after an outage: every e-mail that failed and waits for its
     * next try is due now (a long outage would otherwise leave it waiting up to an hour).
     */
    async resumeFailingMail(now: Date): Promise<number> {
      const { count } = await prisma.followUp.updateMany({
        where: {
          status: 'pending',
          kind: { not: 'webhook' },
          lastError: { not: null },
          nextAttemptAt: { gt: now },
          OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }],
        },
        data: { nextAttemptAt: now },
      });
      return count;
    },

    /** Gives back what `owner` still holds (graceful shutdown): another instance takes it now. */
    async release(owner: string, now: Date): Promise<number> {
      const { count } = await prisma.followUp.updateMany({
        where: { leaseOwner: owner, status: 'pending' },
        data: {
          leaseOwner: null,
          leaseUntil: null,
          nextAttemptAt: now,
          attempts: { decrement: 1 },
        },
      });
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
    async resend(id: string, now: Date): Promise<boolean> {
      const { count } = await prisma.followUp.updateMany({
        where: {
          id,
          OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }],
        },
        data: sentAgain(now),
      });
      return count > 0;
    },
  };
}

export type FollowUpRepository = ReturnType<typeof followUpRepository>;

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
