import 'server-only';
import type { PrismaClient } from '@/lib/db/connection';
import { runTimeEnv, type RunTimeEnv } from '@/lib/env';
import { measurementRepository } from './measurement-repository';
import { graderBrowser, type GraderBrowser } from './start-measurements';

/** The grader's browser measurements, as /api/health reports them. */
export type MeasurementHealth = {
  /**
   * Whether this instance can measure pages in a browser (disabled: GRADER_BROWSERS=0;
   * elsewhere: BACKGROUND_JOBS=off, worker processes measure).
   */
  browser: 'available' | 'missing' | 'disabled' | 'elsewhere';
  /** Measurements waiting or running (on every instance), and how long the oldest has waited. */
  queued: number;
  oldestQueuedSeconds: number | null;
  /** Of those, the ones a browser measures now, on any instance or worker. */
  running: number;
  /** Given up on in the last 7 days: every attempt broke (a crashed browser, a killed worker). */
  deadLastWeek: number;
};

/** This instance's own browser, as health names it. */
function browserState(browser: GraderBrowser): 'available' | 'missing' | 'disabled' {
  if (browser.available) return 'available';
  return browser.reason === 'disabled' ? 'disabled' : 'missing';
}

/**
 * A measurement waiting longer than this means the browsers cannot keep up (or none is running):
 * the instance says `degraded`. A visitor's report waits for it.
 */
export const measurementBacklogLimitSeconds = 5 * 60;

export async function measurementHealth(
  prisma: PrismaClient,
  now = new Date(),
  env: RunTimeEnv = runTimeEnv(),
): Promise<{ part: MeasurementHealth; degraded: boolean }> {
  const backlog = await measurementRepository(prisma).backlog(now);
  const oldest = backlog.oldestQueuedAt;
  const part: MeasurementHealth = {
    browser: env.BACKGROUND_JOBS === 'off' ? 'elsewhere' : browserState(graderBrowser()),
    queued: backlog.queued,
    oldestQueuedSeconds: oldest
      ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000))
      : null,
    running: backlog.running,
    deadLastWeek: backlog.dead,
  };
  const late = (part.oldestQueuedSeconds ?? 0) > measurementBacklogLimitSeconds;
  return { part, degraded: late || part.browser === 'missing' };
}
