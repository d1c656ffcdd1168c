#!/usr/bin/env node
// Whether the grader's phone score can be trusted: the same site gets the same score however
// busy our machine is, and agrees with Lighthouse's own CLI on the same machine.
//   npm run bench:grader-fidelity [-- --no-build] [--rounds 3] [--sites light,tags,heavy]
//     [--json out.json]
// Starts the browser fixture sites and one production server (bench/grader-server.mjs), then,
// for each fixture dealer site (light, tags, heavy), `rounds` times: grades it through the real flow
// (the form, then the measurement's status) under a new address each time, so every grade is a
// measurement of its own, and runs the Lighthouse CLI (mobile, performance, its defaults) on the
// same page in the same Chromium. First on the quiet machine, then again while `stress-ng --cpu 2`
// keeps both cores busy. Prints each score with Lighthouse's benchmark of the machine and the CPU
// slowdown the grader used, then per site: the quiet and the busy medians and spreads, the CLI's
// quiet median. Exits 1 when a target is missed: every busy score within ±5 of the site's quiet
// median, the quiet median within 5 of the CLI's. Run it alone: figures are noise beside a build
// or a test suite.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root, startGraderBench } from './grader-server.mjs';

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
    // Any of the fixture sites (tests/fixtures/browser-sites/pages.ts), jumpy and spa among them.
    sites: { type: 'string', default: 'light,tags,heavy' },
    json: { type: 'string' },
  },
});
const rounds = Number(options.rounds);
const sites = options.sites.split(',');
const tolerance = 5;
/** The grader's own browser: CHROME_PATH, else Debian's. */
const chromePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const bench = await startGraderBench({
  basePort: Number(process.env.BENCH_PORT ?? 5700),
  build: !options['no-build'],
});

/** The Lighthouse CLI, as anyone would run it, on the same page and the same Chromium. */
function cli(url) {
  const dir = mkdtempSync(join(tmpdir(), 'autosites-fidelity-'));
  try {
    execFileSync(
      join(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${dir}/lhr.json`,
        '--quiet',
        `--chrome-flags=--headless=new --no-sandbox --host-resolver-rules='${bench.hostResolverRules}'`,
      ],
      {
        env: { ...process.env, CHROME_PATH: chromePath },
        stdio: 'ignore',
        // A CLI run that hangs is killed after two minutes and counts as no score.
        timeout: 120_000,
        killSignal: 'SIGKILL',
      },
    );
    const lhr = JSON.parse(readFileSync(`${dir}/lhr.json`, 'utf8'));
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } catch (error) {
    // …and the Chromium it left behind (chrome-launcher's profiles are /tmp/lighthouse.*).
    spawnSync('pkill', ['-KILL', '-f', 'user-data-dir=/tmp/lighthouse']);
    return { score: null, error: String(error).slice(0, 200) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let visitor = 20;
async function phase(name) {
  const rows = [];
  for (let round = 1; round <= rounds; round++) {
    for (const site of sites) {
      const url = bench.site(site, `${name}-${round}`);
      // Each grade from an address of its own (the grader allows 10 an hour per address).
      const graded = await bench.grade(url, `127.0.0.${visitor++}`);
      const lighthouse = cli(url);
      const row = {
        phase: name,
        site,
        round,
        score: graded.score,
        tbtMs: graded.tbtMs,
        loads: graded.method?.runs ?? null,
        benchmarkIndexes: graded.method?.benchmarkIndexes ?? [],
        otherLoads: graded.method?.otherLoads ?? [],
        cpuSlowdown: graded.method?.cpuSlowdown ?? null,
        measuredS: Math.round(graded.measuredMs / 1000),
        state: graded.state,
        cli: lighthouse,
      };
      rows.push(row);
      console.log(
        `${name.padEnd(5)} ${site.padEnd(6)} round ${round}: grader ${String(row.score ?? graded.reason).padStart(3)} ` +
          `(TBT ${row.tbtMs} ms, ${row.loads} load(s), benchmark ${row.benchmarkIndexes.join('/')}, ` +
          `other load ${row.otherLoads.join('/')}%, ` +
          `slowdown ${row.cpuSlowdown}×, ${row.measuredS} s)   CLI ${lighthouse.score ?? lighthouse.error} ` +
          `(TBT ${lighthouse.tbtMs} ms, benchmark ${lighthouse.benchmarkIndex})`,
      );
    }
  }
  return rows;
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const spread = (values) => (values.length ? Math.max(...values) - Math.min(...values) : null);

const quiet = await phase('quiet');
const stress = spawn('stress-ng', ['--cpu', '2', '--quiet'], { stdio: 'ignore' });
process.on('exit', () => stress.kill('SIGTERM'));
const busy = await phase('busy');
stress.kill('SIGTERM');

const summary = {};
const missed = [];
for (const site of sites) {
  const scores = (rows) =>
    rows.filter((row) => row.site === site && row.score !== null).map((row) => row.score);
  const quietScores = scores(quiet);
  const busyScores = scores(busy);
  const cliScores = quiet.filter((row) => row.site === site).map((row) => row.cli.score);
  const quietMedian = median(quietScores);
  summary[site] = {
    quiet: { scores: quietScores, median: quietMedian, spread: spread(quietScores) },
    busy: { scores: busyScores, median: median(busyScores), spread: spread(busyScores) },
    cliQuiet: { scores: cliScores, median: median(cliScores) },
    cliBusy: { scores: busy.filter((row) => row.site === site).map((row) => row.cli.score) },
  };
  const far = busyScores.filter((score) => Math.abs(score - quietMedian) > tolerance);
  if (far.length || busyScores.length < rounds)
    missed.push(
      `${site}: busy scores ${busyScores.join(', ')} against a quiet median of ${quietMedian}`,
    );
  if (Math.abs(quietMedian - median(cliScores)) > tolerance)
    missed.push(`${site}: quiet median ${quietMedian} against the CLI's ${median(cliScores)}`);
}
console.log(`\n${JSON.stringify(summary, null, 2)}`);
if (options.json)
  writeFileSync(options.json, JSON.stringify({ summary, rows: [...quiet, ...busy] }, null, 2));
console.log(missed.length ? `\nMISSED: ${missed.join('; ')}` : '\nEvery target met.');
process.exitCode = missed.length ? 1 : 0;
bench.stop();
