import 'server-only';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AddressPolicy } from '../fetch/address-policy';
import type { Resolver } from '../fetch/resolve';
import { busyOtherLoad, slowBenchmarkIndex } from './browser-result';
import { chromiumFlags } from './chromium';
import { readRenderedPage } from '../checks/rendered-page';
import { parseFirstScreen } from './first-screen';
import { extractMedianRun, type ExtractedRun, type LighthouseResult } from './extract';
import { startGuardProxy, type RefusedConnection } from './guard-proxy';
import { profileParent, profilePrefix, startProcessGroup } from './process-tree';

/** Why a page could not be measured (`Analysis.browser.failure.<reason>` in messages/*.json). */
export const measurementFailures = [
  'no_browser',
  'timeout',
  'blocked',
  'unreachable',
  'no_paint',
  'crashed',
  'visitor_budget',
  'failed',
] as const;
export type MeasurementFailure = (typeof measurementFailures)[number];

export type RunOptions = {
  chromePath: string;
  url: string;
  /** Past this the whole process tree is killed and the run reported as timed out. */
  deadlineMs: number;
  network: AddressPolicy & { resolver?: Resolver; trustedSpki?: readonly string[] };
  /** lighthouse-runner.mjs and the Node that runs it. */
  runnerPath: string;
  nodePath?: string;
  /** Below this benchmark the page is loaded up to three times (tests raise it). */
  repeatBelowBenchmark?: number;
  /** Above this share (%) of the machine taken by other work, likewise (100: never). */
  repeatAboveOtherLoad?: number;
  /** Told the runner's pid (the process group's id) once it started: the benchmark watches it. */
  onStarted?: (pid: number) => void;
};

export type RunOutcome = { refused: RefusedConnection[]; runMs: number } & (
  | { ok: true; run: ExtractedRun }
  | { ok: false; reason: MeasurementFailure; detail: string; retry: boolean }
);

/** Lighthouse's runtime errors (core/lib/lh-error.js) that say the page itself is at fault. */
const pageErrors: Record<string, MeasurementFailure> = {
  NO_FCP: 'no_paint',
  PAGE_HUNG: 'timeout',
  TARGET_CRASHED: 'crashed',
  NOT_HTML: 'unreachable',
  DNS_FAILURE: 'unreachable',
  FAILED_DOCUMENT_REQUEST: 'unreachable',
  ERRORED_DOCUMENT_REQUEST: 'unreachable',
  INSECURE_DOCUMENT_REQUEST: 'unreachable',
  CHROME_INTERSTITIAL_ERROR: 'unreachable',
};

/** Lighthouse's runtime errors that say the page's document itself never arrived. */
const documentErrors = new Set([
  'FAILED_DOCUMENT_REQUEST',
  'ERRORED_DOCUMENT_REQUEST',
  'DNS_FAILURE',
  'CHROME_INTERSTITIAL_ERROR',
]);

/** The file the runner creates once the page it measures has loaded (lighthouse-runner.mjs). */
const loadedMarker = (outFile: string) => `${outFile}.loaded`;

/**
 * One measurement of `url`: a guarding proxy, a fresh profile, the runner (Lighthouse and
 * Chromium) in a process group of its own, a hard deadline. Whatever happens, the group is
 * killed and the profile removed before this returns.
 */
export async function runMeasurement(options: RunOptions): Promise<RunOutcome> {
  const startedAt = performance.now();
  const proxy = await startGuardProxy(options.network);
  const profileDir = mkdtempSync(join(profileParent(), `${profilePrefix}${process.pid}-`));
  const outFile = join(profileDir, 'lhr.json');
  const job = {
    chromePath: options.chromePath,
    flags: chromiumFlags({
      proxyPort: proxy.port,
      profileDir: join(profileDir, 'profile'),
      trustedSpki: options.network.trustedSpki,
    }),
    url: options.url,
    outFile,
    // Lighthouse never gives up on a hung page before the deadline does.
    maxWaitForLoadMs: options.deadlineMs + 10_000,
    // Loads after the first (on a busy machine) only while they fit well inside the deadline.
    budgetMs: Math.round(options.deadlineMs * 0.8),
    slowBenchmarkIndex: options.repeatBelowBenchmark ?? slowBenchmarkIndex,
    maxOtherLoad: (options.repeatAboveOtherLoad ?? busyOtherLoad) / 100,
  };
  let stderr = '';
  const group = startProcessGroup(
    options.nodePath ?? process.execPath,
    [options.runnerPath, JSON.stringify(job)],
    profileDir,
    (chunk) => {
      if (stderr.length < 4000) stderr += chunk.toString('utf8');
    },
  );
  options.onStarted?.(group.child.pid!);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    group.kill();
  }, options.deadlineMs);
  try {
    await group.exited;
    clearTimeout(timer);
    const refused = [...proxy.refused];
    const runMs = Math.round(performance.now() - startedAt);
    const base = { refused, runMs };
    if (timedOut) {
      return {
        ...base,
        ok: false,
        reason: 'timeout',
        detail: `killed after ${options.deadlineMs} ms`,
        retry: false,
      };
    }
    let lhrs: LighthouseResult[];
    let renderedHtml: unknown;
    let firstScreen: unknown;
    try {
      const output = JSON.parse(readFileSync(outFile, 'utf8')) as {
        runs: LighthouseResult[];
        renderedHtml?: unknown;
        firstScreen?: unknown;
      };
      lhrs = output.runs;
      renderedHtml = output.renderedHtml;
      firstScreen = output.firstScreen;
      if (!Array.isArray(lhrs) || lhrs.length === 0) throw new Error('no runs');
    } catch {
      const detail = `runner exited ${group.child.exitCode ?? group.child.signalCode}: ${stderr.trim().slice(-600)}`;
      // Broken after the page had loaded: the page's doing (a crashed tab, a flood of dialogs),
      // which another attempt would only repeat. Broken before: ours, worth another attempt.
      if (existsSync(loadedMarker(outFile))) {
        return { ...base, ok: false, reason: 'crashed', detail, retry: false };
      }
      return { ...base, ok: false, reason: 'failed', detail, retry: true };
    }
    const run = extractMedianRun(lhrs.filter((lhr) => !lhr.runtimeError?.code));
    const error = lhrs.find((lhr) => lhr.runtimeError?.code)?.runtimeError;
    if (!run && error?.code) {
      // Refused: the page's own address, or, when the document itself never arrived, an address
      // its redirects led to (nothing else was requested before the document failed).
      const blocked =
        refused.some((entry) => entry.target.includes(new URL(options.url).host)) ||
        (documentErrors.has(error.code) && refused.length > 0);
      const reason = blocked ? 'blocked' : (pageErrors[error.code] ?? 'failed');
      const detail = `${error.code}: ${error.message ?? ''}`.slice(0, 500);
      return { ...base, ok: false, reason, detail, retry: reason === 'failed' };
    }
    if (!run) return { ...base, ok: false, reason: 'failed', detail: 'no metrics', retry: true };
    if (typeof renderedHtml === 'string') {
      run.result.rendered = readRenderedPage(renderedHtml, new URL(options.url));
    }
    const screen = parseFirstScreen(firstScreen);
    if (screen) run.result.firstScreen = screen;
    return { ...base, ok: true, run };
  } finally {
    clearTimeout(timer);
    group.dispose();
    await proxy.close();
  }
}
