#!/usr/bin/env node
// The site against the bare framework (bench/reference: the same Next, React and next-intl, one
// localized page, a header, a language switcher, the same Inter file) and against its floor (the
// same page without its scripts, bench/floor-server.mjs), page by page:
//   npm run bench:pages [-- --no-build] [--rounds 3] [--only /services | --pages /,/tr,/about]
//                       [--idle | --idle-only] [--json out.json]
// Builds both apps, starts both, and for every page of the site's sitemap runs Lighthouse
// (mobile, default throttling) on the page, on the reference page of its language and on the
// page's floor, alternating, `rounds` times each; prints the medians, the ratios (LCP against the
// framework's over all its runs: frameworkLcps below) and the JS each page
// loads, then the origin's requests/s on `/` against the reference's `/en`. With --idle (or
// --idle-only, which skips Lighthouse and throughput) it also measures each page's idle
// main-thread work (bench/idle-work.mjs, ≈ 1.5 min a page, 6 at a time). Exits 1 when a goal
// below is missed. Timings are noise on a busy machine: run it with nothing else
// running, and never as a test. With --no-build, the build must have been made with
// SITE_URL=http://127.0.0.1:<BENCH_PORT> (canonical links name it; SEO fails otherwise).
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { httpLoad } from './http-load.mjs';
import { pageBytes } from './page-bytes.mjs';
import { lighthouseRunner } from './lighthouse-runner.mjs';
import { idleWork } from './idle-work.mjs';
import { startFloor } from './floor-server.mjs';

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
    only: { type: 'string' },
    pages: { type: 'string' },
    json: { type: 'string' },
    idle: { type: 'boolean', default: false },
    'idle-only': { type: 'boolean', default: false },
  },
});
const rounds = Number(options.rounds);
const root = resolve(import.meta.dirname, '..');
const reference = join(root, 'bench/reference');
const next = join(root, 'node_modules/.bin/next');
const basePort = Number(process.env.BENCH_PORT ?? 5400);
const site = `http://127.0.0.1:${basePort}`;
const bare = `http://127.0.0.1:${basePort + 1}`;
const floor = `http://127.0.0.1:${basePort + 2}`;

/** The goals of every page, in the same run: medians of `rounds` alternating runs. */
const budgets = {
  score: 98,
  /** LCP at most this times the bare framework's (the reference page of its language). */
  lcpRatio: 1.1,
  tbtMs: 150,
  /** First-load JS, KB gzip. */
  jsKb: 165,
  /** Main-thread ms per 10 s idle, from 60 s after load, at the top and at the bottom. */
  idleMs: 20,
};

const children = [];
const work = mkdtempSync(join(tmpdir(), 'autosites-bench-pages-'));

