import 'server-only';
import { cleanUps } from './clean-ups';
import type { JobEngine } from './job-engine';

/** A scheduled job, as /api/health reports it. */
export type ScheduleHealth = {
  name: string;
  /** When its last run ended (or began, while it runs); null before the first. */
  lastRunAt: string | null;
  /** How its last run went: completed, failed, active (running), created or retry (waiting). */
  lastState: string | null;
  /** No run for two of its periods: no process runs jobs, or none takes this kind. */
  overdue: boolean;
};

/** The job engine, as /api/health reports it. */
export type JobsHealth = {
  /**
   * Processes that run jobs and were heard from in the last three heartbeats (90 s): web servers
   * with their jobs in-process and `npm run worker`s, on every machine.
   */
  processes: number;
  schedules: ScheduleHealth[];
};

/** An hourly clean-up with no run for this long is overdue. */
export const scheduleOverdueMs = 2 * 60 * 60_000 + 5 * 60_000;

/**
 * The job engine's processes and the clean-ups' schedules: when each last ran and how.
 * `degraded` when no process runs jobs (nothing sends e-mails, measures or cleans up), or a
 * clean-up is overdue or its last run failed. One not yet scheduled (no process has run jobs
 * yet) is neither. Null while this process's engine is still starting: nothing is known yet.
 */
export async function jobsHealth(
  engine: JobEngine | null,
  now = new Date(),
): Promise<{ part: JobsHealth; degraded: boolean } | null> {
  if (!engine) return null;
  const [instances, schedules] = await Promise.all([
    engine.getInstances(),
    Promise.all(cleanUps.map(({ name }) => scheduleHealth(engine, name, now))),
  ]);
  const processes = instances.filter((instance) => instance.live && instance.schedule).length;
  return {
    part: { processes, schedules },
    degraded:
      processes === 0 ||
      schedules.some((schedule) => schedule.overdue || schedule.lastState === 'failed'),
  };
}

async function scheduleHealth(engine: JobEngine, name: string, now: Date): Promise<ScheduleHealth> {
  const schedule = await engine.getSchedule(name);
  if (!schedule) return { name, lastRunAt: null, lastState: null, overdue: false };
  const job = schedule.lastJobId ? await engine.getJobById(name, schedule.lastJobId) : null;
  const lastRunAt = job ? (job.completedOn ?? job.startedOn ?? null) : null;
  const since = job?.createdOn ?? schedule.createdOn;
  return {
    name,
    lastRunAt: lastRunAt ? new Date(lastRunAt).toISOString() : null,
    lastState: job?.state ?? null,
    overdue: now.getTime() - new Date(since).getTime() > scheduleOverdueMs,
  };
}
