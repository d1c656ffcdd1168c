// One browser measurement, in a process of its own (lib/analysis/browser/run.ts starts it as the
// leader of a new process group, so that Chromium and everything it starts can be killed at
// once): `node lighthouse-runner.mjs '<job JSON>'`, where the job is
//   { chromePath, flags, url, outFile, maxWaitForLoadMs, budgetMs, slowBenchmarkIndex,
//     maxOtherLoad }.
// Starts Chromium with the given flags (its proxy, its fresh profile), denies downloads, and runs
// Lighthouse's mobile performance audit with its default simulated throttling (the CPU slowed
// 4×, as Lighthouse's CLI does), on the CPU time of the page's tasks (cpu-time-trace.mjs). When
// Lighthouse's benchmark of the machine reads under slowBenchmarkIndex (browser-result.ts), or
// other work took more than maxOtherLoad (0–1) of the machine's CPU during the load
// (machine-load.mjs), the page is loaded again, up to three loads, while the budget allows: the
// parent keeps the median. Writes { runs: [LHR, …], renderedHtml, firstScreen } to outFile (the
// page's DOM after its first measured load, and the call and WhatsApp links on its first screen
// then; each LHR's environment.otherLoad is ours), and creates
// outFile + '.loaded' once the page has loaded; the parent reads it, then kills the group. Plain
// JavaScript: the server runs it as it is, without a build step.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import puppeteer from 'puppeteer-core';
import { toThreadTime } from './cpu-time-trace.mjs';
import { otherLoad, ownGroup, readCpu } from './machine-load.mjs';

const job = JSON.parse(process.argv[2] ?? '{}');

/** Lighthouse asks to run again when it loses the trace of a load. */
const retryCodes = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST']);

function startChromium() {
  const chrome = spawn(job.chromePath, job.flags, { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk) => {
      if (seen === null) return; // keep draining, or Chromium blocks on a full pipe
      seen += chunk;
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
      if (match) {
        seen = null;
        resolve(match[1]);
      } else if (seen.length > 64_000) seen = seen.slice(-4_000);
    };
    chrome.stderr.on('data', onData);
    chrome.once('error', reject);
    chrome.once('exit', (code, signal) =>
      reject(new Error(`Chromium exited before it was ready (${signal ?? code})`)),
    );
  });
}

const endpoint = await startChromium();
const browser = await puppeteer.connect({ browserWSEndpoint: endpoint, defaultViewport: null });
const session = await browser.target().createCDPSession();
await session.send('Browser.setDownloadBehavior', { behavior: 'deny' });
const flags = {
  logLevel: 'error',
  output: 'json',
  onlyCategories: ['performance'],
  disableFullPageScreenshot: true,
  maxWaitForLoad: job.maxWaitForLoadMs,
  // Web pages may not reach these anyway; a second lock costs nothing.
  blockedUrlPatterns: ['file:*', 'ftp:*', 'chrome:*', 'chrome-extension:*', 'devtools:*'],
};

/** Says, in a file beside the output, that the measured page has loaded. */
function markLoaded() {
  try {
    writeFileSync(`${job.outFile}.loaded`, '');
  } catch {
    // The parent then counts the failure as ours and tries again: no harm.
  }
}

/** The measurement's process group (the runner leads it): its CPU time is not other work. */
const group = ownGroup();