function start(args, env = {}) {
  const child = spawn(next, args, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
}

async function waitFor(url) {
  for (let i = 0; i < 480; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The medians of each Lighthouse figure over the runs of one page, and every failing audit. */
function medians(runs) {
  const numbers = Object.keys(runs[0]).filter((key) => typeof runs[0][key] === 'number');
  return {
    ...Object.fromEntries(numbers.map((key) => [key, median(runs.map((run) => run[key]))])),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

/** The reference's page in the language of one of the site's paths. */
const referencePath = (path) => `/${/^\/(tr|el)(\/|$)/.exec(path)?.[1] ?? 'en'}`;

/**
 * The bare framework's LCP per reference page: the median of every run of that page in this
 * bench, not of the three beside one page. Its LCP is bimodal under Lighthouse's simulation
 * (≈ 1.2 s when its first paint comes before its scripts have arrived, ≈ 1.7 s when after:
 * Lantern then counts them), so a median of three landed on the low mode for 9 pages of 57, and
 * there even the page without scripts (the floor) "missed", at 1.11–1.37×. Every run of the same
 * page estimates the same figure; pooling them keeps the comparison to the framework, in the
 * same run, without that lottery.
 */
const frameworkLcps = new Map();
const frameworkLcp = (path) => median(frameworkLcps.get(referencePath(path)));

async function sitemapPaths() {
  const xml = await (await fetch(`${site}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc).pathname.replace(/(.)\/$/, '$1'))
    .filter((path) => !options.only || path.includes(options.only))
    .filter((path) => !options.pages || options.pages.split(',').includes(path));
}

/** What one page misses of the goals, in words. */
function overBudget(ours, referenceLcp, bytes) {
  const broken = [];
  if (ours.performance < budgets.score) broken.push(`score ${ours.performance} < ${budgets.score}`);
  if (ours.lcp > referenceLcp * budgets.lcpRatio)
    broken.push(`LCP ${(ours.lcp / referenceLcp).toFixed(2)}× the framework's`);
  if (ours.tbt > budgets.tbtMs) broken.push(`TBT ${Math.round(ours.tbt)} > ${budgets.tbtMs} ms`);
  if (ours.cls > 0) broken.push(`CLS ${ours.cls.toFixed(3)}`);
  for (const category of ['accessibility', 'bestPractices', 'seo'])
    if (ours[category] < 100)
      broken.push(`${category} ${ours[category]} (${ours.failing.join(' ')})`);
  if (bytes.js > budgets.jsKb) broken.push(`JS ${bytes.js.toFixed(1)} > ${budgets.jsKb} KB`);
  return broken;
}

const ms = (value) => `${Math.round(value)}`.padStart(5);
const kb = (value) => value.toFixed(1).padStart(6);

async function main() {
  if (!options['no-build']) {
    // Canonical URLs are written at build time: they must name the origin Lighthouse loads.
    execFileSync('npm', ['run', 'build'], {
      cwd: root,
      env: { ...process.env, SITE_URL: site, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'inherit',
    });
    execFileSync(next, ['build', reference], { cwd: root, stdio: 'inherit' });
  }
  // A server left on a port would be measured instead of this build.
  for (const url of [site, bare, floor])
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      throw new Error(`${url} is already taken`);
  const dataDir = join(work, 'data');
  execFileSync('node', ['scripts/run-ts.mjs', 'scripts/db-migrate.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  start(['start', '-p', String(basePort)], { DATA_DIR: dataDir, SITE_URL: site });
  start(['start', reference, '-p', String(basePort + 1)]);
  await Promise.all([waitFor(`${site}/robots.txt`), waitFor(`${bare}/en`)]);
  const floorServer = await startFloor(site, basePort + 2);
  children.push({ kill: () => floorServer.close() });

  const paths = await sitemapPaths();
  if (options['idle-only']) return (await idleBudgets(paths)) === 0;
  const lighthouse = await lighthouseRunner();
  const results = [];
  let failures = 0;
  try {
    console.log(
      `${paths.length} pages × ${rounds} rounds, site / framework / floor alternating` +
        ` (goals: score ≥ ${budgets.score}, LCP ≤ ${budgets.lcpRatio}× the framework's,` +
        ` TBT ≤ ${budgets.tbtMs} ms, CLS 0, JS ≤ ${budgets.jsKb} KB)`,
    );
    for (const path of paths) {
      const [ours, ref, floored] = [[], [], []];
      for (let round = 0; round < rounds; round++) {
        ours.push(await lighthouse.run(site + path));
        ref.push(await lighthouse.run(bare + referencePath(path)));
        floored.push(await lighthouse.run(floor + path));
      }
      const [o, r, f] = [medians(ours), medians(ref), medians(floored)];
      const pooled = frameworkLcps.get(referencePath(path)) ?? [];
      frameworkLcps.set(referencePath(path), [...pooled, ...ref.map((run) => run.lcp)]);
      const bytes = await pageBytes(site + path);
      const broken = overBudget(o, frameworkLcp(path), bytes);
      results.push({ path, ours: o, reference: r, floor: f, bytes, broken });
      const three = (key, format) => `${format(o[key])}/${format(r[key])}/${format(f[key])}`;
      console.log(
        `${path.padEnd(44)} score ${three('performance', (v) => String(v).padStart(3))}` +
          ` LCP ${three('lcp', ms)} (${(o.lcp / frameworkLcp(path)).toFixed(2)}×)` +
          ` TBT ${three('tbt', ms)} FCP ${three('fcp', ms)} CLS ${o.cls.toFixed(3)}` +
          ` a11y/bp/seo ${o.accessibility}/${o.bestPractices}/${o.seo} JS ${kb(bytes.js)} KB` +
          (broken.length ? `  MISSED: ${broken.join(', ')}` : '  ok'),
      );
    }
  } finally {
    await lighthouse.close();
  }
  const referenceBytes = await pageBytes(`${bare}/en`);
  console.log(
    `columns: ours/framework/floor. Framework /en: JS ${kb(referenceBytes.js)} KB, HTML ${kb(referenceBytes.html)} KB`,
  );
  // The verdicts again, against the framework's LCP over the whole run (a page measured early
  // was compared with the runs so far).
  console.log(
    `framework LCP, median of all its runs: ${[...frameworkLcps]
      .map(([page, lcps]) => `${page} ${Math.round(median(lcps))} ms (${lcps.length} runs)`)
      .join(', ')}`,
  );
  for (const result of results) {
    const broken = overBudget(result.ours, frameworkLcp(result.path), result.bytes);
    if (broken.join() !== result.broken.join())
      console.log(
        `${result.path}: ${broken.length ? `MISSED: ${broken.join(', ')}` : 'ok'} (final)`,
      );
    result.broken = broken;
    failures += broken.length > 0 ? 1 : 0;
  }

  // Origin throughput, alternating: the site's `/` against the reference's `/en`.
  const throughput = { site: [], reference: [] };
  for (let round = 0; round < 3; round++) {
    throughput.site.push((await httpLoad(`${site}/`, 10, 50)).rps);
    throughput.reference.push((await httpLoad(`${bare}/en`, 10, 50)).rps);
  }
  const [siteRps, referenceRps] = [median(throughput.site), median(throughput.reference)];
  console.log(
    `origin requests/s (median of 3 × 10 s, 50 connections): / ${siteRps.toFixed(0)}, reference /en ${referenceRps.toFixed(0)}, ratio ${(siteRps / referenceRps).toFixed(2)}`,
  );
  console.log(`${failures} of ${results.length} pages miss a goal`);
  if (options.json)
    writeFileSync(options.json, JSON.stringify({ results, referenceBytes, throughput }, null, 2));
  const idleFailures = options.idle ? await idleBudgets(paths) : 0;
  return failures === 0 && idleFailures === 0;
}

/** Idle work of every page and of the reference's, against the budget; the count over it. */
async function idleBudgets(paths) {
  console.log(`idle main-thread work, ms per 10 s from 60 s after load (budget ${budgets.idleMs})`);
  let failures = 0;
  const show = (label, { top, bottom }, over) =>
    console.log(
      `${label.padEnd(44)} top ${ms(top.ms)} ms (${top.styles} style recalcs)` +
        ` bottom ${ms(bottom.ms)} ms (${bottom.styles})${over ? '  OVER' : ''}`,
    );
  await idleWork(
    paths.map((path) => site + path),
    {
      onResult: (url, result) => {
        const over = Math.max(result.top.ms, result.bottom.ms) > budgets.idleMs;
        failures += over ? 1 : 0;
        show(new URL(url).pathname, result, over);
      },
    },
  );
  const reference = await idleWork([`${bare}/en`]);
  show('reference /en', reference[`${bare}/en`], false);
  console.log(`${failures} of ${paths.length} pages over the idle budget`);
  return failures;
}

let ok = false;
try {
  ok = await main();
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
