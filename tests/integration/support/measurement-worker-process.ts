// One server's measurement worker in a process of its own, for the SIGKILL test
// (tests/integration/measurement-sigkill.test.ts): `node scripts/run-ts.mjs
// tests/integration/support/measurement-worker-process.ts '<json>'` with the database to open, the test
// network's names and the heartbeat. It runs the real job engine and worker, Lighthouse and
// Chromium behind the guard, and prints JSON lines: test.started, test.browser (the runner's pid).
import { join } from 'node:path';
import { findChromium } from '@/lib/analysis/browser/chromium';
import { runMeasurement } from '@/lib/analysis/browser/run';
import { startMeasurementWorker } from '@/lib/analysis/measurements/measurement-worker';
import { testHostsResolver } from '@/lib/analysis/network';
import { openDatabase, type DatabaseTarget } from '@/lib/db/connection';
import { openJobEngine } from '@/lib/jobs/job-engine';

type Settings = {
  target: DatabaseTarget;
  testHosts: string;
  publicAddress: string;
  heartbeatSeconds: number;
  deadlineMs: number;
};

const settings = JSON.parse(process.argv[2] ?? '{}') as Settings;
const chromePath = findChromium(process.env.CHROME_PATH, process.env.PATH);
if (!chromePath) throw new Error('Chromium is missing: run under scripts/test-env.sh');
const say = (event: string, fields: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ event, ...fields }));

const database = await openDatabase(settings.target);
const engine = await openJobEngine(database, {
  runsJobs: true,
  instanceName: 'worker',
  leaseSeconds: 120,
  heartbeatSeconds: settings.heartbeatSeconds,
});
await startMeasurementWorker({
  engine,
  prisma: async () => database.prisma,
  browsers: 1,
  pollSeconds: 0.5,
  measure: (job) =>
    runMeasurement({
      chromePath,
      url: job.url,
      deadlineMs: settings.deadlineMs,
      runnerPath: join(process.cwd(), 'lib/analysis/browser/lighthouse-runner.mjs'),
      network: {
        allowLoopback: false,
        publicForTests: [settings.publicAddress],
        resolver: testHostsResolver(settings.testHosts),
      },
      onStarted: (pid) => say('test.browser', { pid, measurementId: job.id }),
    }),
});
say('test.started');
