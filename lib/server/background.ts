import 'server-only';
import { startAppMeasurements } from '@/lib/analysis/measurements/start-measurements';
import { runTimeEnv, type RunTimeEnv } from '@/lib/env';
import { startAppFollowUps } from '@/lib/follow-ups/start-follow-ups';
import { logEvent } from '@/lib/log';
import { startMaintenance } from '@/lib/server/maintenance';

/** What runs the jobs: a web server (`in-process`) or a worker process (`npm run worker`). */
export type BackgroundHost = 'web' | 'worker';

/**
 * The background jobs of a process: the outbox worker (every lead's e-mails and webhook), the
 * website grader's browser measurements and the data retention jobs. A web server runs them
 * unless BACKGROUND_JOBS=off (worker processes run them instead); a worker always does. Returns
 * the step the graceful shutdown runs. Never throws: a bad mail setting must not stop the site
 * from serving pages and taking leads, which stay queued until the setting is fixed.
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
  let followUps: ReturnType<typeof startAppFollowUps> | undefined;
  try {
    followUps = startAppFollowUps();
  } catch (error) {
    logEvent('error', 'follow_up.start_failed', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
  let measurements: ReturnType<typeof startAppMeasurements>;
  try {
    measurements = startAppMeasurements();
  } catch (error) {
    logEvent('error', 'measurement.start_failed', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
  startMaintenance();
  return async (budgetMs) => {
    await Promise.all([followUps?.stop(budgetMs), measurements?.stop(budgetMs)]);
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
