// `npm run db:migrate`: applies pending migrations to the configured database (DATABASE_URL, or
// PGlite under DATA_DIR), as the server does on start. Fails at once if a server holds DATA_DIR.
import { closeDatabase, configuredTarget, database } from '@/lib/db/client';

const target = configuredTarget();
try {
  await database();
  console.log(
    target.kind === 'postgres'
      ? 'PostgreSQL is up to date.'
      : `The embedded database in ${target.dataDir} is up to date.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
// The schema engine leaves a timer running for a few seconds; nothing is left to wait for.
process.exit();
