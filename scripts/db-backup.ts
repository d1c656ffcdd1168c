// `npm run db:backup [file]`: writes a dump of the embedded database (DATA_DIR) to a file
// (default autosites-backup-<time>.tar.gz). Refuses while a server holds the directory.
// `npm run db:restore <file>` loads one (the previous database is kept beside it).
import { backupPglite, restorePglite } from '@/lib/db/backup';
import { runTimeEnv } from '@/lib/env';

const [command, fileArg] = process.argv.slice(2);
const env = runTimeEnv();
try {
  if (env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md, "Backups"), not this command.',
    );
  }
  if (command === 'backup') {
    const file =
      fileArg ?? `autosites-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
    await backupPglite(env.DATA_DIR, file);
    console.log(`Backed up ${env.DATA_DIR} to ${file}.`);
  } else if (command === 'restore' && fileArg) {
    const previous = await restorePglite(env.DATA_DIR, fileArg);
    console.log(
      `Restored ${fileArg} into ${env.DATA_DIR}.${previous ? ` The previous database is in ${previous}.` : ''}`,
    );
  } else {
    throw new Error('usage: npm run db:backup [file] | npm run db:restore <file>');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
process.exit();
