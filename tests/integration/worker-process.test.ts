import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJobEngine } from '@/lib/jobs/job-engine';
import { inject } from 'vitest';
import { measurementHealth } from '@/lib/analysis/measurements/health';
import { analysisReportRepository } from '@/lib/analysis/reports';
import { openDatabase, type Database } from '@/lib/db/connection';
import { parseRunTimeEnv } from '@/lib/env';
import { intakeLead } from '@/lib/leads/intake';
import { startBackgroundWork } from '@/lib/server/background';
import { startSmtpSink, type SmtpSink } from '@/tests/support/smtp-sink';
import {
  startInternalListener,
  type InternalListener,
} from '@/tests/fixtures/browser-sites/internal-listener';
import {
  startBrowserSites,
  testPublicAddress,
  type BrowserSites,
} from '@/tests/fixtures/browser-sites/server';
import { quoteForm } from './support/outbox-app';
import { createPostgresDatabase, postgresUrl } from './databases';
import { instantResult } from './support/instant-result';

/**
 * `npm run worker`: the background jobs in a process of their own, beside web servers that run
 * none (BACKGROUND_JOBS=off), on one PostgreSQL. A lead taken while no process runs jobs waits
 * in the outbox, as does a graded page's phone measurement; the worker process delivers the one
 * and measures the other in Chromium; SIGTERM stops it cleanly.
 */
const worker = ['scripts/run-ts.mjs', 'scripts/worker.ts'];

describe.skipIf(!postgresUrl)('a worker process apart from the web', () => {
  let sink: SmtpSink;
  let url: string;
  let drop: () => Promise<unknown>;
  let database: Database;
  let dataDir: string;
  let child: ChildProcess | undefined;
  let listener: InternalListener;
  let sites: BrowserSites;

  beforeAll(async () => {
    sink = await startSmtpSink();
    listener = await startInternalListener();
    sites = await startBrowserSites({ internalPort: listener.port });
    ({ url, drop } = await createPostgresDatabase(inject('databaseTemplates').postgres));
    database = await openDatabase({ kind: 'postgres', url });
    dataDir = mkdtempSync(join(tmpdir(), 'autosites-worker-'));
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await database?.close();
    await drop?.();
    await sink?.stop();
    await Promise.all([sites?.close(), listener?.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const settings = () => ({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    MAIL_FROM: '"AutoSites Cyprus" <hello@autosites.test>',
    LEAD_NOTIFY_TO: 'sales@autosites.test',
    // One phone at a time, one load a page, on the test network's fixture sites.
    GRADER_BROWSERS: '1',
    GRADER_REPEAT_BELOW_BENCHMARK: '0',
    GRADER_REPEAT_ABOVE_OTHER_LOAD: '100',
    ANALYSIS_TEST_HOSTS: sites.testHosts,
    ANALYSIS_TEST_PUBLIC_ADDRESSES: testPublicAddress,
  });

  it('leaves the jobs to the workers when the web server is told so', async () => {
    const env = parseRunTimeEnv({ ...settings(), BACKGROUND_JOBS: 'off' });
    const stop = startBackgroundWork('web', env);
    // A web server that runs no jobs still sends them (a lead's e-mails) through its engine.
    const sender = openJobEngine(database, {
      runsJobs: false,
      instanceName: 'web',
      leaseSeconds: 120,
    });
    const jobs = () => sender;
    const outcome = await intakeLead(
      'leadCapture',
      quoteForm,
      { locale: 'en', ip: '198.51.100.7' },
      { prisma: async () => database.prisma, jobs, env: () => env },
    );
    expect(outcome.status).toBe('stored');
    const page = sites.url('light', '/?worker');
    await analysisReportRepository(database.prisma).create(
      instantResult(page),
      new Date(),
      { url: page, queuedAt: new Date(), nextAttemptAt: new Date() },
      await sender,
    );
    // No outbox worker listens in this process: nothing nudged would ever be sent from here.
    const signal = (globalThis as { __autositesFollowUpSignal?: { wake?: unknown } })
      .__autositesFollowUpSignal;
    expect(signal?.wake).toBeUndefined();
    await stop(1_000);
    await (await sender).stop({ graceful: false });
    // Its health does not ask for a browser of its own; a backlog would still say degraded.
    const health = await measurementHealth(database.prisma, new Date(), env);
    expect(health).toEqual({
      part: {
        browser: 'elsewhere',
        queued: 1,
        oldestQueuedSeconds: expect.any(Number),
        running: 0,
        deadLastWeek: 0,
      },
      degraded: false,
    });
    const queued = await database.prisma.followUp.count({ where: { status: 'pending' } });
    expect(queued).toBeGreaterThanOrEqual(2);
  });

  it('delivers the e-mails and measures the page that waited, then stops cleanly on SIGTERM', async () => {
    const spawned = spawn(process.execPath, worker, {
      env: { ...process.env, ...settings() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = spawned;
    let output = '';
    spawned.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    spawned.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    await expect.poll(() => output, { timeout: 60_000 }).toContain('"worker.started"');
    // The quote's confirmation to the visitor and the agency's notice, from the worker.
    await sink.waitFor((messages) => messages.length >= 2, 30_000);
    const to = sink.messages.flatMap((message) => message.to).sort();
    expect(to).toEqual(['andreas@example.com', 'sales@autosites.test']);
    await expect
      .poll(() => database.prisma.followUp.count({ where: { status: 'pending' } }), {
        timeout: 10_000,
      })
      .toBe(0);
    // The page graded while no process ran jobs, measured by the worker's Chromium.
    await expect
      .poll(async () => (await database.prisma.browserMeasurement.findFirstOrThrow()).status, {
        timeout: 60_000,
      })
      .toBe('done');
    const exited = new Promise<number | null>((resolve) => spawned.once('exit', resolve));
    spawned.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('"server.stopped"');
    child = undefined;
  }, 120_000);

  it('refuses to start on the embedded database, and says why', () => {
    const result = spawnSync(process.execPath, worker, {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('npm run worker needs DATABASE_URL');
  });
});
