import 'server-only';
import type { Database } from './connection';
import { migrationsDir, noFilters, readMigrationsList, withSchemaEngine } from './schema-engine';

/**
 * Applies the migrations in prisma/migrations that the database has not seen yet (recorded in
 * Prisma's own `_prisma_migrations` table, so `prisma migrate deploy` agrees). Returns the names
 * applied: none on a second run. A failing migration throws and is retried on the next call.
 */
export async function applyPendingMigrations(
  database: Database,
  dir = migrationsDir,
): Promise<string[]> {
  const migrationsList = await readMigrationsList(dir);
  return database.withMigrationLock(() =>
    withSchemaEngine(database.migrationAdapter, async (engine) => {
      const { appliedMigrationNames } = await engine.applyMigrations({
        migrationsList,
        filters: noFilters,
      });
      return appliedMigrationNames;
    }),
  );
}
