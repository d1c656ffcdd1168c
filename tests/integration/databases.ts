import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@/lib/db/connection';
import { openJobEngine, type JobEngine } from '@/lib/jobs/job-engine';

/**
 * The databases the integration tests run on: PGlite always; PostgreSQL when TEST_DATABASE_URL
 * names a server (`npm test` starts one: scripts/test-env.sh). In CI a missing URL is an error,
 * not a skip.
 */
export const postgresUrl = process.env.TEST_DATABASE_URL || undefined;

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

export type TestDatabase = {
  database: Database;
  /**
   * A job engine on it that sends jobs and runs none (as a web server with BACKGROUND_JOBS=off),
   * opened on first use: where the intake sends a lead's follow-ups. Stopped by `dispose`.
   */
  jobs(): Promise<JobEngine>;
  dispose(): Promise<void>;
};

/** `database` as a TestDatabase, its job engine opened when asked for and stopped with it. */
function testDatabase(database: Database, drop: () => Promise<void>): TestDatabase {
  let jobs: Promise<JobEngine> | undefined;
  return {
    database,
    jobs: () =>
      (jobs ??= openJobEngine(database, {
        runsJobs: false,
        instanceName: 'test',
        leaseSeconds: 120,
      })),
    async dispose() {
      await (await jobs?.catch(() => undefined))?.stop({ graceful: false, timeout: 1_000 });
      await database.close();
      await drop();
    },
  };
}

/**
 * A fresh database of the given kind (its own temp dir, or its own PG database), with every
 * migration applied or none: a copy of the template that support/database-templates.ts
 * prepared once for the whole run, the same as creating and migrating one, only faster.
 */
export async function freshDatabase(
  engine: Engine,
  { migrate = true } = {},
): Promise<TestDatabase> {
  const templates = inject('databaseTemplates');
  if (engine === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'autosites-test-'));
    const template = migrate ? templates.pglite.migrated : templates.pglite.empty;
    await cp(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
    const database = await openDatabase({ kind: 'pglite', dataDir });
    return testDatabase(database, () => rm(dataDir, { recursive: true, force: true }));
  }
  const { url, drop } = await createPostgresDatabase(migrate ? templates.postgres : undefined);
  const database = await openDatabase({ kind: 'postgres', url });
  return testDatabase(database, drop);
}

/**
 * A throwaway database on the TEST_DATABASE_URL server, so test files never share tables:
 * empty, or a copy of `template`.
 */
export async function createPostgresDatabase(template?: string) {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `autosites_test_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
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
