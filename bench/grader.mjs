#!/usr/bin/env node
// The website grader under load, with its real browser measurement:
//   npm run bench:grader [-- --no-build] [--requests 10] [--json out.json]
// Builds the site (unless --no-build), starts the browser fixture sites (light and heavy dealer
// sites on the test network's "public" 127.0.0.5, tests/fixtures/browser-sites) and one
// production server on a fresh embedded database, then:
//   1. idle: one request on the idle instance;
//   2. burst: `requests` requests at once (half the light site, half the heavy one, each under
//      its own address so none is a reused report), each from its own loopback address (the
//      grader allows 10 new analyses per visitor address and hour).
// Each request is the grader's form posted as a browser without JavaScript posts it; "instant"
// is the time to its answer (303 to the report), "measured" the time until the report's
// measurement (GET /api/grader/measurements/<id>) is done. Meanwhile /proc is sampled every
// 100 ms for the browser's process tree (the runner, Chromium and all it started, found by the
// run's profile folder in this benchmark's own TMPDIR): the peak of its summed RSS (and PSS), and how many
// Chromium browsers ran at once. Prints a table, the scores of each site's repeated runs (their
// spread is the measurement's stability), and exits 1 when a target is missed: instant part
// p95 < 3 s, one request on an idle instance measured < 30 s, at most GRADER_BROWSERS (1)
// Chromium at a time. Timings are noise on a busy machine: run it under the shared lock, never
// as a test.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    requests: { type: 'string', default: '10' },
    json: { type: 'string' },
  },
});
const requests = Number(options.requests);
const root = resolve(import.meta.dirname, '..');
const basePort = Number(process.env.BENCH_PORT ?? 5600);
const sitesPort = basePort + 10;
const internalPort = basePort + 11;
const origin = `http://127.0.0.1:${basePort}`;
const targets = { instantP95Ms: 3_000, idleMeasuredMs: 30_000, browsersAtOnce: 1 };

const work = mkdtempSync(join(tmpdir(), 'autosites-bench-grader-'));
const serverTmp = join(work, 'tmp');
execFileSync('mkdir', ['-p', serverTmp]);
const children = [];

function start(command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', () => {
  stopAll();
  rmSync(work, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function waitFor(url) {
  for (let i = 0; i < 480; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer`);
}

/** The line `ANALYSIS_TEST_HOSTS=…` the fixture sites print once they listen. */
function testHostsOf(child) {
  return new Promise((resolveHosts, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const found = /ANALYSIS_TEST_HOSTS=(\S+)/.exec(output);
      if (found) resolveHosts(found[1]);
    });
    child.once('exit', () => reject(new Error(`fixture sites exited: ${output}`)));
  });
}

// --- the browser's process tree, from /proc --------------------------------------------------

const pageSize = 4096;
function sampleBrowsers() {
  let rssBytes = 0;
  let pssBytes = 0;
  const browsers = new Set();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'latin1');
      if (!cmdline.includes(`${serverTmp}/autosites-grader-`)) continue;
      const pages = Number(readFileSync(`/proc/${entry}/statm`, 'latin1').split(' ')[1]);
      rssBytes += pages * pageSize;
      // PSS shares each page among the processes that map it: Chromium's processes share a lot.
      const pss = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${entry}/smaps_rollup`, 'latin1'));
      pssBytes += Number(pss?.[1] ?? 0) * 1024;
      // Chromium's browser process: a --user-data-dir and no --type (renderers, GPU… have one).
      const args = cmdline.split('\0');
      const profile = args.find((arg) => arg.startsWith('--user-data-dir='));
      if (profile && !args.some((arg) => arg.startsWith('--type='))) browsers.add(profile);
    } catch {
      // exited meanwhile
    }
  }
  return { rssBytes, pssBytes, browsers: browsers.size };
}

const peak = { rssBytes: 0, pssBytes: 0, browsers: 0 };
let sampling = true;
async function sampleLoop() {
  while (sampling) {
    const sample = sampleBrowsers();
    peak.rssBytes = Math.max(peak.rssBytes, sample.rssBytes);
    peak.pssBytes = Math.max(peak.pssBytes, sample.pssBytes);
    peak.browsers = Math.max(peak.browsers, sample.browsers);
    await sleep(100);
  }
}

// --- one visitor ---------------------------------------------------------------------------

/** The grader form's fields as the page renders them (React's hidden action fields included). */
async function formFields() {
  const html = await (await fetch(`${origin}/website-grader`)).text();
  const field = html.indexOf('id="grader-url"');
  const form =
    field < 0 ? '' : html.slice(html.lastIndexOf('<form', field), html.indexOf('</form>', field));
  const fields = [];
  for (const input of form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
    if (name) fields.push([name, unescapeHtml(value)]);
  }
  if (!fields.length) throw new Error('no grader form on /website-grader');
  return fields;
}

