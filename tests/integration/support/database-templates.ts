// Vitest global setup for the integration tests: prepares, once per run, the databases every
// test database is copied from, so a test file gets a fresh one in a fraction of a second
// instead of creating and migrating it (databases.ts):
// - PGlite: an initialized empty data directory, and a migrated one;
// - PostgreSQL (when TEST_DATABASE_URL is set): a migrated template database.
// The migrated ones hold the job engine's schema and the app's queues too (pg-boss creates them on
// its first start, which takes seconds on PGlite).
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '@/lib/db/connection';
import { applyPendingMigrations } from '@/lib/db/migrate';
import { openJobEngine } from '@/lib/jobs/job-engine';

export type DatabaseTemplates = {
  /** Data directories whose `pglite` folder a fresh PGlite database copies. */
  pglite: { empty: string; migrated: string };
  /** A migrated database on the TEST_DATABASE_URL server, for CREATE DATABASE … TEMPLATE. */
  postgres?: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Migrates a template, and has the job engine create its schema and the app's queues there. */
async function prepare(database: Database) {
  await applyPendingMigrations(database);
  const engine = await openJobEngine(database, {
    runsJobs: false,
    instanceName: 'template',
    leaseSeconds: 120,
    heartbeatSeconds: 30,
  });
  await engine.stop({ graceful: false });
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const root = await mkdtemp(join(tmpdir(), 'autosites-templates-'));
  const empty = join(root, 'empty');
  const migrated = join(root, 'migrated');
  await (await openDatabase({ kind: 'pglite', dataDir: empty })).close();
  await cp(join(empty, 'pglite'), join(migrated, 'pglite'), { recursive: true });
  const embedded = await openDatabase({ kind: 'pglite', dataDir: migrated });
  try {
    await prepare(embedded);
  } finally {
    await embedded.close();
  }

  let postgres: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    postgres = `autosites_template_${randomUUID().replace(/-/g, '')}`;
    await adminQuery(`CREATE DATABASE "${postgres}"`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${postgres}`;
    const server = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await prepare(server);
    } finally {
      await server.close();
    }
  }

  project.provide('databaseTemplates', { pglite: { empty, migrated }, postgres });
  return async () => {
    if (postgres) await adminQuery(`DROP DATABASE IF EXISTS "${postgres}" WITH (FORCE)`);
    await rm(root, { recursive: true, force: true });
  };
}