/** The page as rendered at the end of the first load that measured (the checks read it). */
let renderedHtml;
/** At most this much of it is kept (rendered-page.ts reads as much). */
const maxRenderedHtml = 2_000_000;
/** The tap-to-call and WhatsApp links of that page, and which of them its first screen shows. */
let firstScreen;
const firstScreenPhone = {
  width: 390,
  height: 844,
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/**
 * In the page: its viewport (Lighthouse's phone), how many tel: and WhatsApp links it has, and
 * how many of each a visitor sees on the first screen without scrolling (laid out, not hidden,
 * inside the viewport; a bar fixed to the screen's bottom counts).
 */
function readFirstScreen() {
  const height = window.innerHeight;
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.top < height &&
      box.bottom > 0 &&
      style.visibility !== 'hidden' &&
      Number(style.opacity) > 0
    );
  };
  const links = [...document.querySelectorAll('a[href]')];
  const tel = links.filter((link) => /^\s*tel:/i.test(link.getAttribute('href') ?? ''));
  const whatsapp = links.filter((link) =>
    /^(https?:\/\/(wa\.me|api\.whatsapp\.com|web\.whatsapp\.com)\/|whatsapp:)/i.test(link.href),
  );
  // The phone's screen as said to the visitor; a page wider than it is zoomed out to fit, and
  // its first screen (innerHeight) then holds more of the page, each part smaller.
  return {
    width: window.screen.width,
    height: window.screen.height,
    tel: tel.length,
    telShown: tel.filter(shown).length,
    whatsapp: whatsapp.length,
    whatsappShown: whatsapp.filter(shown).length,
  };
}

/** One load of the page in a page of its own, once more when Lighthouse lost its trace. */
async function measure() {
  let lhr;
  for (let attempt = 0; attempt < 2; attempt++) {
    const page = await browser.newPage();
    // Once the page has loaded, a failure is the page's (run.ts does not try it again).
    page.once('load', markLoaded);
    // Lighthouse's navigation, gathered and audited as lighthouse() does, with the trace's tasks
    // timed by the CPU time they took rather than by the wall clock (cpu-time-trace.mjs): what
    // other work on our machine made them wait is not the page's.
    const before = group === null ? null : readCpu(group);
    const { artifacts, runnerOptions } = await navigationGather(page, job.url, { flags });
    const load = otherLoad(before, group === null ? null : readCpu(group));
    if (Array.isArray(artifacts.Trace?.traceEvents)) toThreadTime(artifacts.Trace.traceEvents);
    ({ lhr } = await Runner.audit(artifacts, runnerOptions));
    // What other work took of our machine during this very load (extract.ts reads it).
    if (lhr.environment && load !== null) lhr.environment.otherLoad = load;
    if (renderedHtml === undefined && !lhr.runtimeError?.code) {
      renderedHtml = await page
        .content()
        .then((html) => html.slice(0, maxRenderedHtml))
        .catch(() => undefined);
      // Lighthouse resets its phone emulation when it is done: the page is laid out again on a
      // 390 × 844 phone (an iPhone 12 to 15), as a buyer's hand holds it, before it is read.
      firstScreen = await page
        .setViewport(firstScreenPhone)
        .then(() => page.evaluate(readFirstScreen))
        .catch(() => undefined);
    }
    await page.close().catch(() => undefined);
    if (!retryCodes.has(lhr.runtimeError?.code)) break;
  }
  return lhr;
}

const maxRuns = 3;
const started = Date.now();
const runs = [];
while (runs.length < maxRuns) {
  const before = Date.now();
  const lhr = await measure();
  runs.push(lhr);
  if (lhr.runtimeError?.code) break;
  // Again when Lighthouse's benchmark says the machine is too slow to trust one load, or when
  // other work took more than maxOtherLoad of the machine while this load ran.
  const benchmark = lhr.environment?.benchmarkIndex;
  const load = lhr.environment?.otherLoad;
  const fastEnough = typeof benchmark === 'number' && benchmark >= (job.slowBenchmarkIndex ?? 0);
  const contended = typeof load === 'number' && load > (job.maxOtherLoad ?? 1);
  if (fastEnough && !contended) break;
  // Another load only when it fits in what is left of the budget, with room to spare.
  const took = Date.now() - before;
  if (Date.now() - started + took * 1.5 > (job.budgetMs ?? 0)) break;
}
writeFileSync(job.outFile, JSON.stringify({ runs, renderedHtml, firstScreen }));
process.exit(0);
