import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/connection';
import { acquireDataDirLock, DataDirLockedError } from '@/lib/db/data-dir-lock';

let dir: string;
let lockPath: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'autosites-lock-'));
  lockPath = join(dir, 'pglite.lock');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const writeLock = (owner: Record<string, unknown>) =>
  writeFile(
    lockPath,
    JSON.stringify({ host: hostname(), token: 'someone-else', processStart: null, ...owner }),
  );

/** The pid of a process that has already exited. */
function deadPid() {
  return spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
}

describe('data directory lock', () => {
  it('admits one holder; the next one is refused until it releases', () => {
    const first = acquireDataDirLock(lockPath);
    expect(() => acquireDataDirLock(lockPath)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(lockPath)).toThrow(/in use by process \d+.*DATA_DIR/s);
    first.release();
    expect(existsSync(lockPath)).toBe(false);
    acquireDataDirLock(lockPath).release();
  });

  it('takes over the lock of a process that died', async () => {
    await writeLock({ pid: Number(deadPid()) });
    const lock = acquireDataDirLock(lockPath);
    expect(JSON.parse(await readFile(lockPath, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock naming our own pid with another token (a restarted container)', async () => {
    await writeLock({ pid: process.pid });
    acquireDataDirLock(lockPath).release();
  });

  it('respects a live holder on another host, but not one whose heartbeat stopped', async () => {
    await writeLock({ pid: 1, host: 'another-host' });
    expect(() => acquireDataDirLock(lockPath)).toThrow(DataDirLockedError);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await utimes(lockPath, twoMinutesAgo, twoMinutesAgo);
    acquireDataDirLock(lockPath).release();
  });

  it('keeps a second process out of a PGlite directory, and lets it in after a SIGKILL', async () => {
    const holder = spawn(
      process.execPath,
      ['scripts/run-ts.mjs', 'tests/integration/fixtures/hold-database.ts', dir],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => chunk.includes('holding') && resolve());
      holder.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
    });
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
      DataDirLockedError,
    );
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(await database.prisma.$queryRaw`SELECT 1 AS ok`).toEqual([{ ok: 1 }]);
    await database.close();
  }, 120_000);
});
