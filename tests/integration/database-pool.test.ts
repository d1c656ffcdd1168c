import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/connection';
import { createPostgresDatabase, postgresUrl } from './databases';

// A burst of visitors on PostgreSQL (300 at once, the CPU busy rendering pages) makes queries
// wait for a free connection for many seconds: they must wait, not fail.
describe.skipIf(!postgresUrl)('the PostgreSQL connection pool', () => {
  it('lets a query wait for a free connection longer than the connect timeout', async () => {
    const { url, drop } = await createPostgresDatabase();
    // The connect timeout is 10 s in the app; 1 s here, so that the test waits 2 s, not 11.
    const database = await openDatabase({
      kind: 'postgres',
      url,
      poolSize: 1,
      connectTimeoutMs: 1_000,
    });
    try {
      // The only connection is busy for 2 s, longer than the 1 s a connection may take to open.
      const busy = database.prisma.$queryRaw`SELECT 1::int AS n FROM pg_sleep(2)`.then(
        () => 'done',
      );
      await sleepingOn(url);
      const started = Date.now();
      const [row] = await database.prisma.$queryRaw<{ n: number }[]>`SELECT 42::int AS n`;
      expect(row?.n).toBe(42);
      expect(Date.now() - started).toBeGreaterThan(1_000);
      expect(await busy).toBe('done');
    } finally {
      await database.close();
      await drop();
    }
  }, 40_000);

  it('still fails at once when PostgreSQL cannot be reached', async () => {
    const database = await openDatabase({
      kind: 'postgres',
      url: 'postgres://nobody:nothing@127.0.0.1:9/unreachable',
    });
    try {
      await expect(database.prisma.$queryRaw`SELECT 1`).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});

/** Resolves once a query of database `url` is sleeping in pg_sleep (seen from a connection of its own). */
async function sleepingOn(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query(
        "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND query LIKE '%pg_sleep(2)%' AND pid <> pg_backend_pid()",
      );
      if (rows.length > 0) return;
    }
  } finally {
    await client.end();
  }
}
