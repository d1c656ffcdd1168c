import type { AnalysisResult } from './analysis-result';
import type { BrowserResult } from './browser/browser-result';
import type { LabValues } from './browser/vitals';
import type { MeasurementView, MedianSummary } from './measurements/status';
import { checksAsSeen, type ScriptOnlyContent, type SeenCheck } from './checks-as-seen';
import type { DealerPageRole } from './dealer/dealer-page-types';
import { scoreAnalysis, type AnalysisScores } from './scoring';
import { speedAcrossPages, type PageSpeedShare } from './speed-across-pages';

/** Where a report's Speed score comes from. */
export type SpeedSource = 'browser' | 'pagespeed' | 'download';

/** What the browser measured, as the scores use it: the median when there were several runs. */
export type HeadlineRun = { score: number; values: LabValues; runs: number };

export function headlineRun(result: BrowserResult, median: MedianSummary | null): HeadlineRun {
  return median
    ? { score: median.score, values: median.values, runs: median.runs }
    : { score: result.score, values: result.values, runs: 1 };
}

/**
 * The scores an analysis shows before (or without) a phone measurement: timed by the HTML
 * download, or PageSpeed Insights' score when it answered. Computed afresh from the checks, so
 * that a report stored under older rules shows the same numbers in every place.
 */
export function instantScores(result: AnalysisResult): AnalysisScores {
  return scoreAnalysis({
    checks: result.checks,
    loadMs: result.loadMs,
    pageSpeedScore: result.pageSpeed.source === 'pagespeed' ? result.pageSpeed.score : null,
    contactForms: result.facts.contactForms,
  });
}

/** What a report shows: its scores, its checks as seen, and what only its scripts make. */
export type ReportScores = {
  scores: AnalysisScores;
  speedSource: SpeedSource;
  /** Until every page queued for the phone is measured (or failed), the scores may change. */
  provisional: boolean;
  /** The pages whose phone scores make Speed, with their shares (empty unless from the browser). */
  speedPages: PageSpeedShare[];
  /** The checks, each as the HTML download or (once the phone has rendered it) the page shows it. */
  checks: SeenCheck[];
  /** What exists only once the page's scripts have run (null when nothing, or not yet known). */
  scriptOnly: ScriptOnlyContent | null;
};

/** The dealer pages' phone measurements, as `dealerPageMeasurements` reads them. */
export type PageViews = Partial<Record<DealerPageRole, MeasurementView>>;

/** A measurement still to come: queued, or being measured. */
export const isPending = (view: MeasurementView | null | undefined) =>
  view?.state === 'queued' || view?.state === 'measuring';
const phoneScore = (view: MeasurementView | null | undefined) =>
  view?.state === 'done' ? headlineRun(view.result, view.median).score : undefined;

/**
 * The scores a report shows, the same in its page, its JSON, its status poll and its e-mail.
 * Once the browser has measured the pages, the Speed score (the grader's Performance category)
 * is their phone scores weighed across the pages (speed-across-pages.ts: home 50, stock list 25,
 * car page 25, a page not measured leaving its share to the others); once it has rendered the
 * home page, the experience score times it by when its main content appeared (LCP) instead of
 * by its HTML download, and the content checks count what the rendered page shows
 * (checks-as-seen.ts). Before any page is measured, or when the browser could not measure, the
 * scores are the instant ones, timed by the download. While a page is still to be measured they
 * are `provisional`, and the report says so instead of showing them as a grade.
 */
export function reportScores(
  result: AnalysisResult,
  measurement: MeasurementView | null,
  pageViews: PageViews = {},
): ReportScores {
  const provisional = isPending(measurement) || Object.values(pageViews).some(isPending);
  const speed = speedAcrossPages({
    home: phoneScore(measurement),
    stock: phoneScore(pageViews.stock),
    car: phoneScore(pageViews.car),
  });
  const home = measurement?.state === 'done' ? measurement : null;
  if (!speed) {
    return {
      scores: instantScores(result),
      speedSource: result.pageSpeed.source === 'pagespeed' ? 'pagespeed' : 'download',
      provisional,
      speedPages: [],
      ...checksAsSeen(result.checks, undefined, undefined),
    };
  }
  const seen = home
    ? checksAsSeen(result.checks, home.result.rendered, result.facts.words)
    : checksAsSeen(result.checks, undefined, undefined);
  const scores = scoreAnalysis({
    checks: seen.checks,
    loadMs: home ? headlineRun(home.result, home.median).values.lcp : result.loadMs,
    pageSpeedScore: speed.score,
    contactForms: Math.max(result.facts.contactForms, renderedForms(seen.checks)),
  });
  return { scores, speedSource: 'browser', provisional, speedPages: speed.pages, ...seen };
}

/** How many contact forms the rendered page has, when it is there that they were seen. */
function renderedForms(checks: SeenCheck[]): number {
  const check = checks.find((c) => c.id === 'contactForm' && c.seen === 'rendered');
  return typeof check?.evidence.count === 'number' ? check.evidence.count : 0;
}
