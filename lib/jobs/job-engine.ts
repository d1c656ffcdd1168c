import 'server-only';
import { PgBoss, fromPglite, type Clock, type ConstructorOptions } from 'pg-boss';
import { database } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { logEvent } from '@/lib/log';

export type JobEngine = PgBoss;

/** The job engine's tables live in a schema of their own, which it creates and migrates itself. */
export const jobSchema = 'pgboss';
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
  /** Tests give each engine a schema of its own. */
  schema?: string;
};

/**
 * pg-boss on the app's database: over the embedded PGlite itself (its one connection, which
 * this process holds), or with a small pool of its own on PostgreSQL. Not started.
 */
export function createJobEngine(target: Database, options: JobEngineOptions): JobEngine {
  const common: ConstructorOptions = {
    schema: options.schema ?? jobSchema,
    supervise: options.runsJobs,
    schedule: options.runsJobs,
    instanceName: options.instanceName,
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

type State = { engine?: Promise<JobEngine>; started?: JobEngine };
// On globalThis so that `next dev` reloading this module does not start a second engine.
const state: State = ((globalThis as { __autositesJobs?: State }).__autositesJobs ??= {});

/**
 * Starts this process's engine as one that runs jobs (a web server with its jobs in-process, or
 * `npm run worker`). Called once, by lib/server/background.ts, before anything reads it.
 */
export function startAppJobEngine(instanceName: string): Promise<JobEngine> {
  state.engine ??= startEngine({ runsJobs: true, instanceName });
  return state.engine;
}

/**
 * This process's engine: the one that runs jobs, or, in a web server with BACKGROUND_JOBS=off,
 * one that only sends jobs and reads their state (health).
 */
export function appJobEngine(): Promise<JobEngine> {
  state.engine ??= startEngine({ runsJobs: false, instanceName: 'web' });
  return state.engine;
}

/**
 * This process's engine if it has started, else null (and it starts): health answers at once
 * while the engine creates or migrates its tables, which may take seconds.
 */
export function startedJobEngine(): JobEngine | null {
  appJobEngine().catch(() => {});
  return state.started ?? null;
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
    const engine = createJobEngine(await database(), options);
    await engine.start();
    state.started = engine;
    return engine;
  } catch (error) {
    // Not cached: the next call tries again (the database may be back).
    state.engine = undefined;
    throw error;
  }
}
