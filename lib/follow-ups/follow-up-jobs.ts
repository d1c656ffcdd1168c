import 'server-only';
import { fromPrisma, type Queue } from 'pg-boss';
import { z } from 'zod';
import type { FollowUpKind, Prisma } from '@/lib/db/generated/client';
import type { JobEngine } from '@/lib/jobs/job-engine';
import type { OutboxLane } from './follow-up-repository';

/**
 * The outbox's queues on the job engine: e-mails and webhook deliveries in queues of their own
 * (a slow webhook endpoint never holds an e-mail), and the dead letters of both.
 */
export const followUpQueues: Record<OutboxLane, string> = {
  mail: 'follow-up.mail',
  webhook: 'follow-up.webhook',
};
export const followUpDeadLetters = 'follow-up.dead';

export const laneOf = (kind: FollowUpKind): OutboxLane => (kind === 'webhook' ? 'webhook' : 'mail');

/**
 * A job's queue settings. A delivery's failures are the outbox's own (backoff and deadline on its
 * row, each next try a new job); the engine's retries are for a job whose process died, whose
 * database went away or that outlived `expireInSeconds` (the lease): tried again a few seconds
 * later, elsewhere if need be, and after ten such failures a dead letter that marks the row dead.
 */
export function followUpQueueOptions(leaseSeconds: number): Omit<Queue, 'name'> {
  return {
    expireInSeconds: leaseSeconds,
    retryLimit: 10,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 5 * 60,
    deadLetter: followUpDeadLetters,
    // The follow-up's row is the record; the job is only its turn.
    deleteAfterSeconds: 24 * 60 * 60,
  };
}

/** Creates the outbox's queues, or brings their settings up to date (idempotent). */
export async function createFollowUpQueues(engine: JobEngine, leaseSeconds: number) {
  await engine.createQueue(followUpDeadLetters, { deleteAfterSeconds: 30 * 24 * 60 * 60 });
  const options = followUpQueueOptions(leaseSeconds);
  for (const name of Object.values(followUpQueues)) {
    await engine.createQueue(name, options);
    await engine.updateQueue(name, { expireInSeconds: leaseSeconds });
  }
}

/**
 * What a job carries: which follow-up, and which turn of it — its generation (an admin's resend
 * starts a new one) and the attempts made when the job was sent. A job whose turn has passed (a
 * resend, or another job took the row on) finds nothing to do.
 */
export const followUpJobData = z.object({
  followUpId: z.uuid(),
  generation: z.number().int().min(0),
  attempt: z.number().int().min(0),
});
export type FollowUpJobData = z.infer<typeof followUpJobData>;

/** A follow-up row's next turn. */
export type FollowUpTurn = {
  id: string;
  kind: FollowUpKind;
  generation: number;
  attempts: number;
  nextAttemptAt: Date;
};

/**
 * Sends each follow-up's job inside the transaction that writes its row (the lead's own, an
 * admin's resend, a booking's change): both are committed or neither, so a pending row always
 * has its job. Each starts at the row's `nextAttemptAt`.
 */
export async function sendFollowUpJobs(
  engine: JobEngine,
  tx: Prisma.TransactionClient,
  turns: readonly FollowUpTurn[],
): Promise<void> {
  const db = fromPrisma(tx);
  for (const turn of turns) {
    const data: FollowUpJobData = {
      followUpId: turn.id,
      generation: turn.generation,
      attempt: turn.attempts,
    };
    await engine.send(followUpQueues[laneOf(turn.kind)], data, {
      db,
      startAfter: turn.nextAttemptAt,
    });
  }
}
