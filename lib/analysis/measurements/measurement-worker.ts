import 'server-only';
import type { PrismaClient } from '@/lib/db/connection';
import type { JobEngine } from '@/lib/jobs/job-engine';
import { workerSlots, type EngineJob } from '@/lib/jobs/worker-slots';
import { logEvent } from '@/lib/log';
import type { RunOutcome } from '../browser/run';
import { listenForMeasurements } from './measurement-nudge';
import { measurementDeadLetters, measurementJobData, measurementQueue } from './measurement-jobs';
import {
  maxAttempts,
  measurementRepository,
  shareWindowMs,
  type ClaimedMeasurement,
  type MeasurementRepository,
} from './measurement-repository';

export type MeasurementWorkerOptions = {
  /** The job engine this process runs jobs on (its queues created: openJobEngine). */
  engine: JobEngine;
  prisma: () => Promise<PrismaClient>;
  measure: (job: ClaimedMeasurement) => Promise<RunOutcome>;
  /** Browsers this process runs at once (GRADER_BROWSERS). */
  browsers: number;
  /**
   * Browser time one visitor's measurements may take in an hour (GRADER_VISITOR_BROWSER_SECONDS);
   * past it their next page is not measured. 0: no limit.
   */
  visitorBudgetMs?: number;
  /** After a broken attempt, the next waits this long. */
  retryDelayMs?: number;
  /** How often the engine looks for due measurements when nothing nudges. */
  pollSeconds?: number;
  /** Told when a measurement is finished (the report's e-mail may be waiting for it). */
  onFinished?: (job: ClaimedMeasurement) => void;
  now?: () => Date;
};

export type MeasurementWorker = {
  nudge(): void;
  /** Takes nothing more; gives back the runs in hand if they do not end within `budgetMs`. */
  stop(budgetMs: number): Promise<void>;
};

/** How long a run holds its row: past any run's deadline (the engine's heartbeat watches it). */
const rowLeaseMs = 15 * 60_000;

/**
 * The measurements' worker on the job engine: `browsers` runs at once in this process, each a
 * job's turn that takes the next measurement in the fair order, runs it in a browser and records
 * the outcome; a broken run is queued again with a new job, up to `maxAttempts`. A run whose
 * process dies (SIGKILL, power cut) stops sending heartbeats: the engine runs its job again, here
 * after a restart or in another process, and that run takes the same measurement back.
 */
