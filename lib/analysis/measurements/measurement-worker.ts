import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { PrismaClient } from '@/lib/db/connection';
import { logEvent } from '@/lib/log';
import type { RunOutcome } from '../browser/run';
import { listenForMeasurements } from './measurement-nudge';
import {
  maxAttempts,
  measurementRepository,
  shareWindowMs,
  type ClaimedMeasurement,
  type MeasurementRepository,
} from './measurement-repository';

export type MeasurementWorkerOptions = {
  prisma: () => Promise<PrismaClient>;
  measure: (job: ClaimedMeasurement) => Promise<RunOutcome>;
  /** Browsers this instance runs at once (GRADER_BROWSERS). */
  browsers: number;
  /**
   * Browser time one visitor's measurements may take in an hour (GRADER_VISITOR_BROWSER_SECONDS);
   * past it their next page is not measured. 0: no limit.
   */
  visitorBudgetMs?: number;
  /** The hold on a job, renewed every third of it while the run goes on. */
  leaseMs: number;
  /** After a broken attempt, the next waits this long. */
  retryDelayMs?: number;
  pollMs?: number;
  owner?: string;
  /** Told when a measurement is finished (the report's e-mail may be waiting for it). */
  onFinished?: (job: ClaimedMeasurement) => void;
  now?: () => Date;
};

export type MeasurementWorker = {
  owner: string;
  nudge(): void;
  /** Claims nothing more; gives back the runs in hand if they do not end within `budgetMs`. */
  stop(budgetMs: number): Promise<void>;
};

/**
 * The measurement queue's worker, one per server process, as the follow-ups' outbox works: it
 * claims queued measurements with a lease, runs up to `browsers` of them at once, renews each
 * lease while its browser runs, and records the outcome. A run whose instance dies (SIGKILL,
 * power cut) keeps its lease until it runs out, then any instance takes it again; after
 * `maxAttempts` broken attempts it is dead.
 */
export function startMeasurementWorker(options: MeasurementWorkerOptions): MeasurementWorker {
  const {
    pollMs = 2_000,
    retryDelayMs = 5_000,
    now = () => new Date(),
    owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  } = options;
  const inHand = new Set<Promise<void>>();
  const hourAgo = () => new Date(now().getTime() - shareWindowMs);
  const visitorBudgetMs = options.visitorBudgetMs ?? 0;

  /** Whether the job's visitor has used their hour's share of the browser. */
  async function overBudget(job: ClaimedMeasurement, repository: MeasurementRepository) {
    if (visitorBudgetMs <= 0 || job.visitorHash === null) return null;
    const used = await repository.browserTimeOf(job.visitorHash, hourAgo());
    return used >= visitorBudgetMs ? used : null;
  }
  let stopping = false;
  let wake: (() => void) | undefined;
  let woken = false;
  const nudge = () => {
    woken = true;
    wake?.();
  };
  const unlisten = listenForMeasurements(nudge);

  async function run(job: ClaimedMeasurement, prisma: PrismaClient) {
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
    const renewal = setInterval(
      () =>
        void repository
          .renew(job.id, owner, new Date(now().getTime() + options.leaseMs))
          .catch(() => {}),
      Math.max(1_000, Math.floor(options.leaseMs / 3)),
    );
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
        )
        .catch(() => null);
      logEvent('error', 'measurement.crashed', { ...log, error: detail });
    } finally {
      clearInterval(renewal);
      options.onFinished?.(job);
    }
  }

  async function loop() {
    let failures = 0;
    while (!stopping) {
      woken = false;
      try {
        const free = options.browsers - inHand.size;
        if (free > 0) {
          const prisma = await options.prisma();
          const at = now();
          const jobs = await measurementRepository(prisma).claim(
            owner,
            free,
            new Date(at.getTime() + options.leaseMs),
            at,
          );
          for (const job of jobs) {
            const running = run(job, prisma).finally(() => {
              inHand.delete(running);
              nudge();
            });
            inHand.add(running);
          }
          failures = 0;
        }
      } catch (error) {
        failures += 1;
        if (failures === 1) {
          logEvent('warn', 'measurement.claim_failed', {
            error: error instanceof Error ? error.message : String(error),
          });
        }
      }
      if (stopping) break;
      if (!woken) {
        const waitMs = failures > 0 ? Math.min(60_000, pollMs * 2 ** failures) : pollMs;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, waitMs);
          timer.unref();
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    }
  }

  const running = loop();

  return {
    owner,
    nudge,
    async stop(budgetMs) {
      stopping = true;
      unlisten();
      wake?.();
      await running;
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        Promise.allSettled([...inHand]).then(() => true),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), budgetMs);
        }),
      ]);
      clearTimeout(timer);
      if (finished) return;
      const released = await measurementRepository(await options.prisma())
        .release(owner, now())
        .catch(() => 0);
      logEvent('warn', 'measurement.released', { owner, released });
    },
  };
}
