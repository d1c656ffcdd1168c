import 'server-only';
import type { JobResult } from 'pg-boss';
import type { PrismaClient } from '@/lib/db/connection';
import type { JobEngine } from '@/lib/jobs/job-engine';
import { workerSlots, type EngineJob } from '@/lib/jobs/worker-slots';
import { logEvent } from '@/lib/log';
import { retryDelayMs } from './backoff';
import { DeliveryDeferred } from './deferred';
import type { DeliveryResult } from './deliver';
import { listenForFollowUps } from './follow-up-nudge';
import { followUpDeadLetters, followUpJobData, followUpQueues } from './follow-up-jobs';
import { followUpRepository, type ClaimedFollowUp, type OutboxLane } from './follow-up-repository';

export type WorkerOptions = {
  /** The job engine this process runs jobs on (its queues created: createFollowUpQueues). */
  engine: JobEngine;
  prisma: () => Promise<PrismaClient>;
  deliver: (job: ClaimedFollowUp) => Promise<DeliveryResult>;
  isPermanent: (error: unknown) => boolean;
  /** A failure that says the mail server did not answer at all (see `probe`). */
  isOutage?: (error: unknown) => boolean;
  /**
   * Whether the mail server answers again. After an outage the worker asks every `probeMs`, and
   * as soon as it does, sends every e-mail that waits instead of at its backoff's next try.
   */
  probe?: () => Promise<boolean>;
  probeMs?: number;
  /** E-mails at once, in this process. */
  concurrency?: number;
  /** Webhook deliveries at once, in a queue of their own: a slow endpoint never holds an e-mail. */
  webhookConcurrency?: number;
  /** How often the engine looks for due jobs when nothing nudges (other processes' leads, retries). */
  pollSeconds?: number;
  /** How long a run may hold a follow-up (the queues' `expireInSeconds`). */
  leaseMs: number;
  retryBaseMs: number;
  now?: () => Date;
};

export type FollowUpWorker = {
  /** Look for due follow-ups now. */
  nudge(): void;
  /**
   * Graceful shutdown: takes nothing more, lets the deliveries in hand finish for up to
   * `budgetMs`, then gives back those that did not: the engine runs them again elsewhere.
   */
  stop(budgetMs: number): Promise<void>;
};

/**
 * The outbox's worker on the job engine: each follow-up's job takes its row (a lease on it),
 * delivers it, and records the outcome; a failure is retried with exponential backoff until its
 * deadline, each try a new job sent with the row's update. What a crash leaves unfinished, the
 * engine runs again once its lease (`expireInSeconds`) has run out, here after a restart or in
 * any other process.
 */
