import 'server-only';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PrismaClient } from './generated/client';
import { openPglite } from './pglite';

export type { PrismaClient };

/** Embedded PGlite in a data directory, or a PostgreSQL server (`poolSize` connections). */
export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** How long opening a connection may take (10 s unless a test needs a shorter wait). */
      connectTimeoutMs?: number;
    };

export type Database = {
  target: DatabaseTarget;
  prisma: PrismaClient;
  /** The embedded database itself (PGlite only): the job engine talks to it directly. */
  embedded?: PGlite;
  /** What Prisma's schema engine connects through to migrate this database. */
  migrationAdapter: SqlMigrationAwareDriverAdapterFactory;
  /** Runs `work` while no other process migrates the same database. */
  withMigrationLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/**
 * How long opening a connection to PostgreSQL may take before the query fails, instead of
 * hanging a request on a server that does not answer.
 */
const defaultConnectTimeoutMs = 10_000;
/** The app's queries share this many connections per instance, unless DATABASE_POOL_SIZE says. */
export const defaultPoolSize = 10;

/**
 * A connection of the pool, with the connect timeout on the connection itself. The pool's own
 * `connectionTimeoutMillis` would also limit how long a query may wait for a free connection:
 * in a burst (300 visitors at once, the CPU busy rendering pages) that wait is long but ends,
 * and it must not turn into "Your request was not sent".
 */
function timedClient(connectTimeoutMs: number) {
  return class TimedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  };
}
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
      embedded: embedded.client,
      migrationAdapter: embedded.adapterFactory,
      // The data directory's lock already keeps every other process out.
      withMigrationLock: (work) => work(),
      async close() {
        await prisma.$disconnect();
        await embedded.close();
      },
    };
  }

  const connectTimeoutMs = target.connectTimeoutMs ?? defaultConnectTimeoutMs;
  const poolConfig = { connectionString: target.url, connectionTimeoutMillis: connectTimeoutMs };
  // Queries wait for a free connection as long as it takes (no pool timeout: 0).
  const appPool = {
    connectionString: target.url,
    max: target.poolSize ?? defaultPoolSize,
    connectionTimeoutMillis: 0,
    Client: timedClient(connectTimeoutMs),
  };
  const prisma = new PrismaClient({ adapter: new PrismaPg(appPool) });
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
