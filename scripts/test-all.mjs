// Every check of `npm test`, in the order that gets to a verdict soonest on a 2-core machine,
// then where the time went: each phase's time and each runner's ten slowest tests
// (tests/support/slowest-tests.ts). Stops after the first group in which a phase fails.
//
// Phases in one group run side by side, paired so that together they keep both cores busy:
// ESLint (one core) beside the build (one to two), tsc (one) beside Vitest (which leaves part
// of a core to spare while its tests wait on processes and servers). The build leaves its own
// type check to that tsc run, which comes after it so that it also checks the route types the
// build writes (.next/types). One phase of each group prints as it goes; the others' output
// is held back and printed whole when the group ends.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
// Where the runners leave their slowest tests (not test-results/: Playwright empties it).
const timingsDir = mkdtempSync(join(tmpdir(), 'autosites-timings-'));

const groups = [
  [
    {
      name: 'production build',
      script: 'build',
      live: true,
      env: { BUILD_WITHOUT_TYPECHECK: '1' },
    },
    { name: 'lint', script: 'lint' },
  ],
  [
    { name: 'unit and integration tests (Vitest)', script: 'test:unit', live: true },
    { name: 'typecheck', script: 'typecheck' },
  ],
  [{ name: 'end-to-end tests (Playwright)', script: 'test:e2e', live: true }],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Runs `npm run <script>`: its output straight through if live, else kept in `output`. */
function run({ name, script, live = false, env = {} }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: root,
      env: { ...process.env, ...env, TEST_TIMINGS_DIR: timingsDir },
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const ms = Date.now() - started;
      resolve({ name, ok: code === 0, ms, code: code ?? signal, output: Buffer.concat(output) });
    });
  });
}

const started = Date.now();
const results = [];
let failed = null;
for (const group of groups) {
  const ended = await Promise.all(group.map((phase) => run(phase)));
  for (const [index, phase] of group.entries()) {
    if (phase.live) continue;
    process.stdout.write(`\n── ${phase.name} ──\n`);
    process.stdout.write(ended[index].output);
  }
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
