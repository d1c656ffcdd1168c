// Does the server's memory stay flat over a long run? Starts the production build (`npm run build`
// first), sends it 10,000 leads as browsers do (a share of them without JavaScript) and samples
// the server's resident memory (RSS) as it goes:
//   node scripts/run-ts.mjs bench/memory-soak.ts [total] [no-JS share] [port]
// On the embedded database by default (a fresh directory); with DATABASE_URL set, on that
// PostgreSQL database. Prints the RSS curve and how far it strays from its level after warm-up
// (the first fifth of the run); exits 1 beyond ±10%.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { homeForm, submitWithJs, submitWithoutJs } from './lead-posts';

const [totalArg = '10000', noJsArg = '0.3', portArg = '3790'] = process.argv.slice(2);
const total = Number(totalArg);
const noJsShare = Number(noJsArg);
const concurrency = 20;
const samples = 20;
const base = `http://127.0.0.1:${portArg}`;

const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'soak-'));
const server = spawn('node_modules/.bin/next', ['start', '-p', portArg], {
  env: {
    ...process.env,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? 'memory-soak-secret-of-at-least-32-chars',
    LEAD_RATE_LIMIT_MAX: '100000000',
    NEXT_MANUAL_SIG_HANDLE: '1',
    NEXT_TELEMETRY_DISABLED: '1',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

/** Resident memory of the server and any process it started, in MB. */
function rssMb(pid = server.pid!): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const own = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return (
          readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(pid)
        );
      } catch {
        return false;
      }
    });
  return own + children.reduce((sum, child) => sum + rssMb(Number(child)), 0);
}

async function waitForHealth() {
  for (let i = 0; i < 360; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

try {
  await waitForHealth();
  const form = await homeForm(base);
  const tag = `soak${Date.now()}`;
  const curve: { sent: number; rssMb: number }[] = [{ sent: 0, rssMb: rssMb() }];
  const step = Math.ceil(total / samples);
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const n = next++;
        const noJs = Math.floor((n + 1) * noJsShare) > Math.floor(n * noJsShare);
        const answer = await (noJs ? submitWithoutJs : submitWithJs)(form, n, tag).catch(
          () => null,
        );
        if (!answer?.ok) failed++;
        if ((n + 1) % step === 0) curve.push({ sent: n + 1, rssMb: rssMb() });
      }
    }),
  );
  const warm = curve.filter((point) => point.sent >= total / 5);
  const level = warm[0]!.rssMb;
  const deviation = Math.max(...warm.map((point) => Math.abs(point.rssMb / level - 1)));
  console.log(
    `${total} leads (${Math.round(noJsShare * 100)}% without JavaScript) on ` +
      `${dataDir ? 'the embedded database' : 'PostgreSQL'} in ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s, ${failed} not stored`,
  );
  console.log(
    `RSS (MB) by leads sent: ${curve.map((p) => `${p.sent}: ${p.rssMb.toFixed(0)}`).join(', ')}`,
  );
  console.log(
    `after warm-up (${warm[0]!.sent} leads): ${level.toFixed(0)} MB, largest deviation ` +
      `${(deviation * 100).toFixed(1)}% (limit 10%)`,
  );
  process.exitCode = deviation <= 0.1 && failed === 0 ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