export async function startFollowUpWorker(options: WorkerOptions): Promise<FollowUpWorker> {
  const {
    engine,
    concurrency = 4,
    webhookConcurrency = 2,
    pollSeconds = 2,
    probeMs = 5_000,
    now = () => new Date(),
  } = options;
  const slots = workerSlots();
  /**
   * The mail server stopped answering; when it is due to be asked again (ms since epoch). A
   * process starts by asking once: e-mails may be waiting from an outage before its start.
   */
  let outage: { probeAt: number } | null = options.probe
    ? { probeAt: now().getTime() + probeMs }
    : null;
  let probing = false;
  let stopping = false;

  async function run(job: EngineJob, token: string, lane: OutboxLane): Promise<JobResult> {
    const turn = followUpJobData.safeParse(job.data);
    if (!turn.success) {
      // A job from another version of the app: never retried, its reason kept with it.
      const reason = `not a follow-up job: ${turn.error.issues[0]?.message ?? 'unreadable'}`;
      logEvent('error', 'follow_up.job_unreadable', { jobId: job.id, reason });
      return { id: job.id, status: 'deadletter', output: { reason } };
    }
    const repository = followUpRepository(await options.prisma());
    const at = now();
    const claimed = await repository.claim(
      turn.data,
      { jobId: job.id, token },
      new Date(at.getTime() + options.leaseMs),
      at,
    );
    // An admin resent it, or another job took this turn: nothing left for this one.
    if (!claimed) return { id: job.id, status: 'completed', output: { taken: true } };
    try {
      const result = await options.deliver(claimed);
      const recorded = await repository.complete(claimed.id, token, result, now());
      if (outage && lane === 'mail') void mailServerBack();
      logEvent(recorded ? 'info' : 'warn', 'follow_up.delivered', {
        followUpId: claimed.id,
        leadId: claimed.leadId,
        kind: claimed.kind,
        status: result.status,
        attempt: claimed.attempts,
        ...(recorded ? {} : { note: 'lease lost before it was recorded' }),
      });
      return { id: job.id, status: 'completed', output: result };
    } catch (error) {
      if (error instanceof DeliveryDeferred) {
        await repository.defer(engine, claimed, token, error.until);
        return { id: job.id, status: 'completed', output: { deferredUntil: error.until } };
      }
      const message = error instanceof Error ? error.message : String(error);
      if (lane === 'mail' && options.isOutage?.(error)) {
        outage ??= { probeAt: now().getTime() + probeMs };
        probeSoon();
      }
      const retryAt = new Date(
        now().getTime() + retryDelayMs(claimed.attempts, options.retryBaseMs),
      );
      const status = await repository.fail(
        engine,
        claimed,
        token,
        { error: message, permanent: options.isPermanent(error), retryAt },
        now(),
      );
      logEvent(status === 'dead' ? 'error' : 'warn', 'follow_up.failed', {
        followUpId: claimed.id,
        leadId: claimed.leadId,
        kind: claimed.kind,
        attempt: claimed.attempts,
        status,
        error: message,
        ...(status === 'pending' ? { retryAt: retryAt.toISOString() } : {}),
      });
      return { id: job.id, status: 'completed', output: { status, error: message } };
    }
  }

  /** The mail server answers again: what waits for its next try goes now. */
  async function mailServerBack() {
    outage = null;
    const repository = followUpRepository(await options.prisma());
    const resumed = await repository.resumeFailingMail(engine, now()).catch(() => 0);
    if (resumed > 0) logEvent('info', 'follow_up.mail_server_back', { resumed });
    nudge();
  }

  let probeTimer: NodeJS.Timeout | undefined;
  /** While the mail server is away, asks it every `probeMs` whether it answers again. */
  function probeSoon() {
    if (stopping || !outage || !options.probe || probing || probeTimer) return;
    probeTimer = setTimeout(
      () => {
        probeTimer = undefined;
        if (stopping || !outage || !options.probe) return;
        probing = true;
        void options
          .probe()
          .catch(() => false)
          .then(async (answers) => {
            if (answers) await mailServerBack();
            else if (outage) outage.probeAt = now().getTime() + probeMs;
          })
          .finally(() => {
            probing = false;
            probeSoon();
          });
      },
      Math.max(0, (outage?.probeAt ?? 0) - now().getTime()),
    );
    probeTimer.unref();
  }

  for (const [lane, count] of [
    ['mail', concurrency],
    ['webhook', webhookConcurrency],
  ] as const) {
    await slots.work(engine, followUpQueues[lane], count, pollSeconds, (job, token) =>
      run(job, token, lane),
    );
  }
  // The engine gave up on a job (its runs died or failed ten times): its row is dead, and shows
  // so in the inbox and the health check.
  await engine.work(
    followUpDeadLetters,
    { includeMetadata: true, pollingIntervalSeconds: Math.max(pollSeconds, 5) },
    async (jobs: EngineJob[]) => {
      for (const job of jobs) await buryDeadLetter(job);
    },
  );

  async function buryDeadLetter(job: EngineJob) {
    const turn = followUpJobData.safeParse(job.data);
    if (!turn.success) {
      logEvent('error', 'follow_up.dead_letter', { jobId: job.id, reason: 'unreadable' });
      return;
    }
    const buried = await (
      await options.prisma()
    ).followUp.updateMany({
      where: { id: turn.data.followUpId, generation: turn.data.generation, status: 'pending' },
      data: {
        status: 'dead',
        doneAt: now(),
        leaseOwner: null,
        leaseUntil: null,
        lastError: 'its delivery stopped or failed ten times without an answer',
      },
    });
    logEvent('error', 'follow_up.dead_letter', {
      jobId: job.id,
      followUpId: turn.data.followUpId,
      dead: buried.count,
    });
  }

  const nudge = () => slots.nudge(engine);
  const unlisten = listenForFollowUps(nudge);
  if (outage) probeSoon();

  return {
    nudge,
    async stop(budgetMs) {
      stopping = true;
      unlisten();
      clearTimeout(probeTimer);
      const repository = followUpRepository(await options.prisma());
      const released = await slots.stop(engine, budgetMs, (tokens) => repository.release(tokens), [
        followUpDeadLetters,
      ]);
      if (released > 0) logEvent('warn', 'follow_up.released', { released });
    },
  };
}
