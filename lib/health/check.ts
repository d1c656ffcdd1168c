import 'server-only';
import type { Database } from '@/lib/db/connection';
import { migrationsDir, readMigrationsList } from '@/lib/db/schema-engine';

export type HealthPart = 'database' | 'migrations';
export type Health =
  { status: 'ok' } | { status: 'unavailable'; failing: HealthPart; reason: string };

/** A load balancer gives up on a check long before a query's own 10 s connection timeout. */
export const healthTimeoutMs = 3_000;

/**
 * Is this instance fit to take traffic: the database answers, and it has every migration of the
 * folder applied (an instance started before its migrations ran must not serve forms). Reasons
 * are fixed words, never driver messages, which can name hosts, users or versions.
 */
export async function checkHealth(
  open: () => Promise<Database>,
  { dir = migrationsDir, timeoutMs = healthTimeoutMs } = {},
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
  return { status: 'ok' };
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