export async function startMeasurementWorker(
  options: MeasurementWorkerOptions,
): Promise<MeasurementWorker> {
  const { engine, pollSeconds = 2, retryDelayMs = 5_000, now = () => new Date() } = options;
  const slots = workerSlots();
  const hourAgo = () => new Date(now().getTime() - shareWindowMs);
  const visitorBudgetMs = options.visitorBudgetMs ?? 0;

  /** Whether the job's visitor has used their hour's share of the browser. */
  async function overBudget(job: ClaimedMeasurement, repository: MeasurementRepository) {
    if (visitorBudgetMs <= 0 || job.visitorHash === null) return null;
    const used = await repository.browserTimeOf(job.visitorHash, hourAgo());
    return used >= visitorBudgetMs ? used : null;
  }

  async function run(job: ClaimedMeasurement, owner: string, prisma: PrismaClient) {
    const repository = measurementRepository(prisma);
    const log = { measurementId: job.id, reportId: job.reportId, attempt: job.attempts };
    if (job.attempts > maxAttempts) {
      await repository
        .fail(
          job,
          owner,
          { reason: 'failed', detail: 'no attempts left', retry: true, retryAt: now() },
          now(),
        )
        .catch(() => null);
      logEvent('error', 'measurement.dead', log);
      return;
    }
    const used = await overBudget(job, repository).catch(() => null);
    if (used !== null) {
      await repository
        .fail(
          job,
          owner,
          {
            reason: 'visitor_budget',
            detail: `the visitor's measurements took ${used} ms of browser time this hour (share: ${visitorBudgetMs} ms)`,
            retry: false,
            retryAt: now(),
          },
          now(),
        )
        .catch(() => null);
      logEvent('warn', 'measurement.visitor_budget', { ...log, usedMs: used });
      options.onFinished?.(job);
      return;
    }
    const startedMs = performance.now();
    try {
      const outcome = await options.measure(job);
      if (outcome.ok) {
        const { run: measured } = outcome;
        const recorded = await repository.complete(
          job.id,
          owner,
          {
            result: {
              ...measured.result,
              refusedConnections: outcome.refused.length,
              runMs: outcome.runMs,
            },
            screenshot: measured.screenshot,
            filmstrip: measured.filmstrip,
          },
          now(),
          outcome.runMs,
        );
        logEvent(recorded ? 'info' : 'warn', 'measurement.done', {
          ...log,
          score: measured.result.score,
          ms: outcome.runMs,
          refused: outcome.refused.length,
          ...(recorded ? {} : { note: 'lease lost before it was recorded' }),
        });
      } else {
        const status = await repository.fail(
          job,
          owner,
          {
            ...outcome,
            retryAt: new Date(now().getTime() + retryDelayMs),
            browserMs: outcome.runMs,
          },
          now(),
          engine,
        );
        logEvent(status === 'queued' ? 'warn' : 'info', 'measurement.failed', {
          ...log,
          reason: outcome.reason,
          detail: outcome.detail,
          status,
          ms: outcome.runMs,
        });
      }
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      await repository
        .fail(
          job,
          owner,
          {
            reason: 'failed',
            detail,
            retry: true,
            retryAt: new Date(now().getTime() + retryDelayMs),
            browserMs: performance.now() - startedMs,
          },
          now(),
          engine,
        )
        .catch(() => null);
      logEvent('error', 'measurement.crashed', { ...log, error: detail });
    } finally {
      options.onFinished?.(job);
    }
  }

  /** One job's turn: the next measurement in the fair order, if one is due. */
  async function turn(job: EngineJob, token: string) {
    if (!measurementJobData.safeParse(job.data).success) {
      // A job from another version of the app: never retried, its reason kept with it.
      const reason = 'not a measurement job';
      logEvent('error', 'measurement.job_unreadable', { jobId: job.id, reason });
      return { id: job.id, status: 'deadletter' as const, output: { reason } };
    }
    const prisma = await options.prisma();
    const at = now();
    const claimed = await measurementRepository(prisma).claimForJob(
      { jobId: job.id, token },
      new Date(at.getTime() + rowLeaseMs),
      at,
    );
    if (!claimed) return { id: job.id, status: 'completed' as const, output: { taken: true } };
    await run(claimed, token, prisma);
    return { id: job.id, status: 'completed' as const, output: { measurementId: claimed.id } };
  }

  await slots.work(engine, measurementQueue, options.browsers, pollSeconds, turn);
  // The engine gave up on a job (its runs died or failed five times): the measurement it held is
  // dead, and shows so in the report and the health check.
  await engine.work(
    measurementDeadLetters,
    { includeMetadata: true, pollingIntervalSeconds: Math.max(pollSeconds, 5) },
    async (jobs: EngineJob[]) => {
      for (const job of jobs) {
        const buried = await (
          await options.prisma()
        ).browserMeasurement.updateMany({
          where: { status: 'queued', leaseOwner: { startsWith: `${job.id}/` } },
          data: {
            status: 'dead',
            failure: 'failed',
            finishedAt: now(),
            leaseOwner: null,
            leaseUntil: null,
            lastError: 'its run stopped or failed five times without an answer',
          },
        });
        logEvent('error', 'measurement.dead_letter', { jobId: job.id, dead: buried.count });
      }
    },
  );

  const nudge = () => slots.nudge(engine);
  const unlisten = listenForMeasurements(nudge);

  return {
    nudge,
    async stop(budgetMs) {
      unlisten();
      const repository = measurementRepository(await options.prisma());
      const released = await slots.stop(
        engine,
        budgetMs,
        (tokens) => repository.release(tokens, now()),
        [measurementDeadLetters],
      );
      if (released > 0) logEvent('warn', 'measurement.released', { released });
    },
  };
}
