import 'server-only';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from './data-dir-lock';
import { openPglite } from './pglite';

/**
 * Backups of the embedded database: PGlite's own dump of its data directory (a gzipped tar).
 * Both take the directory's lock, so they refuse while a server holds it (a copy taken under a
 * running writer can be torn). PostgreSQL is backed up with pg_dump (docs/operations.md).
 */
export async function backupPglite(dataDir: string, file: string) {
  const embedded = await openPglite(dataDir);
  try {
    const dump = await embedded.client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await embedded.close();
  }
}

/** Replaces the database in `dataDir` by the dump; the previous one is kept beside it. */
export async function restorePglite(dataDir: string, file: string): Promise<string | null> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const dump = new Blob([await readFile(file)]);
  const lock = acquireDataDirLock(join(dir, 'pglite.lock'));
  try {
    const target = join(dir, 'pglite');
    let previous: string | null = null;
    if (existsSync(target)) {
      previous = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(target, previous);
    }
    const client = new PGlite(target, { loadDataDir: dump });
    await client.waitReady;
    await client.close();
    return previous;
  } finally {
    lock.release();
  }
}
