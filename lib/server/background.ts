import 'server-only';
import { startAppMeasurements } from '@/lib/analysis/measurements/start-measurements';
import { db } from '@/lib/db/client';
import { runTimeEnv, type RunTimeEnv } from '@/lib/env';
import { startAppFollowUps } from '@/lib/follow-ups/start-follow-ups';
import { startAppJobEngine, stopAppJobEngine } from '@/lib/jobs/job-engine';
import { startSchedules } from '@/lib/jobs/schedules';
import { logEvent } from '@/lib/log';

/** What runs the jobs: a web server (`in-process`) or a worker process (`npm run worker`). */
export type BackgroundHost = 'web' | 'worker';

/**
 * The background jobs of a process: the outbox worker (every lead's e-mails and webhook), the
 * website grader's browser measurements, and the job engine with the clean-ups' schedules (data
 * retention). A web server runs them unless BACKGROUND_JOBS=off (worker processes run them
 * instead); a worker always does. Returns the step the graceful shutdown runs. Never throws: a
 * bad mail setting must not stop the site from serving pages and taking leads, which stay queued
 * until the setting is fixed.
 */
export function startBackgroundWork(
  host: BackgroundHost = 'web',
  env?: RunTimeEnv,
): (budgetMs: number) => Promise<void> {
  if (host === 'web' && jobsElsewhere(env)) {
    logEvent('info', 'background.elsewhere', {
      message: 'BACKGROUND_JOBS=off: worker processes (npm run worker) run the jobs',
    });
    return async () => {};
  }
  const jobs = keepJobs(host);
  return async (budgetMs) => {
    const workers = await jobs.stop();
    await Promise.all(workers.map((worker) => worker.stop(budgetMs)));
    await stopAppJobEngine(budgetMs);
  };
}

/** How long to wait before starting the job engine again when the database did not answer. */
const engineRetryMs = 30_000;

type Worker = { stop(budgetMs: number): Promise<void> };

/**
 * Starts the job engine, the outbox's and the measurements' workers on it and the clean-ups'
 * schedules; while the database does not answer, tries again every 30 s (pages and leads do not
 * wait for it). `stop` ends the attempts and hands back the workers that started, to be stopped.
 */
function keepJobs(host: BackgroundHost): { stop(): Promise<Worker[]> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let followUps: Promise<Worker> | undefined;
  let measurements: Promise<Worker | undefined> | undefined;
  const attempt = () => {
    if (stopped) return;
    startAppJobEngine(host)
      .then(async (engine) => {
        await startSchedules(engine, db);
        followUps ??= startAppFollowUps(engine).catch((error: unknown) => {
          followUps = undefined;
          throw error;
        });
        measurements ??= startAppMeasurements(engine).catch((error: unknown) => {
          measurements = undefined;
          throw error;
        });
        await Promise.all([followUps, measurements]);
      })
      .catch((error: unknown) => {
        logEvent('error', 'jobs.start_failed', {
          error: error instanceof Error ? error.message : String(error),
        });
        timer = setTimeout(attempt, engineRetryMs);
        timer.unref();
      });
  };
  attempt();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const started = await Promise.all(
        [followUps, measurements].map((worker) => worker?.catch(() => undefined)),
      );
      return started.filter((worker) => worker !== undefined);
    },
  };
}

/** BACKGROUND_JOBS=off; a setting that does not parse leaves the jobs here (their parts say why). */
function jobsElsewhere(env: RunTimeEnv | undefined): boolean {
  try {
    return (env ?? runTimeEnv()).BACKGROUND_JOBS === 'off';
  } catch {
    return false;
  }
}
