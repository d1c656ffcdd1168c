import 'server-only';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { PrismaClient } from './generated/client';
import { openPglite } from './pglite';

export type { PrismaClient };

/** Embedded PGlite in a data directory, or a PostgreSQL server. */
export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export type Database = {
  target: DatabaseTarget;
  prisma: PrismaClient;
  /** What Prisma's schema engine connects through to migrate this database. */
  migrationAdapter: SqlMigrationAwareDriverAdapterFactory;
  /** Runs `work` while no other process migrates the same database. */
  withMigrationLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/**
 * How long a query may wait for a connection (a new one, or a free one from a busy pool) before
 * failing, instead of hanging a request: generous, so a burst of visitors queues, not fails.
 */
const connectTimeoutMs = 10_000;
/** Any constant shared by every instance; only migrations take this PostgreSQL advisory lock. */
const migrationLockKey = 7_311_202_412;

/** The only place a Prisma client is created. Nothing connects until this is called. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    const embedded = await openPglite(target.dataDir);
    const prisma = new PrismaClient({ adapter: embedded.adapterFactory });
    return {
      target,
      prisma,
      migrationAdapter: embedded.adapterFactory,
      // The data directory's lock already keeps every other process out.
      withMigrationLock: (work) => work(),
      async close() {
        await prisma.$disconnect();
        await embedded.close();
      },
    };
  }

  const poolConfig = { connectionString: target.url, connectionTimeoutMillis: connectTimeoutMs };
  const prisma = new PrismaClient({ adapter: new PrismaPg({ ...poolConfig, max: 10 }) });
  return {
    target,
    prisma,
    migrationAdapter: new PrismaPg({ ...poolConfig, max: 2 }),
    async withMigrationLock(work) {
      // A session lock on a connection of its own: two instances starting together migrate one
      // after the other, and the second finds nothing left to apply.
      const client = new pg.Client(poolConfig);
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
        await client.end();
      }
    },
    close: () => prisma.$disconnect(),
  };
}
