#!/usr/bin/env node
// The site against the bare framework (bench/reference: the same Next, React and next-intl, one
// localized page, a header, a language switcher, the same Inter file), page by page:
//   npm run bench:pages [-- --no-build] [--rounds 3] [--only /services | --pages /,/tr,/about]
//                       [--idle | --idle-only] [--json out.json]
// Builds both apps, starts both, and for every page of the site's sitemap runs Lighthouse
// (mobile, default throttling) on the page and on the reference page of its language,
// alternating, `rounds` times each; prints the medians, the ratios and the bytes each page
// loads, then the origin's requests/s on `/` against the reference's `/en`. With --idle (or
// --idle-only, which skips Lighthouse and throughput) it also measures each page's idle
// main-thread work (bench/idle-work.mjs, ≈ 1.5 min a page, 6 at a time). Exits 1 when a budget
// below is exceeded. Timings are noise on a busy machine: run it with nothing else
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

/** The budgets: against the reference in the same run, and in KB gzip. */
const budgets = {
  tbtRatio: 1.2,
  /** Main-thread ms per 10 s idle, from 60 s after load, at the top and at the bottom. */
  idleMs: 20,
  fcpRatio: 1.1,
  bytes: (path) =>
    ['/', '/tr', '/el'].includes(path)
      ? { js: 165, inline: 12, html: 30 }
      : { js: 160, inline: 8, html: 20 },
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

async function sitemapPaths() {
  const xml = await (await fetch(`${site}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc).pathname.replace(/(.)\/$/, '$1'))
    .filter((path) => !options.only || path.includes(options.only))
    .filter((path) => !options.pages || options.pages.split(',').includes(path));
}

/** What one page breaks of the budgets, in words. */
function overBudget(path, ours, ref, bytes) {
  const broken = [];
  const limit = budgets.bytes(path);
  if (ours.performance < ref.performance)
    broken.push(`score ${ours.performance} < ${ref.performance}`);
  if (ours.tbt > ref.tbt * budgets.tbtRatio) broken.push(`TBT ${(ours.tbt / ref.tbt).toFixed(2)}×`);
  if (ours.fcp > ref.fcp * budgets.fcpRatio) broken.push(`FCP ${(ours.fcp / ref.fcp).toFixed(2)}×`);
  if (ours.cls > 0) broken.push(`CLS ${ours.cls.toFixed(3)}`);
  for (const category of ['accessibility', 'bestPractices', 'seo'])
    if (ours[category] < 100)
      broken.push(`${category} ${ours[category]} (${ours.failing.join(' ')})`);
  for (const kind of ['js', 'inline', 'html'])
    if (bytes[kind] > limit[kind])
      broken.push(`${kind} ${bytes[kind].toFixed(1)} > ${limit[kind]} KB`);
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
  for (const url of [site, bare])
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

  const paths = await sitemapPaths();
  if (options['idle-only']) return (await idleBudgets(paths)) === 0;
  const lighthouse = await lighthouseRunner();
  const results = [];
  let failures = 0;
  try {
    console.log(`${paths.length} pages × ${rounds} rounds, site and reference alternating`);
    for (const path of paths) {
      const ours = [];
      const ref = [];
      for (let round = 0; round < rounds; round++) {
        ours.push(await lighthouse.run(site + path));
        ref.push(await lighthouse.run(bare + referencePath(path)));
      }
      const [o, r] = [medians(ours), medians(ref)];
      const bytes = await pageBytes(site + path);
      const broken = overBudget(path, o, r, bytes);
      failures += broken.length > 0 ? 1 : 0;
      results.push({ path, ours: o, reference: r, bytes, broken });
      console.log(
        `${path.padEnd(44)} score ${String(o.performance).padStart(3)}/${String(r.performance).padEnd(3)}` +
          ` TBT ${ms(o.tbt)}/${ms(r.tbt)} (${(o.tbt / r.tbt).toFixed(2)}×)` +
          ` FCP ${ms(o.fcp)}/${ms(r.fcp)} (${(o.fcp / r.fcp).toFixed(2)}×)` +
          ` LCP ${ms(o.lcp)}/${ms(r.lcp)} CLS ${o.cls.toFixed(3)}` +
          ` a11y/bp/seo ${o.accessibility}/${o.bestPractices}/${o.seo}` +
          ` JS ${kb(bytes.js)} inline ${kb(bytes.inline)} HTML ${kb(bytes.html)} KB` +
          (broken.length ? `  OVER: ${broken.join(', ')}` : '  ok'),
      );
    }
  } finally {
    await lighthouse.close();
  }
  const referenceBytes = await pageBytes(`${bare}/en`);
  console.log(
    `reference /en: JS ${kb(referenceBytes.js)} inline ${kb(referenceBytes.inline)} HTML ${kb(referenceBytes.html)} KB`,
  );

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
  console.log(`${failures} of ${results.length} pages over budget`);
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
