import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupPglite, restorePglite } from '@/lib/db/backup';
import { openDatabase } from '@/lib/db/connection';
import { DataDirLockedError } from '@/lib/db/data-dir-lock';
import { applyPendingMigrations } from '@/lib/db/migrate';
import { newLeadReference } from '@/lib/leads/reference';
import './databases';

const lead = (name: string) => ({
  reference: newLeadReference(),
  source: 'contact' as const,
  name,
  company: 'Backup Motors',
  email: `${name.toLowerCase().replace(/ /g, '.')}@backup.test`,
  message: 'Back me up',
  locale: 'en',
  consentGiven: true,
  consentVersion: '2026-11',
});

async function leadNames(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const rows = await database.prisma.lead.findMany({
      select: { name: true },
      orderBy: { name: 'asc' },
    });
    return rows.map((row) => row.name);
  } finally {
    await database.close();
  }
}

describe('backup and restore of the embedded database', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'autosites-backup-'));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('round-trips leads, and restoring brings back exactly what was backed up', async () => {
    const dataDir = join(work, 'data');
    const file = join(work, 'backup.tar.gz');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await applyPendingMigrations(database);
    await database.prisma.lead.create({ data: lead('Before Backup') });
    await database.close();

    await backupPglite(dataDir, file);
    const later = await openDatabase({ kind: 'pglite', dataDir });
    await later.prisma.lead.create({ data: lead('After Backup') });
    await later.close();
    expect(await leadNames(dataDir)).toEqual(['After Backup', 'Before Backup']);

    const previous = await restorePglite(dataDir, file);
    expect(previous).toMatch(/pglite\.before-restore-/);
    expect(await leadNames(dataDir)).toEqual(['Before Backup']);

    // Into an empty directory too (a new machine).
    const fresh = join(work, 'fresh');
    expect(await restorePglite(fresh, file)).toBeNull();
    expect(await leadNames(fresh)).toEqual(['Before Backup']);
  });

  it('refuses to back up or restore while a server holds the directory', async () => {
    const dataDir = join(work, 'held');
    const server = await openDatabase({ kind: 'pglite', dataDir });
    const someDump = join(work, 'some.tar.gz');
    await writeFile(someDump, 'not read while the directory is held');
    try {
      await expect(backupPglite(dataDir, join(work, 'x.tar.gz'))).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
      await expect(restorePglite(dataDir, someDump)).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await server.close();
    }
  });
});
