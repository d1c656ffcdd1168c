import 'server-only';
import type { Database } from '@/lib/db/connection';
import { migrationsDir, readMigrationsList } from '@/lib/db/schema-engine';
import type { MeasurementHealth } from '@/lib/analysis/measurements/health';
import { outboxTrouble } from '@/lib/follow-ups/trouble';
import type { JobsHealth } from '@/lib/jobs/jobs-health';

export type HealthPart = 'database' | 'migrations';
/**
 * The outbox: follow-ups waiting (or failing and retried) and the oldest one's age; those failing
 * now and those given up on in the last week; and the agency's notices of leads failing or dead.
 */
export type FollowUpBacklog = {
  pending: number;
  oldestPendingSeconds: number | null;
  failing: number;
  deadLastWeek: number;
  agencyNotices: { failing: number; dead: number };
};
export type Health =
  | {
      status: 'ok' | 'degraded';
      followUps: FollowUpBacklog;
      measurements?: MeasurementHealth;
      jobs?: JobsHealth;
    }
  | { status: 'unavailable'; failing: HealthPart; reason: string };

/** The website grader's browser measurements (lib/analysis/measurements/health.ts). */
export type MeasurementsCheck = (
  prisma: Database['prisma'],
) => Promise<{ part: MeasurementHealth; degraded: boolean }>;

/** The job engine's processes and schedules (lib/jobs/jobs-health.ts); null while it starts. */
export type JobsCheck = () => Promise<{ part: JobsHealth; degraded: boolean } | null>;

/**
 * A follow-up waiting longer than this means e-mails are not getting out (SMTP down or refusing):
 * the instance says `degraded`, still with 200, so load balancers keep it — it takes leads fine.
 * So does any agency notice that failed and waits for another try, or was given up on: a lead
 * the agency has not heard of (until an admin sends it again from the inbox).
 */
export const followUpBacklogLimitSeconds = 15 * 60;

/** A load balancer gives up on a check long before a query's own 10 s connection timeout. */
export const healthTimeoutMs = 3_000;

/**
 * Is this instance fit to take traffic: the database answers, and it has every migration of the
 * folder applied (an instance started before its migrations ran must not serve forms); and are
 * the leads' e-mails getting out (the outbox's backlog). Reasons
 * are fixed words, never driver messages, which can name hosts, users or versions.
 */
export async function checkHealth(
  open: () => Promise<Database>,
  {
    dir = migrationsDir,
    timeoutMs = healthTimeoutMs,
    now = () => new Date(),
    measurements,
    jobs,
  }: {
    dir?: string;
    timeoutMs?: number;
    now?: () => Date;
    measurements?: MeasurementsCheck;
    jobs?: JobsCheck;
  } = {},
): Promise<Health> {
  let database: Database;
  try {
    database = await withTimeout(open(), timeoutMs);
    await withTimeout(database.prisma.$queryRaw`SELECT 1`, timeoutMs);
  } catch (error) {
    return { status: 'unavailable', failing: 'database', reason: timedOut(error) };
  }
  try {
    const expected = (await readMigrationsList(dir)).migrationDirectories.map((d) => d.path);
    const applied = new Set(await withTimeout(appliedMigrations(database), timeoutMs));
    const pending = expected.filter((name) => !applied.has(name));
    if (pending.length > 0) {
      return { status: 'unavailable', failing: 'migrations', reason: `${pending.length} pending` };
    }
  } catch (error) {
    return { status: 'unavailable', failing: 'migrations', reason: timedOut(error) };
  }
  let followUps: FollowUpBacklog;
  try {
    const trouble = await withTimeout(outboxTrouble(database.prisma, now()), timeoutMs);
    const oldest = trouble.oldestQueuedAt;
    followUps = {
      pending: trouble.pending,
      oldestPendingSeconds: oldest
        ? Math.max(0, Math.round((now().getTime() - oldest.getTime()) / 1000))
        : null,
      failing: trouble.failing,
      deadLastWeek: trouble.recentlyDead,
      agencyNotices: trouble.agencyNotices,
    };
  } catch (error) {
    return { status: 'unavailable', failing: 'database', reason: timedOut(error) };
  }
  const late = (followUps.oldestPendingSeconds ?? 0) > followUpBacklogLimitSeconds;
  const agencyUnheard = followUps.agencyNotices.failing + followUps.agencyNotices.dead > 0;
  const outboxDegraded = late || agencyUnheard;
  let browser: Awaited<ReturnType<MeasurementsCheck>> | undefined;
  let engine: Awaited<ReturnType<JobsCheck>> | undefined;
  try {
    [browser, engine] = await Promise.all([
      measurements && withTimeout(measurements(database.prisma), timeoutMs),
      jobs && withTimeout(jobs(), timeoutMs),
    ]);
  } catch (error) {
    return { status: 'unavailable', failing: 'database', reason: timedOut(error) };
  }
  const degraded = outboxDegraded || browser?.degraded || engine?.degraded;
  return {
    status: degraded ? 'degraded' : 'ok',
    followUps,
    ...(browser ? { measurements: browser.part } : {}),
    ...(engine ? { jobs: engine.part } : {}),
  };
}

async function appliedMigrations(database: Database): Promise<string[]> {
  // No table at all means nothing was ever applied; `to_regclass` asks without failing.
  const [table] = await database.prisma.$queryRaw<{ exists: boolean }[]>`
    SELECT to_regclass('_prisma_migrations') IS NOT NULL AS exists`;
  if (!table?.exists) return [];
  const rows = await database.prisma.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM _prisma_migrations
    WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  return rows.map((row) => row.migration_name);
}

class TimeoutError extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function timedOut(error: unknown) {
  return error instanceof TimeoutError ? 'timeout' : 'error';
}
