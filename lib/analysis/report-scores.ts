import type { AnalysisResult } from './analysis-result';
import type { BrowserResult } from './browser/browser-result';
import type { LabValues } from './browser/vitals';
import type { MeasurementView, MedianSummary } from './measurements/status';
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
 * The scores a report shows. Once the browser has measured the page, its Speed score (and the
 * grader's Performance category) is the browser's, and the experience score times the page by
 * when its main content appeared (LCP) instead of by its HTML download. Until then, or when the
 * browser could not measure, the scores are the instant ones, timed by the download.
 */
export function reportScores(
  result: AnalysisResult,
  measurement: MeasurementView | null,
): { scores: AnalysisScores; speedSource: SpeedSource } {
  if (measurement?.state !== 'done') {
    return {
      scores: result.scores,
      speedSource: result.pageSpeed.source === 'pagespeed' ? 'pagespeed' : 'download',
    };
  }
  const run = headlineRun(measurement.result, measurement.median);
  const scores = scoreAnalysis({
    checks: result.checks,
    loadMs: run.values.lcp,
    pageSpeedScore: run.score,
    hasStructuredData: result.facts.hasStructuredData,
    contactForms: result.facts.contactForms,
  });
  return {
    scores: { ...scores, categories: { ...scores.categories, performance: run.score } },
    speedSource: 'browser',
  };
}
