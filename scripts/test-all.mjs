// Every check of `npm test`, in the order that gets to a verdict soonest on a 2-core machine,
// then where the time went: each phase's time and each runner's ten slowest tests
// (tests/support/slowest-tests.ts). Stops at the first phase that fails.
//
// Phases in one group run side by side, their output held back and printed whole as each ends:
// ESLint and tsc each keep one core busy, so together they take the time of the longer one.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
// Where the runners leave their slowest tests (not test-results/: Playwright empties it).
const timingsDir = mkdtempSync(join(tmpdir(), 'autosites-timings-'));

const groups = [
  [
    { name: 'lint', script: 'lint' },
    { name: 'typecheck', script: 'typecheck' },
  ],
  [{ name: 'unit and integration tests (Vitest)', script: 'test:unit' }],
  [{ name: 'production build', script: 'build' }],
  [{ name: 'end-to-end tests (Playwright)', script: 'test:e2e' }],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Runs `npm run <script>`; output straight through when alone, else held back until it ends. */
function run({ name, script }, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: root,
      env: { ...process.env, TEST_TIMINGS_DIR: timingsDir },
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const ms = Date.now() - started;
      if (!alone) {
        process.stdout.write(`\n── ${name} ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, ok: code === 0, ms, code: code ?? signal });
    });
  });
}

const started = Date.now();
const results = [];
let failed = null;
for (const group of groups) {
  const ended = await Promise.all(group.map((phase) => run(phase, group.length === 1)));
  results.push(...ended);
  failed = ended.find((phase) => !phase.ok) ?? null;
  if (failed) break;
}

const summary = ['', '── Where the time went ──'];
for (const phase of results) {
  summary.push(`  ${seconds(phase.ms).padStart(6)}  ${phase.name}${phase.ok ? '' : ' (failed)'}`);
}
summary.push(`  ${seconds(Date.now() - started).padStart(6)}  in all`);
for (const runner of ['vitest', 'playwright']) {
  try {
    summary.push('', readFileSync(join(timingsDir, `${runner}.txt`), 'utf8').trimEnd());
  } catch {
    // That runner did not get to the end.
  }
}
console.log(summary.join('\n'));
rmSync(timingsDir, { recursive: true, force: true });
if (failed) {
  console.error(`\nnpm test: ${failed.name} failed (exit ${failed.code}).`);
  process.exit(1);
}
