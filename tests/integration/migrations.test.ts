import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/connection';
import { applyPendingMigrations } from '@/lib/db/migrate';
import { migrationsDir, readMigrationsList } from '@/lib/db/schema-engine';
import { createPostgresDatabase, engines, freshDatabase, postgresUrl } from './databases';

type MigrationRow = { migration_name: string; checksum: string; finished_at: Date | null };

describe.each(engines)('migrations on %s', (engine) => {
  let brokenDir: string;
  beforeAll(async () => {
    // The real migrations followed by one that fails half-way.
    brokenDir = await mkdtemp(join(tmpdir(), 'autosites-migrations-'));
    await cp(migrationsDir, brokenDir, { recursive: true });
    await mkdir(join(brokenDir, '29991231000000_broken'));
    await writeFile(
      join(brokenDir, '29991231000000_broken', 'migration.sql'),
      'CREATE TABLE "half_done" ("id" INTEGER);\nSELECT * FROM "no_such_table";\n',
    );
  });
  afterAll(() => rm(brokenDir, { recursive: true, force: true }));

  it('applies every migration once, as Prisma records them, and nothing the second time', async () => {
    const test = await freshDatabase(engine, { migrate: false });
    try {
      const expected = (await readMigrationsList()).migrationDirectories.map((d) => d.path);
      expect(await applyPendingMigrations(test.database)).toEqual(expected);
      expect(await applyPendingMigrations(test.database)).toEqual([]);

      const rows = await test.database.prisma.$queryRaw<MigrationRow[]>`
        SELECT migration_name, checksum, finished_at FROM _prisma_migrations`;
      const sql = await readFile(join(migrationsDir, expected[0]!, 'migration.sql'));
      expect(rows[0]).toMatchObject({
        migration_name: expected[0],
        checksum: createHash('sha256').update(sql).digest('hex'),
      });
      expect(rows[0]?.finished_at).toBeInstanceOf(Date);
      expect(await test.database.prisma.lead.count()).toBe(0);
    } finally {
      await test.dispose();
    }
  }, 120_000);

  it('reports a failing migration as failed, every time, and keeps the process alive', async () => {
    const test = await freshDatabase(engine, { migrate: false });
    try {
      await expect(applyPendingMigrations(test.database, brokenDir)).rejects.toThrow(
        /no_such_table/,
      );
      const rows = await test.database.prisma.$queryRaw<MigrationRow[]>`
        SELECT migration_name, checksum, finished_at FROM _prisma_migrations
        WHERE migration_name = '29991231000000_broken'`;
      expect(rows).toHaveLength(1);
      expect(rows[0]?.finished_at).toBeNull();
      // A retry does not pretend: the failed migration blocks until someone resolves it.
      await expect(applyPendingMigrations(test.database, brokenDir)).rejects.toThrow();
      expect(await test.database.prisma.lead.count()).toBe(0);
    } finally {
      await test.dispose();
    }
  }, 120_000);
});

describe.runIf(postgresUrl)('migrations of two PostgreSQL instances starting together', () => {
  it('migrate one after the other; the second finds nothing to apply', async () => {
    const { url, drop } = await createPostgresDatabase();
    const [a, b] = await Promise.all([
      openDatabase({ kind: 'postgres', url }),
      openDatabase({ kind: 'postgres', url }),
    ]);
    try {
      const results = await Promise.all([applyPendingMigrations(a), applyPendingMigrations(b)]);
      const expected = (await readMigrationsList()).migrationDirectories.map((d) => d.path);
      expect(results.map((names) => names.length).sort()).toEqual([0, expected.length]);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await drop();
    }
  }, 120_000);
});
