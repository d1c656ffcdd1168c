/**
 * How a phone's load of a page is judged: Google's thresholds for each metric and the weights of
 * the Speed score (docs/grader.md, "The Speed score"). The thresholds are the same numbers
 * Lighthouse scores mobile pages by: at the "good" limit a metric scores 0.9, at the "poor" limit
 * 0.5, on a log-normal curve between and beyond.
 */
export const labMetrics = ['fcp', 'lcp', 'tbt', 'cls', 'si'] as const;
export type LabMetric = (typeof labMetrics)[number];
export type LabValues = Record<LabMetric, number>;

/** Good up to `good`, needs improvement up to `poor`, poor above (ms, CLS unitless). */
export const thresholds: Record<LabMetric | 'inp', { good: number; poor: number }> = {
  fcp: { good: 1800, poor: 3000 },
  lcp: { good: 2500, poor: 4000 },
  tbt: { good: 200, poor: 600 },
  cls: { good: 0.1, poor: 0.25 },
  si: { good: 3387, poor: 5800 },
  inp: { good: 200, poor: 500 },
};

/** Lighthouse 10–13's performance weights, in per cent. */
export const speedWeights: Record<LabMetric, number> = {
  fcp: 10,
  si: 10,
  lcp: 25,
  tbt: 30,
  cls: 25,
};

export type Rating = 'good' | 'needsImprovement' | 'poor';

export function rate(metric: LabMetric | 'inp', value: number): Rating {
  const { good, poor } = thresholds[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needsImprovement' : 'poor';
}

/** Abramowitz and Stegun 7.1.26, as Lighthouse approximates the error function. */
function erf(x: number): number {
  const sign = Math.sign(x);
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - y * Math.exp(-a * a));
}

/** 0–1: a metric's score on the log-normal curve through (good, 0.9) and (poor, 0.5). */
export function metricScore(metric: LabMetric, value: number): number {
  const { good, poor } = thresholds[metric];
  if (value <= 0) return 1;
  const standardized = (Math.log(value / poor) * 0.9061938024368232) / -Math.log(good / poor);
  const score = (1 - erf(standardized)) / 2;
  // The bands never overlap, whatever the rounding of the curve.
  if (value <= good) return Math.min(1, Math.max(0.9, score));
  if (value <= poor) return Math.min(0.8999999999999999, Math.max(0.5, score));
  return Math.min(0.49999999999999994, Math.max(0, score));
}

/**
 * 0–1, two places: a metric's score as Lighthouse's audit reports it. Scores above 0.9 get a
 * boost rising to half a point at 1 (so a perfect 1 is reachable), then are cut (not rounded)
 * to two places.
 */
export function auditScore(metric: LabMetric, value: number): number {
  const curve = metricScore(metric, value);
  const boosted = curve > 0.9 ? curve + 0.05 * (curve - 0.9) : curve;
  return Math.floor(boosted * 100) / 100;
}

/**
 * The Speed score, 0–100: the weighted mean of the metrics' audit scores, as Lighthouse computes
 * its performance score from the same values (tests/unit/analysis/speed-score.test.ts compares
 * the two with Lighthouse's own code).
 */
export function speedScore(values: LabValues): number {
  const total = labMetrics.reduce(
    (sum, metric) => sum + speedWeights[metric] * auditScore(metric, values[metric]),
    0,
  );
  return Math.round(total);
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
