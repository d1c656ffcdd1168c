import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { PrismaClient } from '@/lib/db/connection';
import { logEvent } from '@/lib/log';
import { retryDelayMs } from './backoff';
import { DeliveryDeferred } from './deferred';
import type { DeliveryResult } from './deliver';
import { listenForFollowUps } from './nudge';
import { followUpRepository, type ClaimedFollowUp } from './repository';

export type WorkerOptions = {
  prisma: () => Promise<PrismaClient>;
  deliver: (job: ClaimedFollowUp) => Promise<DeliveryResult>;
  isPermanent: (error: unknown) => boolean;
  /** This instance's name on the leases it takes. */
  owner?: string;
  /** Deliveries at once. */
  concurrency?: number;
  /** How often to look for due follow-ups when nothing nudges (other instances' leads, retries). */
  pollMs?: number;
  leaseMs: number;
  retryBaseMs: number;
  now?: () => Date;
};

export type FollowUpWorker = {
  owner: string;
  /** Look for due follow-ups now. */
  nudge(): void;
  /**
   * Graceful shutdown: claims nothing more, lets the deliveries in hand finish for up to
   * `budgetMs`, then gives back the leases of those that did not, for another instance.
   */
  stop(budgetMs: number): Promise<void>;
};

/**
 * The outbox's worker, one per server process: claims due follow-ups with a lease, delivers
 * them a few at a time, records each outcome, and schedules failures again with exponential
 * backoff until their deadline. What it does not finish (a crash, a restart) stays pending in
 * the database and is taken again — by this process after a restart, or by any instance once
 * the lease has run out.
 */
export function startFollowUpWorker(options: WorkerOptions): FollowUpWorker {
  const {
    concurrency = 4,
    pollMs = 2_000,
    now = () => new Date(),
    owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  } = options;
  const inHand = new Set<Promise<void>>();
  let stopping = false;
  let wake: (() => void) | undefined;
  let woken = false;
  const nudge = () => {
    woken = true;
    wake?.();
  };
  const unlisten = listenForFollowUps(nudge);

  async function deliver(job: ClaimedFollowUp, repository: ReturnType<typeof followUpRepository>) {
    try {
      const result = await options.deliver(job);
      const recorded = await repository.complete(job.id, owner, result, now());
      logEvent(recorded ? 'info' : 'warn', 'follow_up.delivered', {
        followUpId: job.id,
        leadId: job.leadId,
        kind: job.kind,
        status: result.status,
        attempt: job.attempts,
        ...(recorded ? {} : { note: 'lease lost before it was recorded' }),
      });
    } catch (error) {
      if (error instanceof DeliveryDeferred) {
        await repository.defer(job.id, owner, error.until).catch(() => false);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(now().getTime() + retryDelayMs(job.attempts, options.retryBaseMs));
      const status = await repository
        .fail(
          job.id,
          owner,
          {
            error: message,
            permanent: options.isPermanent(error),
            retryAt,
            retryUntil: job.retryUntil,
          },
          now(),
        )
        .catch(() => null);
      logEvent(status === 'dead' ? 'error' : 'warn', 'follow_up.failed', {
        followUpId: job.id,
        leadId: job.leadId,
        kind: job.kind,
        attempt: job.attempts,
        status,
        error: message,
        ...(status === 'pending' ? { retryAt: retryAt.toISOString() } : {}),
      });
    }
  }

  async function loop() {
    let failures = 0;
    while (!stopping) {
      woken = false;
      try {
        const free = concurrency - inHand.size;
        if (free > 0) {
          const repository = followUpRepository(await options.prisma());
          const at = now();
          const jobs = await repository.claim(
            owner,
            free,
            new Date(at.getTime() + options.leaseMs),
            at,
          );
          for (const job of jobs) {
            const running = deliver(job, repository).finally(() => {
              inHand.delete(running);
              nudge();
            });
            inHand.add(running);
          }
          failures = 0;
          if (jobs.length === free) continue; // more may be due
        }
      } catch (error) {
        failures += 1;
        // The database is away: say so once, then look again less and less often.
        if (failures === 1) {
          logEvent('warn', 'follow_up.claim_failed', {
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
      const released = await followUpRepository(await options.prisma())
        .release(owner, now())
        .catch(() => 0);
      logEvent('warn', 'follow_up.released', { owner, released });
    },
  };
}
