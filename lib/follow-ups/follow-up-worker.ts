import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { PrismaClient } from '@/lib/db/connection';
import { logEvent } from '@/lib/log';
import { retryDelayMs } from './backoff';
import { DeliveryDeferred } from './deferred';
import type { DeliveryResult } from './deliver';
import { listenForFollowUps } from './follow-up-nudge';
import { followUpRepository, type ClaimedFollowUp, type OutboxLane } from './follow-up-repository';

export type WorkerOptions = {
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
  /** This instance's name on the leases it takes. */
  owner?: string;
  /** E-mails at once. */
  concurrency?: number;
  /** Webhook deliveries at once, in slots of their own: a slow endpoint never holds an e-mail. */
  webhookConcurrency?: number;
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
    webhookConcurrency = 2,
    pollMs = 2_000,
    probeMs = 5_000,
    now = () => new Date(),
    owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  } = options;
  const lanes: Record<OutboxLane, { slots: number; inHand: Set<Promise<void>> }> = {
    mail: { slots: concurrency, inHand: new Set() },
    webhook: { slots: webhookConcurrency, inHand: new Set() },
  };
  const allInHand = () => [...lanes.mail.inHand, ...lanes.webhook.inHand];
  /**
   * The mail server stopped answering; when it is due to be asked again (ms since epoch). A
   * process starts by asking once: e-mails may be waiting from an outage before its start.
   */
  let outage: { probeAt: number } | null = options.probe
    ? { probeAt: now().getTime() + probeMs }
    : null;
  let probing = false;
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
      if (outage && job.kind !== 'webhook') void mailServerBack(repository);
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
      if (job.kind !== 'webhook' && options.isOutage?.(error)) {
        outage ??= { probeAt: now().getTime() + probeMs };
      }
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

  /** The mail server answers again: what waits for its next try goes now. */
  async function mailServerBack(repository: ReturnType<typeof followUpRepository>) {
    outage = null;
    const resumed = await repository.resumeFailingMail(now()).catch(() => 0);
    if (resumed > 0) logEvent('info', 'follow_up.mail_server_back', { resumed });
    nudge();
  }

  function probeIfDue(repository: ReturnType<typeof followUpRepository>) {
    if (!outage || probing || !options.probe || now().getTime() < outage.probeAt) return;
    probing = true;
    void options
      .probe()
      .catch(() => false)
      .then(async (answers) => {
        if (answers) await mailServerBack(repository);
        else if (outage) outage.probeAt = now().getTime() + probeMs;
      })
      .finally(() => {
        probing = false;
      });
  }

  /** Claims what one lane has room for; true when it filled every free slot (more may be due). */
  async function fill(lane: OutboxLane, repository: ReturnType<typeof followUpRepository>) {
    const { slots, inHand } = lanes[lane];
    const free = slots - inHand.size;
    if (free <= 0) return false;
    const at = now();
    const jobs = await repository.claim(
      owner,
      free,
      new Date(at.getTime() + options.leaseMs),
      at,
      lane,
    );
    for (const job of jobs) {
      const running = deliver(job, repository).finally(() => {
        inHand.delete(running);
        nudge();
      });
      inHand.add(running);
    }
    return jobs.length === free;
  }

  async function loop() {
    let failures = 0;
    while (!stopping) {
      woken = false;
      try {
        const repository = followUpRepository(await options.prisma());
        probeIfDue(repository);
        const moreMail = await fill('mail', repository);
        const moreWebhooks = await fill('webhook', repository);
        failures = 0;
        if (moreMail || moreWebhooks) continue;
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
        Promise.allSettled(allInHand()).then(() => true),
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
