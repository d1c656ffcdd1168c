import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { processesMentioning, profilePrefix } from '@/lib/analysis/browser/process-tree';
import { analysisReportRepository } from '@/lib/analysis/reports';
import { openDatabase, type Database, type DatabaseTarget } from '@/lib/db/connection';
import { openJobEngine } from '@/lib/jobs/job-engine';
import {
  startInternalListener,
  type InternalListener,
} from '@/tests/fixtures/browser-sites/internal-listener';
import {
  startBrowserSites,
  testPublicAddress,
  type BrowserSites,
} from '@/tests/fixtures/browser-sites/server';
import { createPostgresDatabase, engines, type Engine } from './databases';
import { instantResult } from './support/instant-result';

/**
 * A server killed with SIGKILL in the middle of a browser measurement (Chromium loading a page
 * that never finishes): its watchdog kills the whole process tree and deletes the profile, and
 * the job, whose heartbeat stopped with the server, is run again by the next worker (the server
 * restarted, or another), which takes the same measurement back as its second attempt. On PGlite
 * the worker's process has the data directory to itself (one process per directory), so the test
 * opens it only between the two.
 */
const heartbeatSeconds = 10;

let listener: InternalListener;
let sites: BrowserSites;
const children: ChildProcess[] = [];

beforeAll(async () => {
  listener = await startInternalListener();
  sites = await startBrowserSites({ internalPort: listener.port });
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(async () => {
  await Promise.all([sites?.close(), listener?.close()]);
});

/** A database of `engine` the test and a worker process can each open in turn. */
async function database(
  engine: Engine,
): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const templates = inject('databaseTemplates');
  if (engine === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'autosites-test-'));
    await cp(join(templates.pglite.migrated, 'pglite'), join(dataDir, 'pglite'), {
      recursive: true,
    });
    return {
      target: { kind: 'pglite', dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await createPostgresDatabase(templates.postgres);
  return { target: { kind: 'postgres', url }, drop };
}

function startWorker(target: DatabaseTarget) {
  const settings = {
    target,
    testHosts: sites.testHosts,
    publicAddress: testPublicAddress,
    heartbeatSeconds,
    deadlineMs: 120_000,
  };
  const child = spawn(
    process.execPath,
    [
      'scripts/run-ts.mjs',
      'tests/integration/support/measurement-worker-process.ts',
      JSON.stringify(settings),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const event = (name: string) =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.event === name);
  return { child, exited, event, output: () => output };
}

describe.each(engines)('a measurement whose server is killed (%s)', (engine) => {
  it('is run again by the next worker once its heartbeat stops, and leaves no Chromium and no profile behind', async () => {
    const { target, drop } = await database(engine);
    let db: Database | undefined;
    try {
      db = await openDatabase(target);
      const jobs = await openJobEngine(db, {
        runsJobs: false,
        instanceName: 'web',
        leaseSeconds: 120,
        heartbeatSeconds,
      });
      const url = sites.url('endless', '/?sigkill');
      const report = await analysisReportRepository(db.prisma).create(
        instantResult(url),
        new Date(),
        { url, queuedAt: new Date(), nextAttemptAt: new Date() },
        jobs,
      );
      await jobs.stop({ graceful: false });
      // PGlite: one process per data directory, so the worker has it alone while it runs.
      if (engine === 'pglite') {
        await db.close();
        db = undefined;
      }

      const worker = startWorker(target);
      const pid = worker.child.pid!;
      const ours = `${profilePrefix}${pid}-`;
      // Chromium is loading the never-ending page: the runner and the browser's processes.
      await vi.waitFor(
        () => {
          if (worker.child.exitCode !== null) throw new Error(`worker exited: ${worker.output()}`);
          expect(worker.event('test.browser')).toBeDefined();
          expect(processesMentioning(ours).length).toBeGreaterThanOrEqual(3);
        },
        { timeout: 45_000, interval: 200 },
      );
      const measured = worker.event('test.browser')!.measurementId as string;

      worker.child.kill('SIGKILL');
      await worker.exited;

      // The watchdog ends every process of the run and removes its profile.
      await vi.waitFor(
        () => {
          expect(processesMentioning(ours)).toEqual([]);
          expect(readdirSync(tmpdir()).filter((name) => name.startsWith(ours))).toEqual([]);
        },
        { timeout: 15_000, interval: 100 },
      );

      if (engine === 'postgres') {
        db ??= await openDatabase(target);
        const row = await db.prisma.browserMeasurement.findFirstOrThrow({
          where: { reportId: report.id },
        });
        expect(row).toMatchObject({ id: measured, status: 'queued', attempts: 1 });
        expect(row.leaseOwner).toMatch(/\/0$/);
        await db.close();
        db = undefined;
      }
      // The next worker: once the dead run's heartbeat is missed, the engine runs its job again
      // and that run takes the same measurement, as attempt 2.
      const next = startWorker(target);
      await vi.waitFor(
        () => {
          if (next.child.exitCode !== null) throw new Error(`worker exited: ${next.output()}`);
          expect(next.event('test.browser')?.measurementId).toBe(measured);
        },
        { timeout: heartbeatSeconds * 1000 + 40_000, interval: 250 },
      );
      next.child.kill('SIGKILL');
      await next.exited;
      db ??= await openDatabase(target);
      const again = await db.prisma.browserMeasurement.findFirstOrThrow({
        where: { reportId: report.id },
      });
      expect(again).toMatchObject({ id: measured, url, status: 'queued', attempts: 2 });
      // The same job, its next try.
      expect(again.leaseOwner).toMatch(/\/1$/);
      expect(listener.hits).toEqual([]);
    } finally {
      await db?.close();
      await drop();
    }
  }, 150_000);
});
