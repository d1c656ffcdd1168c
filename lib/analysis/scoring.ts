import type { CheckId, CheckResult } from './checks/all-checks';
import type { CheckCategory, CheckStatus } from './checks/check-types';

/**
 * Scores, all derived from the checks and the page's timing. The five scores are the competitor
 * tool's (spec, "Analysis scoring"); their rounded mean is THE overall score of an analysis,
 * shown by both tools. The grader's four categories show the same numbers where they name the
 * same thing (Mobile, SEO, and Performance, which is Speed), so that no report shows two scores
 * for one thing; Lead generation is the weighted share of its checks that pass.
 */
export type FiveScores = {
  speed: number;
  mobile: number;
  security: number;
  seo: number;
  ux: number;
};
export type GraderCategory = 'mobile' | 'seo' | 'performance' | 'leadGeneration';
export const graderCategories: readonly GraderCategory[] = [
  'mobile',
  'seo',
  'performance',
  'leadGeneration',
];

export type AnalysisScores = FiveScores & {
  overall: number;
  categories: Record<GraderCategory, number>;
};

const statusValue: Record<CheckStatus, number> = { pass: 1, partial: 0.5, fail: 0 };

/** 0–100: the weighted share of a category's checks that pass (partial counts half). */
export function categoryScore(checks: CheckResult[], category: CheckCategory): number {
  const inCategory = checks.filter((check) => check.category === category);
  const total = inCategory.reduce((sum, check) => sum + check.weight, 0);
  if (total === 0) return 0;
  const earned = inCategory.reduce(
    (sum, check) => sum + check.weight * statusValue[check.status],
    0,
  );
  return Math.round((earned / total) * 100);
}

/** Speed from our own timing of the page: under 1 s 90, 2 s 70, 3 s 50, else 30. */
export function speedFromLoadTime(loadMs: number): number {
  if (loadMs < 1000) return 90;
  if (loadMs < 2000) return 70;
  if (loadMs < 3000) return 50;
  return 30;
}

export const securityFromSsl = (hasSsl: boolean) => (hasSsl ? 90 : 20);

export type UxSignals = {
  loadMs: number;
  goodNavigation: boolean;
  organisedContent: boolean;
  contactForms: number;
};

/** Load under 2 s 30, under 3 s 20, else 10; navigation 25; organised 25; >1 contact form 20. */
export function uxScore(signals: UxSignals): number {
  const load = signals.loadMs < 2000 ? 30 : signals.loadMs < 3000 ? 20 : 10;
  const score =
    load +
    (signals.goodNavigation ? 25 : 0) +
    (signals.organisedContent ? 25 : 0) +
    (signals.contactForms > 1 ? 20 : 0);
  return Math.min(score, 100);
}

export function overallScore(scores: FiveScores): number {
  const { speed, mobile, security, seo, ux } = scores;
  return Math.round((speed + mobile + security + seo + ux) / 5);
}

export type ScoreInputs = {
  checks: CheckResult[];
  loadMs: number;
  /** The measured Speed score (the phone's, or PageSpeed Insights'), when there is one. */
  pageSpeedScore: number | null;
  contactForms: number;
};

export function scoreAnalysis(input: ScoreInputs): AnalysisScores {
  const status = (id: CheckId) => input.checks.find((check) => check.id === id)?.status;
  const goodNavigation = status('navigation') === 'pass';
  const organisedContent = status('headingOutline') === 'pass';
  const five: FiveScores = {
    speed: input.pageSpeedScore ?? speedFromLoadTime(input.loadMs),
    mobile: categoryScore(input.checks, 'mobile'),
    security: securityFromSsl(status('https') === 'pass'),
    // The share of the SEO checks that pass (title, description, structured data, headings,
    // links, crawlability…), not the spec's five-signal points: the SEO card lists those checks.
    seo: categoryScore(input.checks, 'seo'),
    ux: uxScore({
      loadMs: input.loadMs,
      goodNavigation,
      organisedContent,
      contactForms: input.contactForms,
    }),
  };
  const categories: Record<GraderCategory, number> = {
    mobile: five.mobile,
    seo: five.seo,
    performance: five.speed,
    leadGeneration: categoryScore(input.checks, 'leadGeneration'),
  };
  return { ...five, overall: overallScore(five), categories };
}

/** The competitor tool's status of a score: over 70 good, over 40 fair, else poor. */
export type ScoreStatus = 'good' | 'fair' | 'poor';
export function scoreStatus(score: number): ScoreStatus {
  if (score > 70) return 'good';
  return score > 40 ? 'fair' : 'poor';
}

/** The grader's verdict: 80 and up excellent (green), 60–79 good (yellow), below 60 poor (red). */
export type GraderBand = 'excellent' | 'good' | 'poor';
export function graderBand(score: number): GraderBand {
  if (score >= 80) return 'excellent';
  return score >= 60 ? 'good' : 'poor';
}

/** The competitor tool's colour of the overall score. */
export type CompetitorTone = 'emerald' | 'blue' | 'yellow' | 'red';
export function competitorTone(score: number): CompetitorTone {
  if (score >= 80) return 'emerald';
  if (score >= 60) return 'blue';
  return score >= 40 ? 'yellow' : 'red';
}

export type PotentialRoi = {
  additionalLeads: number;
  revenueIncrease: number;
  timeframe: '3-6' | '6-12';
};

/** What closing the gap to 100 could bring: gap/100 × 150 leads and × £62,500 a year. */
export function potentialRoi(overall: number): PotentialRoi {
  const gap = Math.max(0, 100 - overall);
  return {
    additionalLeads: Math.round((gap / 100) * 150),
    revenueIncrease: Math.round((gap / 100) * 62_500),
    timeframe: gap > 60 ? '3-6' : '6-12',
  };
}

/** The points of its category a check loses: its weight times what is missing (partial half). */
export const pointsLost = (check: Pick<CheckResult, 'weight' | 'status'>) =>
  check.weight * (1 - statusValue[check.status]);

/**
 * Failed and partial checks, most valuable fix first: by the points each loses (weight × what
 * is missing); ties keep the report's order.
 */
export function prioritisedIssues(checks: CheckResult[]): CheckResult[] {
  return checks
    .map((check, index) => ({ check, index, lost: pointsLost(check) }))
    .filter(({ lost }) => lost > 0)
    .sort((a, b) => b.lost - a.lost || a.index - b.index)
    .map(({ check }) => check);
}
