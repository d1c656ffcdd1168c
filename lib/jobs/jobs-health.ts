import 'server-only';
import { measurementQueue } from '@/lib/analysis/measurements/measurement-jobs';
import { followUpQueues } from '@/lib/follow-ups/follow-up-jobs';
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

/** A kind of job (an engine queue), as /api/health reports it, from the engine's last count. */
export type QueueHealth = {
  name: string;
  /** Due and waiting for a process to take them. */
  ready: number;
  /** Running now, in any process. */
  active: number;
  /** Waiting for their time (a retry, a reminder). */
  deferred: number;
};

/** The kinds of job the app runs: the outbox's e-mails and webhooks, and phone measurements. */
const reportedQueues = [followUpQueues.mail, followUpQueues.webhook, measurementQueue];
/** The job engine, as /api/health reports it. */
export type JobsHealth = {
  /**
   * Processes that run jobs and were heard from in the last three heartbeats (90 s): web servers
   * with their jobs in-process and `npm run worker`s, on every machine.
   */
  processes: number;
  queues: QueueHealth[];
  schedules: ScheduleHealth[];
};

/** An hourly clean-up with no run for this long is overdue. */
export const scheduleOverdueMs = 2 * 60 * 60_000 + 5 * 60_000;

/**
 * The job engine's processes, its kinds of job (what waits, runs and is deferred, from the
 * engine's last count) and the clean-ups' schedules: when each last ran and how. `degraded` when
 * no process runs jobs (nothing sends e-mails, measures or cleans up), or a clean-up is overdue or
 * its last run failed. How long each kind's oldest due job has waited is the outbox's and the
 * measurements' own part of the health check (their rows' queued times). One not yet scheduled (no process has run jobs
 * yet) is neither. Null while this process's engine is still starting: nothing is known yet.
 */
export async function jobsHealth(
  engine: JobEngine | null,
  now = new Date(),
): Promise<{ part: JobsHealth; degraded: boolean } | null> {
  if (!engine) return null;
  const [instances, schedules, queues] = await Promise.all([
    engine.getInstances(),
    Promise.all(cleanUps.map(({ name }) => scheduleHealth(engine, name, now))),
    engine.getQueues(reportedQueues),
  ]);
  const processes = instances.filter((instance) => instance.live && instance.schedule).length;
  const kinds = queues.map((queue): QueueHealth => ({
    name: queue.name,
    ready: queue.readyCount,
    active: queue.activeCount,
    deferred: queue.deferredCount,
  }));
  return {
    part: { processes, queues: kinds, schedules },
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
