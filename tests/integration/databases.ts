import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { vi } from 'vitest';
import { openDatabase, type Database } from '@/lib/db/connection';
import { applyPendingMigrations } from '@/lib/db/migrate';

/**
 * The databases the integration tests run on: PGlite always; PostgreSQL when TEST_DATABASE_URL
 * names a server (.ci/run starts one). In CI a missing URL is an error, not a skip.
 */
export const postgresUrl = process.env.TEST_DATABASE_URL || undefined;

// Real databases on shared CI machines: a query can take seconds when the machine is busy.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

if (!postgresUrl) {
  if (process.env.CI) {
    throw new Error(
      'CI=true but TEST_DATABASE_URL is not set: the PostgreSQL tests must run in CI.',
    );
  }
  console.warn(
    'Skipping the PostgreSQL integration tests: set TEST_DATABASE_URL=postgres://… to run them.',
  );
}

export type Engine = 'pglite' | 'postgres';
export const engines: Engine[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

export type TestDatabase = { database: Database; dispose(): Promise<void> };

/** A fresh, empty database of the given kind (its own temp dir, or its own PG database). */
export async function freshDatabase(
  engine: Engine,
  { migrate = true } = {},
): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'autosites-test-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    if (migrate) await applyPendingMigrations(database);
    return {
      database,
      async dispose() {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const { url, drop } = await createPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url });
  if (migrate) await applyPendingMigrations(database);
  return {
    database,
    async dispose() {
      await database.close();
      await drop();
    },
  };
}

/** A throwaway database on the TEST_DATABASE_URL server, so test files never share tables. */
export async function createPostgresDatabase() {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `autosites_test_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
