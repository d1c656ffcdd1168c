import 'server-only';
import { db } from '@/lib/db/client';
import type { PrismaClient } from '@/lib/db/connection';
import { runTimeEnv } from '@/lib/env';
import { appJobEngine, type JobEngine } from '@/lib/jobs/job-engine';
import { siteConfig } from '@/lib/site-config';
import { logEvent } from '@/lib/log';
import { clientKeyHash } from '@/lib/rate-limit/client-key';
import { rateLimitStore } from '@/lib/rate-limit/store';
import type { AnalysisResult } from './analysis-result';
import { analyzeWebsite, type EngineOptions } from './engine';
import type { DealerPageRole, GivenPages } from './dealer/dealer-page-types';
import { AnalysisRefusal, type RefusalReason } from './fetch/refusal';
import { parseTargetUrl } from './fetch/target-url';
import { pageSpeedConfig } from './pagespeed';
import { measurementRepository } from './measurements/measurement-repository';
import { nudgeMeasurements } from './measurements/measurement-nudge';
import { graderBrowser } from './measurements/start-measurements';
import { analysisNetwork } from './network';
import { analysisReportRepository, type StoredReport } from './reports';

export type AnalysisOutcome =
  | { ok: true; report: StoredReport; reused: boolean }
  | {
      ok: false;
      reason: RefusalReason;
      retryAfterMinutes?: number;
      /** The refused address was the stock list's or the car page's the visitor typed. */
      page?: DealerPageRole;
    };

/** The stock list's and a car page's addresses as the visitor typed them (empty: not given). */
export type GivenAddresses = Partial<Record<DealerPageRole, string>>;

export type AnalysisDeps = {
  prisma: PrismaClient;
  engine: EngineOptions;
  /** Whether this instance measures pages in a browser (else a report says it could not). */
  canMeasure?: boolean;
  /** The job engine the measurements' jobs go to (needed with `canMeasure`). */
  jobs?: () => Promise<JobEngine>;
  now?: () => Date;
};

/** A URL is measured again only after a day; until then everyone gets the same report. */
export const reuseForMs = 24 * 60 * 60 * 1000;
/** New analyses each visitor IP may start per hour (reused reports do not count). */
/** New analyses per IP address and hour: `max` is ANALYSIS_RATE_LIMIT_MAX (10 by default). */
export const analysisLimit = { bucket: 'analysis', max: 10, windowMs: 60 * 60 * 1000 };

// One analysis per URL at a time in this process: a second request for the same URL waits
// for the first instead of fetching the site again (and is not counted against its limit).
const inFlight = new Map<string, Promise<AnalysisOutcome>>();

/**
 * The one way into the analysis, shared by the grader and the competitor tool: check the URL,
 * reuse a fresh report, count the visitor's new analyses, measure, store.
 */
export async function requestAnalysis(
  input: string,
  clientIp: string,
  deps: AnalysisDeps,
  givenAddresses: GivenAddresses = {},
  /**
   * The grader measures the stock list and the car page on a phone too; the competitor tool,
   * which does not show them, leaves them out of the browser's queue.
   */
  { phoneForDealerPages = false }: { phoneForDealerPages?: boolean } = {},
): Promise<AnalysisOutcome> {
  const now = deps.now?.() ?? new Date();
  const target = parseTargetUrl(input, deps.engine);
  if (!target.ok) return { ok: false, reason: target.reason };
  const given: GivenPages = {};
  for (const page of ['stock', 'car'] as const) {
    const typed = givenAddresses[page]?.trim();
    if (!typed) continue;
    const parsed = parseTargetUrl(typed, deps.engine);
    if (!parsed.ok) return { ok: false, reason: parsed.reason, page };
    given[page] = parsed.url;
  }
  // Typed addresses are looked at afresh: a report of the site made without them is not reused.
  const url = [target.url.href, given.stock?.href, given.car?.href].filter(Boolean).join(' ');

  // Joined before anything is awaited: a request that arrives while the same URL is being
  // analysed waits for that analysis, and one that arrives after it finds its report.
  const running = inFlight.get(url);
  if (running) {
    const shared = await running;
    // The first visitor's own limit stopped it; this visitor's limit may not.
    if (shared.ok || shared.reason !== 'rate_limited') {
      return shared.ok ? { ...shared, reused: true } : shared;
    }
  }
  const scope = { given, phoneForDealerPages };
  const work =
    given.stock || given.car
      ? measure(target.url, clientIp, now, deps, scope)
      : reuseOrMeasure(target.url, clientIp, now, deps, scope);
  inFlight.set(url, work);
  try {
    return await work;
  } finally {
    if (inFlight.get(url) === work) inFlight.delete(url);
  }
}

/** A report of the URL from the last day, or a new analysis. */
/** What a request asks beyond its page: typed dealer pages, and whether to measure them. */
type Scope = { given: GivenPages; phoneForDealerPages: boolean };

