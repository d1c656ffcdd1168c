import type { AnalysisResult } from './analysis-result';
import type { BrowserResult } from './browser/browser-result';
import type { LabValues } from './browser/vitals';
import type { MeasurementView, MedianSummary } from './measurements/status';
import { checksAsSeen, type ScriptOnlyContent, type SeenCheck } from './checks-as-seen';
import { scoreAnalysis, type AnalysisScores } from './scoring';

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
  provisional: boolean;
  /** The checks, each as the HTML download or (once the phone has rendered it) the page shows it. */
  checks: SeenCheck[];
  /** What exists only once the page's scripts have run (null when nothing, or not yet known). */
  scriptOnly: ScriptOnlyContent | null;
};

/**
 * The scores a report shows. Once the browser has measured the page, its Speed score (which is
 * the grader's Performance category) is the browser's, the experience score times the page by
 * when its main content appeared (LCP) instead of by its HTML download, and the content checks
 * count what the rendered page shows (checks-as-seen.ts). Until then, or when the browser could
 * not measure, the scores are the instant ones, timed by the download; while the measurement is
 * still to come they are `provisional`, and the report says so instead of showing them as a
 * grade.
 */
export function reportScores(
  result: AnalysisResult,
  measurement: MeasurementView | null,
): ReportScores {
  if (measurement?.state !== 'done') {
    return {
      scores: instantScores(result),
      speedSource: result.pageSpeed.source === 'pagespeed' ? 'pagespeed' : 'download',
      provisional: measurement?.state === 'queued' || measurement?.state === 'measuring',
      ...checksAsSeen(result.checks, undefined, undefined),
    };
  }
  const run = headlineRun(measurement.result, measurement.median);
  const seen = checksAsSeen(result.checks, measurement.result.rendered, result.facts.words);
  const scores = scoreAnalysis({
    checks: seen.checks,
    loadMs: run.values.lcp,
    pageSpeedScore: run.score,
    contactForms: Math.max(result.facts.contactForms, renderedForms(seen.checks)),
  });
  return { scores, speedSource: 'browser', provisional: false, ...seen };
}

/** How many contact forms the rendered page has, when it is there that they were seen. */
function renderedForms(checks: SeenCheck[]): number {
  const check = checks.find((c) => c.id === 'contactForm' && c.seen === 'rendered');
  return typeof check?.evidence.count === 'number' ? check.evidence.count : 0;
}
