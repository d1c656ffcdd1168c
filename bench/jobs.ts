// Whether measuring capacity grows with worker processes (`npm run worker`), and whether a lead's
// e-mails still go at once while the grader is saturated. On one PostgreSQL (a fresh database on
// the server in TEST_DATABASE_URL or DATABASE_URL; `npm run bench:jobs` runs under
// scripts/test-env.sh, which starts one), with the browser fixture sites on the test network:
// for 1, 2 and 3 worker processes (GRADER_BROWSERS=1 each), queues `grades` phone measurements
// at once and, while they run, takes a lead every 2 s; prints measurements per minute, the p50
// and p95 of a measurement's wait (queued to started) and of a lead's e-mails (stored to sent).
// With 2 or more workers and kill=yes it kills one with SIGKILL halfway: every measurement must
// still finish once, on another worker, once the dead one's lease runs out.
//   npm run bench:jobs [-- grades=30] [workers=1,2,3] [kill=yes|no] [repeat=yes|no]
// repeat=no loads each page once however busy the machine is: what the workers can do, not what
// the grader does (it loads a page again while other work holds the machine).
// A measurement, not a test: run it alone; each measurement needs about a core.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { analysisReportRepository } from '../lib/analysis/reports';
import { openDatabase } from '../lib/db/connection';
import { applyPendingMigrations } from '../lib/db/migrate';
import { parseRunTimeEnv } from '../lib/env';
import { openJobEngine } from '../lib/jobs/job-engine';
import { intakeLead } from '../lib/leads/intake';
import { startInternalListener } from '../tests/fixtures/browser-sites/internal-listener';
import { startBrowserSites, testPublicAddress } from '../tests/fixtures/browser-sites/server';
import { instantResult } from '../tests/integration/support/instant-result';
import { quoteForm } from '../tests/integration/support/outbox-app';
import { startSmtpSink } from '../tests/support/smtp-sink';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.split('=') as [string, string]),
);
const grades = Number(args.grades ?? 30);
const workerCounts = (args.workers ?? '1,2,3').split(',').map(Number);
const kill = (args.kill ?? 'yes') === 'yes';
// repeat=no: one load a page however busy the machine (the raw capacity, not the grade's terms).
const repeat = (args.repeat ?? 'yes') === 'yes';
const server = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!server) throw new Error('No PostgreSQL: run it as npm run bench:jobs (scripts/test-env.sh)');
const leaseSeconds = 10;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const sink = await startSmtpSink();
const listener = await startInternalListener();
const sites = await startBrowserSites({ internalPort: listener.port });
const dataDir = mkdtempSync(join(tmpdir(), 'autosites-bench-jobs-'));
const name = `autosites_bench_jobs_${Date.now()}`;
await admin(`CREATE DATABASE "${name}"`);
const url = new URL(server);
url.pathname = `/${name}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString() });
await applyPendingMigrations(database);
const { prisma } = database;
const settings = {
  DATABASE_URL: url.toString(),
  DATA_DIR: dataDir,
  SMTP_URL: sink.url,
  LEAD_NOTIFY_TO: 'desk@agency.test',
  LEAD_RATE_LIMIT_MAX: '1000000',
  GRADER_BROWSERS: '1',
  GRADER_LEASE_SECONDS: String(leaseSeconds),
  GRADER_VISITOR_BROWSER_SECONDS: '0',
  ...(repeat ? {} : { GRADER_REPEAT_BELOW_BENCHMARK: '0', GRADER_REPEAT_ABOVE_OTHER_LOAD: '100' }),
  ANALYSIS_TEST_HOSTS: sites.testHosts,
  ANALYSIS_TEST_PUBLIC_ADDRESSES: testPublicAddress,
};
const env = parseRunTimeEnv(settings);
// This process only takes the leads: it sends their jobs, the workers run them.
const jobs = await openJobEngine(database, {
  runsJobs: false,
  instanceName: 'bench',
  leaseSeconds: env.FOLLOW_UP_LEASE_SECONDS,
  heartbeatSeconds: env.GRADER_LEASE_SECONDS,
});

function startWorker(): ChildProcess {
  return spawn(process.execPath, ['scripts/run-ts.mjs', 'scripts/worker.ts'], {
    env: { ...process.env, ...settings },
    stdio: 'ignore',
  });
}

const rows: string[] = [];
try {
  for (const count of workerCounts) {
    await prisma.followUp.deleteMany();
    await jobs.deleteAllJobs();
    await prisma.lead.deleteMany();
    await prisma.browserMeasurement.deleteMany();
    const queuedAt = new Date();
    for (let i = 0; i < grades; i++) {
      const page = sites.url(i % 2 ? 'tags' : 'light', `/?bench-${count}-${i}`);
      await analysisReportRepository(prisma).create(
        instantResult(page),
        queuedAt,
        { url: page, queuedAt, nextAttemptAt: queuedAt },
        jobs,
      );
    }
    const started = performance.now();
    const workers = Array.from({ length: count }, startWorker);
    let killed = false;
    let leads = 0;
    const leadTimer = setInterval(() => {
      leads += 1;
      void intakeLead(
        'leadCapture',
        { ...quoteForm, email: `bench${leads}@example.com` },
        { locale: 'en', ip: `198.51.100.${leads % 250}` },
        { prisma: async () => prisma, jobs: async () => jobs, env: () => env },
      );
    }, 2_000);
    for (;;) {
      const finished = await prisma.browserMeasurement.count({
        where: { status: { not: 'queued' } },
      });
      if (kill && !killed && count > 1 && finished >= grades / 2) {
        workers[0]!.kill('SIGKILL');
        killed = true;
      }
      if (finished >= grades) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const elapsedMs = performance.now() - started;
    clearInterval(leadTimer);
    // The leads' e-mails of the last seconds go too, then the workers stop.
    for (;;) {
      const pending = await prisma.followUp.count({ where: { status: 'pending' } });
      if (pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.exitCode !== null || worker.signalCode !== null) return resolve();
            worker.once('exit', () => resolve());
            worker.kill('SIGTERM');
          }),
      ),
    );
    const measured = await prisma.browserMeasurement.findMany();
    const done = measured.filter((row) => row.status === 'done').length;
    const waits = measured
      .filter((row) => row.startedAt)
      .map((row) => row.startedAt!.getTime() - row.queuedAt.getTime());
    const followUps = await prisma.followUp.findMany({ include: { lead: true } });
    const mail = followUps
      .filter((row) => row.doneAt)
      .map((row) => row.doneAt!.getTime() - row.lead.createdAt.getTime());
    const retried = measured.filter((row) => row.attempts > 1).length;
    rows.push(
      `${count} worker(s)${killed ? ' (one SIGKILLed halfway)' : ''}: ${done}/${grades} done, ` +
        `${((done / elapsedMs) * 60_000).toFixed(1)} a minute, wait p50 ${s(percentile(waits, 50))} ` +
        `p95 ${s(percentile(waits, 95))}, taken again ${retried}; ${leads} leads, e-mails p50 ` +
        `${s(percentile(mail, 50))} p95 ${s(percentile(mail, 95))}`,
    );
    console.log(rows.at(-1));
  }
} finally {
  await jobs.stop({ graceful: false });
  await database.close();
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await Promise.all([sites.close(), listener.close(), sink.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\n${rows.join('\n')}`);
process.exit(0);
