import 'server-only';
import { runTimeEnv } from '@/lib/env';
import { logEvent } from '@/lib/log';
import { openDatabase, type Database, type DatabaseTarget, type PrismaClient } from './connection';
import { applyPendingMigrations } from './migrate';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR. */
export function configuredTarget(): DatabaseTarget {
  const env = runTimeEnv();
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: env.DATA_DIR };
}

type State = { opened?: Promise<Database>; ready?: Promise<Database> };
// On globalThis so that `next dev` reloading this module does not open PGlite a second time.
const state: State = ((globalThis as { __autositesDatabase?: State }).__autositesDatabase ??= {});

/** The app's database once opened, migrated or not (the health check asks both questions). */
export function openedDatabase(): Promise<Database> {
  return opened();
}

function opened(): Promise<Database> {
  state.opened ??= openDatabase(configuredTarget()).catch((error: unknown) => {
    state.opened = undefined;
    throw error;
  });
  return state.opened;
}

/**
 * The app's database: opened on first use (never at import, so `next build` never touches it)
 * and migrated before anything reads it. A failure is not cached: the next call tries again.
 */
export function database(): Promise<Database> {
  state.ready ??= (async () => {
    const db = await opened();
    const applied = await applyPendingMigrations(db);
    if (applied.length > 0) logEvent('info', 'db.migrated', { target: db.target.kind, applied });
    return db;
  })().catch((error: unknown) => {
    state.ready = undefined;
    throw error;
  });
  return state.ready;
}

/** The Prisma client of the app's database, for the repositories. */
export async function db(): Promise<PrismaClient> {
  return (await database()).prisma;
}

/** Closes the app's database (scripts and tests; the server keeps it open until it exits). */
export async function closeDatabase() {
  const open = state.opened;
  state.opened = undefined;
  state.ready = undefined;
  if (open) await (await open.catch(() => null))?.close();
}