async function reuseOrMeasure(
  url: URL,
  clientIp: string,
  now: Date,
  deps: AnalysisDeps,
  scope: Scope,
): Promise<AnalysisOutcome> {
  const recent = await analysisReportRepository(deps.prisma).findRecent(
    url.href,
    new Date(now.getTime() - reuseForMs),
  );
  if (recent) {
    await measureIfNeverMeasured(recent, clientIp, deps, now, scope.phoneForDealerPages);
    return { ok: true, report: recent, reused: true };
  }
  return measure(url, clientIp, now, deps, scope);
}

async function measure(
  url: URL,
  clientIp: string,
  now: Date,
  deps: AnalysisDeps,
  scope: Scope,
): Promise<AnalysisOutcome> {
  const limit = await rateLimitStore(deps.prisma).hit(
    { ...analysisLimit, max: runTimeEnv().ANALYSIS_RATE_LIMIT_MAX },
    clientIp,
    now,
  );
  if (!limit.allowed) {
    return {
      ok: false,
      reason: 'rate_limited',
      retryAfterMinutes: Math.max(1, Math.ceil(limit.retryAfterMs / 60_000)),
    };
  }
  try {
    const result = await analyzeWebsite(url, deps.engine, scope.given);
    const report = await analysisReportRepository(deps.prisma).create(
      result,
      now,
      firstMeasurements(result, deps.canMeasure ?? false, clientIp, now, scope.phoneForDealerPages),
      deps.canMeasure ? await measurementJobs(deps) : undefined,
    );
    if (deps.canMeasure) nudgeMeasurements();
    logEvent('info', 'analysis.completed', { reportId: report.id, host: url.hostname });
    return { ok: true, report, reused: false };
  } catch (error) {
    if (error instanceof AnalysisRefusal) {
      logEvent('info', 'analysis.refused', { reason: error.reason, detail: error.message });
      return { ok: false, reason: error.reason };
    }
    logEvent('error', 'analysis.failed', { message: (error as Error).message });
    return { ok: false, reason: 'failed' };
  }
}

/**
 * The browser measurements every new report gets: its page's, and the stock list's and car
 * page's when they were found, each queued in the name of the visitor who asked (their hourly
 * share of the browser, measurement-worker.ts); without a browser the page's fails at once and
 * the others are not queued.
 */
function firstMeasurements(
  result: AnalysisResult,
  canMeasure: boolean,
  clientIp: string,
  now: Date,
  dealerPages: boolean,
) {
  if (!canMeasure) {
    const failed = 'failed' as const;
    return [
      {
        url: result.finalUrl,
        queuedAt: now,
        status: failed,
        failure: 'no_browser',
        finishedAt: now,
      },
    ];
  }
  const visitorHash = clientKeyHash(clientIp);
  const pages = dealerPages ? foundPages(result) : [];
  return [{ role: 'home', url: result.finalUrl }, ...pages].map(({ role, url }) => ({
    url,
    role,
    queuedAt: now,
    nextAttemptAt: now,
    visitorHash,
  }));
}

/** The dealer pages a report found, as the browser loads them. */
function foundPages(result: AnalysisResult) {
  return (result.dealer?.pages ?? []).flatMap((page) =>
    page.found ? [{ role: page.role, url: page.url }] : [],
  );
}

/**
 * A reused report gets the measurements it lacks: one made before browser measurements existed,
 * its page's; one made for the competitor tool, its dealer pages' when the grader asks.
 */
async function measureIfNeverMeasured(
  report: StoredReport,
  clientIp: string,
  deps: AnalysisDeps,
  now: Date,
  dealerPages: boolean,
) {
  if (!deps.canMeasure) return;
  const measurements = measurementRepository(deps.prisma);
  const wanted = [
    { role: 'home' as const, url: report.result.finalUrl },
    ...(dealerPages ? foundPages(report.result) : []),
  ];
  let queued = 0;
  for (const { role, url } of wanted) {
    if (await measurements.forReport(report.id, role)) continue;
    await measurements.enqueue(
      await measurementJobs(deps),
      report.id,
      url,
      now,
      clientKeyHash(clientIp),
      role,
    );
    queued += 1;
  }
  if (queued > 0) nudgeMeasurements();
}

/** The job engine of an instance that measures pages. */
function measurementJobs(deps: AnalysisDeps): Promise<JobEngine> {
  if (!deps.jobs) throw new Error('canMeasure needs the job engine (deps.jobs)');
  return deps.jobs();
}

/** The app's wiring: its database and the run-time settings (docs/configuration.md). */
export async function appAnalysisDeps(): Promise<AnalysisDeps> {
  const env = runTimeEnv();
  const network = analysisNetwork(env);
  return {
    prisma: await db(),
    canMeasure: graderBrowser().available,
    jobs: appJobEngine,
    engine: {
      allowLoopback: network.allowLoopback,
      publicForTests: network.publicForTests,
      resolver: network.resolver,
      // With a browser the grader measures the page itself, after the instant checks, and asks
      // PageSpeed only for field data there; without one, PageSpeed's lab score stands in.
      pageSpeed: graderBrowser().available ? null : pageSpeedConfig(env),
      userAgent: `Mozilla/5.0 (compatible; AutoSitesGrader/1.0; +${siteConfig.siteUrl}/website-grader)`,
    },
  };
}
