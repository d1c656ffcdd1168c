import 'server-only';
import type { PrismaClient } from '@/lib/db/connection';
import { logEvent } from '@/lib/log';
import { cleanUps, type CleanUp } from './clean-ups';
import type { JobEngine } from './job-engine';

/**
 * A clean-up that fails is tried again twice, a minute apart, then waits for its next hour; one
 * that runs longer than this is taken again elsewhere.
 */
const cleanUpQueue = { retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60 } as const;
/** An hourly job is taken within half a minute of its time; a shorter poll only loads the database. */
const cleanUpPollSeconds = 30;

/** The queues each engine already works on: a second call (a retried start) adds no second worker. */
const worked = new WeakMap<JobEngine, Set<string>>();

/**
 * The clean-ups, each hourly at its own minute (UTC), once per cluster: however many processes
 * run jobs, the engine sends one job per occurrence and one process takes it. An hour missed
 * while no process ran jobs runs once when one returns (`missed: 'once'`), not once per hour
 * missed. Each process that runs jobs calls this on start; the schedules are rows of the
 * engine's, and the workers are registered once per engine, so calling it again changes nothing.
 */
export async function startSchedules(
  engine: JobEngine,
  prisma: () => Promise<PrismaClient>,
  {
    now = () => new Date(),
    only = cleanUps,
  }: {
    /** The clean-ups' clock (tests move it by hand, with the engine's). */
    now?: () => Date;
    /** Some of the clean-ups (tests). */
    only?: readonly CleanUp[];
  } = {},
): Promise<void> {
  const queues = worked.get(engine) ?? new Set<string>();
  worked.set(engine, queues);
  for (const cleanUp of only) {
    await engine.createQueue(cleanUp.name, cleanUpQueue);
    await engine.schedule(cleanUp.name, `${cleanUp.minute} * * * *`, null, {
      tz: 'UTC',
      missed: 'once',
    });
    if (queues.has(cleanUp.name)) continue;
    queues.add(cleanUp.name);
    await engine.work(cleanUp.name, { pollingIntervalSeconds: cleanUpPollSeconds }, async () => {
      try {
        const deleted = await cleanUp.run(await prisma(), now());
        if (deleted > 0) logEvent('info', 'clean_up.deleted', { name: cleanUp.name, deleted });
        return { deleted };
      } catch (error) {
        logEvent('warn', 'clean_up.failed', {
          name: cleanUp.name,
          error: error instanceof Error ? error.message : String(error),
        });
        throw error;
      }
    });
  }
}
