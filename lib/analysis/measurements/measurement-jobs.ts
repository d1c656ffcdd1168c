import 'server-only';
import { fromPrisma } from 'pg-boss';
import { z } from 'zod';
import type { Prisma } from '@/lib/db/generated/client';
import type { JobEngine } from '@/lib/jobs/job-engine';

/**
 * The grader's phone measurements on the job engine: one job per queued measurement, each a
 * browser's turn. Which measurement a turn runs is decided when it starts, by the fair order
 * (the visitor who used the browser least this hour first: measurement-repository.ts `claim`),
 * so a job may run another visitor's page than the one it was sent for; every queued row has a
 * job, and each job runs at most one row.
 */
export const measurementQueue = 'measurement';
export const measurementDeadLetters = 'measurement.dead';

/** A run is bounded by its deadline (three loads at most); past this the engine takes it back. */
const measurementExpirySeconds = 15 * 60;

/**
 * Each engine's heartbeat for the jobs it sends: set on each job, since a queue's own cannot be
 * changed once it exists (and GRADER_LEASE_SECONDS may be).
 */
const heartbeats = new WeakMap<JobEngine, number>();

/**
 * Creates the measurements' queues, or brings their settings up to date (idempotent). A run
 * sends a heartbeat every `heartbeatSeconds / 2`; one that stops (its process died) is run again
 * once `heartbeatSeconds` pass without one, here or elsewhere.
 */
export async function createMeasurementQueues(engine: JobEngine, heartbeatSeconds: number) {
  await engine.createQueue(measurementDeadLetters, { deleteAfterSeconds: 30 * 24 * 60 * 60 });
  const heartbeat = Math.max(10, heartbeatSeconds);
  heartbeats.set(engine, heartbeat);
  await engine.createQueue(measurementQueue, {
    expireInSeconds: measurementExpirySeconds,
    heartbeatSeconds: heartbeat,
    // The engine's own retries are for a run whose process died or whose database went away;
    // a run that broke is the queue's (measurement-repository.ts `maxAttempts`).
    retryLimit: 5,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 60,
    deadLetter: measurementDeadLetters,
    deleteAfterSeconds: 24 * 60 * 60,
  });
  await engine.updateQueue(measurementQueue, { expireInSeconds: measurementExpirySeconds });
}

/** What a job carries: the measurement it was sent for (its turn may run another's page). */
export const measurementJobData = z.object({ measurementId: z.uuid() });

/**
 * Sends each queued measurement's job inside the transaction that writes its row, starting at
 * the row's `nextAttemptAt`: both are committed or neither.
 */
export async function sendMeasurementJobs(
  engine: JobEngine,
  tx: Prisma.TransactionClient,
  rows: readonly { id: string; nextAttemptAt: Date }[],
): Promise<void> {
  const db = fromPrisma(tx);
  for (const row of rows) {
    const data: z.infer<typeof measurementJobData> = { measurementId: row.id };
    await engine.send(measurementQueue, data, {
      db,
      startAfter: row.nextAttemptAt,
      ...(heartbeats.has(engine) ? { heartbeatSeconds: heartbeats.get(engine) } : {}),
    });
  }
}
