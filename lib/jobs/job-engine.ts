import 'server-only';
import { PgBoss, fromPglite, type Clock, type ConstructorOptions } from 'pg-boss';
import { database } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { runTimeEnv } from '@/lib/env';
import { createMeasurementQueues } from '@/lib/analysis/measurements/measurement-jobs';
import { createFollowUpQueues } from '@/lib/follow-ups/follow-up-jobs';
import { logEvent } from '@/lib/log';

export type JobEngine = PgBoss;

/** The job engine's tables live in a schema of their own, which it creates and migrates itself. */
const jobSchema = 'pgboss';
/** Connections of the engine's own pool on PostgreSQL, beside the app's (DATABASE_POOL_SIZE). */
const enginePoolSize = 3;

export type JobEngineOptions = {
  /**
   * Whether this process runs jobs: it supervises the queues (expiry, retention) and keeps the
   * schedules. A web server with BACKGROUND_JOBS=off only sends jobs and reads their state.
   */
  runsJobs: boolean;
  /** Its name in the engine's registry of instances: `web` or `worker`. */
  instanceName: string;
  /** Tests drive the engine's time by hand (pg-boss's TestClock). */
  clock?: Clock;
};

/**
 * pg-boss on the app's database: over the embedded PGlite itself (its one connection, which
 * this process holds), or with a small pool of its own on PostgreSQL. Not started.
 */
export function createJobEngine(target: Database, options: JobEngineOptions): JobEngine {
  const common: ConstructorOptions = {
    schema: jobSchema,
    supervise: options.runsJobs,
    schedule: options.runsJobs,
    instanceName: options.instanceName,
    // A job whose process died is taken again within ten seconds of its lease's end.
    superviseIntervalSeconds: 10,
    ...(options.clock ? { clock: options.clock } : {}),
  };
  const engine =
    target.embedded !== undefined
      ? new PgBoss({ ...common, db: fromPglite(target.embedded), backend: 'pglite' })
      : new PgBoss({
          ...common,
          connectionString: target.target.kind === 'postgres' ? target.target.url : undefined,
          max: enginePoolSize,
          application_name: `autosites-jobs-${options.instanceName}`,
        });
  // An EventEmitter's 'error' with no listener would end the process.
  engine.on('error', (error: Error) => logEvent('warn', 'jobs.error', { error: error.message }));
  return engine;
}

type State = { engine?: Promise<JobEngine>; started?: JobEngine; runsJobsAs?: string };
// On globalThis so that `next dev` reloading this module does not start a second engine.
const state: State = ((globalThis as { __autositesJobs?: State }).__autositesJobs ??= {});

/**
 * Starts this process's engine as one that runs jobs (a web server with its jobs in-process, or
 * `npm run worker`, named `instanceName`). Called by lib/server/background.ts at start, before
 * anything reads the engine; called again while the database did not answer, it tries again.
 */
export function startAppJobEngine(instanceName: string): Promise<JobEngine> {
  state.runsJobsAs = instanceName;
  return appJobEngine();
}

/**
 * This process's engine if it has started, else null (and it starts): health answers at once
 * while the engine creates or migrates its tables, which may take seconds.
 */
export function startedJobEngine(): JobEngine | null {
  appJobEngine().catch(() => {});
  return state.started ?? null;
}

/**
 * This process's engine, started, with the app's queues: one that runs jobs once
 * startAppJobEngine has said so (whoever starts it first), else, in a web server with
 * BACKGROUND_JOBS=off, one that only sends jobs and reads their state.
 */
export function appJobEngine(): Promise<JobEngine> {
  const runsJobsAs = state.runsJobsAs;
  state.engine ??= startEngine(
    runsJobsAs === undefined
      ? { runsJobs: false, instanceName: 'web' }
      : { runsJobs: true, instanceName: runsJobsAs },
  );
  return state.engine;
}

/** Stops taking jobs, lets those in hand finish within `budgetMs`, and closes the pool. */
export async function stopAppJobEngine(budgetMs: number): Promise<void> {
  const engine = await state.engine?.catch(() => undefined);
  state.engine = undefined;
  state.started = undefined;
  await engine?.stop({ graceful: true, timeout: Math.max(1_000, budgetMs) });
}

async function startEngine(options: JobEngineOptions): Promise<JobEngine> {
  try {
    const engine = await openJobEngine(await database(), options);
    state.started = engine;
    return engine;
  } catch (error) {
    // Not cached: the next call tries again (the database may be back).
    state.engine = undefined;
    throw error;
  }
}

/**
 * An engine on `target`, started, with the app's queues (every process may send jobs: a lead's
 * e-mails), whose settings it brings up to date. This process's engine is one; a test or a bench
 * opens its own.
 */
export async function openJobEngine(
  target: Database,
  options: JobEngineOptions & {
    /** The outbox's lease (FOLLOW_UP_LEASE_SECONDS), else the setting's. */
    leaseSeconds?: number;
    /** A measurement's heartbeat (GRADER_LEASE_SECONDS), else the setting's. */
    heartbeatSeconds?: number;
  },
): Promise<JobEngine> {
  const engine = createJobEngine(target, options);
  await engine.start();
  try {
    await createFollowUpQueues(
      engine,
      options.leaseSeconds ?? runTimeEnv().FOLLOW_UP_LEASE_SECONDS,
    );
    await createMeasurementQueues(
      engine,
      options.heartbeatSeconds ?? runTimeEnv().GRADER_LEASE_SECONDS,
    );
    return engine;
  } catch (error) {
    await engine.stop({ graceful: false }).catch(() => {});
    throw error;
  }
}
