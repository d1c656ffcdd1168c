import 'server-only';
import { startAppMeasurements } from '@/lib/analysis/measurements/start-measurements';
import { startAppFollowUps } from '@/lib/follow-ups/start-follow-ups';
import { logEvent } from '@/lib/log';
import { startMaintenance } from '@/lib/server/maintenance';

/**
 * What a server process does besides answering requests: the outbox worker (every lead's
 * e-mails and webhook), the website grader's browser measurements and the data retention jobs. Returns the step the graceful shutdown runs.
 * Never throws: a bad mail setting must not stop the site from serving pages and taking leads,
 * which stay queued until the setting is fixed.
 */
export function startBackgroundWork(): (budgetMs: number) => Promise<void> {
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
