import 'server-only';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { db } from '@/lib/db/client';
import { runTimeEnv, type RunTimeEnv } from '@/lib/env';
import { nudgeFollowUps } from '@/lib/follow-ups/follow-up-nudge';
import type { JobEngine } from '@/lib/jobs/job-engine';
import { logEvent } from '@/lib/log';
import { findChromium } from '../browser/chromium';
import { sweepOrphans } from '../browser/process-tree';
import { fetchFieldData, type FieldData } from '../browser/field-data';
import { runMeasurement, type RunOutcome } from '../browser/run';
import { analysisNetwork } from '../network';
import { pageSpeedConfig } from '../pagespeed';
import { startMeasurementWorker } from './measurement-worker';

/** Whether this instance can measure pages in a browser, and if not, why. */
export type GraderBrowser =
  | { available: true; chromePath: string; browsers: number }
  | { available: false; reason: 'disabled' | 'no_chromium' | 'no_lighthouse' };

/** The runner script, beside this module in the source tree (and traced into standalone builds). */
export const runnerPath = () => join(process.cwd(), 'lib/analysis/browser/lighthouse-runner.mjs');

// Shared by the bundles of one process (instrumentation, pages, route handlers).
const state = globalThis as { __autositesGraderBrowser?: GraderBrowser };

export function detectGraderBrowser(env: RunTimeEnv = runTimeEnv()): GraderBrowser {
  if (env.GRADER_BROWSERS === 0) return { available: false, reason: 'disabled' };
  if (!existsSync(runnerPath()) || !existsSync(join(process.cwd(), 'node_modules/lighthouse')))
    return { available: false, reason: 'no_lighthouse' };
  const chromePath = findChromium(env.CHROME_PATH, env.PATH);
  if (!chromePath) return { available: false, reason: 'no_chromium' };
  return { available: true, chromePath, browsers: env.GRADER_BROWSERS };
}

/** This instance's browser, found once per process. */
export function graderBrowser(): GraderBrowser {
  state.__autositesGraderBrowser ??= detectGraderBrowser();
  return state.__autositesGraderBrowser;
}

const missingMessages = {
  disabled: 'GRADER_BROWSERS=0: this instance measures no pages in a browser.',
  no_chromium:
    'No Chromium found (CHROME_PATH, or chromium on the PATH): the website grader cannot measure pages in a browser and its reports say so. Install it (apt-get install chromium) or set CHROME_PATH, then restart.',
  no_lighthouse:
    'Lighthouse is not installed (node_modules/lighthouse): run npm install. The website grader cannot measure pages in a browser until then.',
};

/**
 * Starts this process's measurement worker on the job engine when it has a browser, and says
 * clearly at start-up when it has none. Leftovers of a server that died mid-run are cleaned first.
 */
export async function startAppMeasurements(
  engine: JobEngine,
): Promise<{ stop(budgetMs: number): Promise<void> } | undefined> {
  const env = runTimeEnv();
  const browser = graderBrowser();
  const swept = sweepOrphans();
  if (swept.killed > 0 || swept.removed > 0) logEvent('warn', 'measurement.orphans_removed', swept);
  if (!browser.available) {
    logEvent(browser.reason === 'disabled' ? 'info' : 'error', 'measurement.no_browser', {
      reason: browser.reason,
      message: missingMessages[browser.reason],
    });
    return undefined;
  }
  logEvent('info', 'measurement.browser', {
    chromePath: browser.chromePath,
    browsers: browser.browsers,
  });
  const network = analysisNetwork(env);
  // Google's field data, asked beside the run; a slow answer holds the result at most this long.
  const pageSpeed = pageSpeedConfig(env, fieldDataTimeoutMs);
  const worker = await startMeasurementWorker({
    engine,
    prisma: db,
    browsers: browser.browsers,
    visitorBudgetMs: env.GRADER_VISITOR_BROWSER_SECONDS * 1000,
    measure: (job) =>
      measureWithFieldData(
        runMeasurement({
          chromePath: browser.chromePath,
          url: job.url,
          deadlineMs: env.GRADER_DEADLINE_SECONDS * 1000,
          repeatBelowBenchmark: env.GRADER_REPEAT_BELOW_BENCHMARK,
          repeatAboveOtherLoad: env.GRADER_REPEAT_ABOVE_OTHER_LOAD,
          network,
          runnerPath: runnerPath(),
        }),
        pageSpeed ? fetchFieldData(job.url, pageSpeed) : null,
      ),
    // The report's e-mail may be waiting for this measurement.
    onFinished: () => nudgeFollowUps(),
  });
  return { stop: (budgetMs) => worker.stop(budgetMs) };
}

/** How long a measurement waits for PageSpeed Insights' field data (it runs a test of its own). */
export const fieldDataTimeoutMs = 30_000;

/**
 * A run's outcome with Google's field data in its result: `field` is null when no key is set
 * (the report then shows nothing of it); its answer null when Google has no figures (the report
 * says so).
 */
export async function measureWithFieldData(
  run: Promise<RunOutcome>,
  field: Promise<FieldData | null> | null,
): Promise<RunOutcome> {
  const [outcome, fieldData] = await Promise.all([run, field]);
  if (!outcome.ok || field === null) return outcome;
  return {
    ...outcome,
    run: { ...outcome.run, result: { ...outcome.run.result, field: fieldData ?? null } },
  };
}