const unescapeHtml = (text) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** POST the form (multipart, as a browser without JavaScript) from `localAddress`. */
function postForm(fields, localAddress) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const body = Buffer.from(
    fields
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`,
  );
  return new Promise((done, fail) => {
    const request = http.request(
      `${origin}/website-grader`,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
          origin,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          done({ status: response.statusCode, location: response.headers.location }),
        );
      },
    );
    request.on('error', fail);
    request.end(body);
  });
}

async function gradeOnce(fields, url, localAddress) {
  const startedAt = performance.now();
  const answer = await postForm(
    fields
      .map(([name, value]) => [name, name === 'url' ? url : value])
      .concat(fields.some(([name]) => name === 'url') ? [] : [['url', url]]),
    localAddress,
  );
  const instantMs = performance.now() - startedAt;
  const reportId = /report\/([0-9a-f-]{36})/.exec(answer.location ?? '')?.[1];
  if (answer.status !== 303 || !reportId)
    throw new Error(`${url}: answered ${answer.status} ${answer.location ?? ''}`);
  for (;;) {
    const status = await (await fetch(`${origin}/api/grader/measurements/${reportId}`)).json();
    if (status.state === 'done' || status.state === 'failed') {
      return {
        url,
        instantMs,
        measuredMs: performance.now() - startedAt,
        state: status.state,
        score: status.score ?? null,
        lcpMs: status.values?.lcp ?? null,
        reason: status.reason ?? null,
      };
    }
    await sleep(250);
  }
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// --- the run -------------------------------------------------------------------------------

if (!options['no-build']) {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
const sites = start(process.execPath, [
  'scripts/run-ts.mjs',
  'tests/fixtures/serve-browser-sites.ts',
  String(sitesPort),
  String(internalPort),
]);
const testHosts = await testHostsOf(sites);
const server = start(join(root, 'node_modules/.bin/next'), ['start', '-p', String(basePort)], {
  NEXT_MANUAL_SIG_HANDLE: '1',
  DATABASE_URL: '',
  DATA_DIR: join(work, 'data'),
  TMPDIR: serverTmp,
  SITE_URL: origin,
  ANALYSIS_TEST_HOSTS: testHosts,
  ANALYSIS_TEST_PUBLIC_ADDRESSES: '127.0.0.5',
});
server.stdout.resume();
await waitFor(`${origin}/api/health`);
const health = await (await fetch(`${origin}/api/health`)).json();
if (health.measurements?.browser !== 'available') {
  throw new Error(`the server has no browser: ${JSON.stringify(health.measurements)}`);
}
const fields = await formFields();
// Warm up: the grader page and its action, once (a first request compiles nothing, but loads).
await fetch(`${origin}/website-grader`);
void sampleLoop();

const site = (name, tag) => `http://${name}.dealer.test:${sitesPort}/?${tag}`;
console.log('idle: one request…');
const idle = await gradeOnce(fields, site('light', 'idle'), '127.0.0.20');
console.log(`burst: ${requests} requests at once…`);
const burstStart = performance.now();
const burst = await Promise.all(
  Array.from({ length: requests }, (_, i) =>
    gradeOnce(fields, site(i % 2 ? 'heavy' : 'light', `burst${i}`), `127.0.0.${30 + i}`),
  ),
);
const burstMs = performance.now() - burstStart;
sampling = false;

const rows = [idle, ...burst];
console.log('\nrequest                                   instant   measured  state  score   LCP');
for (const row of rows) {
  console.log(
    `${row.url.padEnd(41)} ${seconds(row.instantMs).padStart(7)} ${seconds(row.measuredMs).padStart(10)}  ${row.state.padEnd(6)} ${String(row.score ?? row.reason).padStart(5)} ${row.lcpMs === null ? '' : seconds(row.lcpMs).padStart(7)}`,
  );
}
const instant = burst.map((row) => row.instantMs);
const measured = burst.map((row) => row.measuredMs);
const scoresOf = (name) =>
  rows
    .filter((row) => row.url.includes(`//${name}.`) && row.score !== null)
    .map((row) => row.score);
const spread = (scores) => (scores.length ? Math.max(...scores) - Math.min(...scores) : null);
const summary = {
  idle: { instantMs: Math.round(idle.instantMs), measuredMs: Math.round(idle.measuredMs) },
  burst: {
    requests,
    wallMs: Math.round(burstMs),
    instantP50Ms: Math.round(quantile(instant, 0.5)),
    instantP95Ms: Math.round(quantile(instant, 0.95)),
    measuredP50Ms: Math.round(quantile(measured, 0.5)),
    measuredP95Ms: Math.round(quantile(measured, 0.95)),
    failed: burst.filter((row) => row.state !== 'done').length,
  },
  browserTree: {
    peakRssMb: Math.round(peak.rssBytes / 2 ** 20),
    peakPssMb: Math.round(peak.pssBytes / 2 ** 20),
    peakChromiumAtOnce: peak.browsers,
  },
  stability: {
    light: { scores: scoresOf('light'), spread: spread(scoresOf('light')) },
    heavy: { scores: scoresOf('heavy'), spread: spread(scoresOf('heavy')) },
  },
};
console.log(`\n${JSON.stringify(summary, null, 2)}`);
if (options.json) writeFileSync(options.json, JSON.stringify({ summary, rows }, null, 2));

const missed = [];
if (summary.burst.instantP95Ms > targets.instantP95Ms) missed.push('instant part p95 ≥ 3 s');
if (summary.idle.measuredMs > targets.idleMeasuredMs) missed.push('idle request measured ≥ 30 s');
if (peak.browsers > targets.browsersAtOnce) missed.push('more than one Chromium at a time');
if (summary.burst.failed > 0) missed.push(`${summary.burst.failed} measurement(s) failed`);
console.log(missed.length ? `\nMISSED: ${missed.join('; ')}` : '\nEvery target met.');
process.exitCode = missed.length ? 1 : 0;
stopAll();
