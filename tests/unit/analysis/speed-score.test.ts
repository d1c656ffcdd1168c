import { describe, expect, it } from 'vitest';
// Lighthouse's own code: its scoring curve, its category mean, the mobile control points of its
// metric audits and the weights of its performance category (the version the grader runs).
import defaultConfig from 'lighthouse/core/config/default-config.js';
import CumulativeLayoutShift from 'lighthouse/core/audits/metrics/cumulative-layout-shift.js';
import FirstContentfulPaint from 'lighthouse/core/audits/metrics/first-contentful-paint.js';
import LargestContentfulPaint from 'lighthouse/core/audits/metrics/largest-contentful-paint.js';
import SpeedIndex from 'lighthouse/core/audits/metrics/speed-index.js';
import TotalBlockingTime from 'lighthouse/core/audits/metrics/total-blocking-time.js';
import { ReportScoring } from 'lighthouse/core/scoring.js';
import { Util } from 'lighthouse/shared/util.js';
import {
  auditScore,
  labMetrics,
  speedScore,
  speedWeights,
  thresholds,
  type LabMetric,
  type LabValues,
} from '@/lib/analysis/browser/vitals';

type ControlPoints = { p10: number; median: number };
const mobile = (options: ControlPoints | { mobile: { scoring: ControlPoints } }) =>
  'mobile' in options ? options.mobile.scoring : options;

const audits: Record<LabMetric, { id: string; controlPoints: ControlPoints }> = {
  fcp: { id: 'first-contentful-paint', controlPoints: mobile(FirstContentfulPaint.defaultOptions) },
  lcp: {
    id: 'largest-contentful-paint',
    controlPoints: mobile(LargestContentfulPaint.defaultOptions),
  },
  tbt: { id: 'total-blocking-time', controlPoints: mobile(TotalBlockingTime.defaultOptions) },
  cls: {
    id: 'cumulative-layout-shift',
    controlPoints: mobile(CumulativeLayoutShift.defaultOptions),
  },
  si: { id: 'speed-index', controlPoints: mobile(SpeedIndex.defaultOptions) },
};

/** Values from far below "good" to far above "poor", and each limit itself. */
function valuesOf(metric: LabMetric): number[] {
  const { good, poor } = thresholds[metric];
  const steps = Array.from({ length: 400 }, (_, n) => (poor * 3 * (n + 1)) / 400);
  return [0, good, poor, ...steps];
}

describe('the Speed score, against Lighthouse 13 itself', () => {
  it("takes the weights of Lighthouse's performance category", () => {
    const category = defaultConfig.categories!.performance!;
    for (const metric of labMetrics) {
      const ref = category.auditRefs.find((auditRef) => auditRef.id === audits[metric].id);
      expect(ref?.weight, metric).toBe(speedWeights[metric]);
    }
    const weighted = category.auditRefs.filter((auditRef) => (auditRef.weight ?? 0) > 0);
    expect(weighted).toHaveLength(labMetrics.length);
  });

  it("takes each metric's mobile control points as its good and poor limits", () => {
    for (const metric of labMetrics) {
      const { p10, median } = audits[metric].controlPoints;
      expect({ good: thresholds[metric].good, poor: thresholds[metric].poor }, metric).toEqual({
        good: p10,
        poor: median,
      });
    }
  });

  it("scores every metric as Lighthouse's audit does, the boost above 0.9 and the cut to two places included", () => {
    for (const metric of labMetrics) {
      for (const value of valuesOf(metric)) {
        expect(auditScore(metric, value), `${metric} ${value}`).toBe(
          Util.computeLogNormalScore(audits[metric].controlPoints, value),
        );
      }
    }
  });

  it("gives the score Lighthouse's performance category gives the same values", () => {
    // A walk through combinations: fast, middling and slow values of each metric together.
    const pick = (metric: LabMetric, n: number) => {
      const values = valuesOf(metric);
      return values[(n * 37 + metric.length * 11) % values.length]!;
    };
    for (let n = 0; n < 500; n++) {
      const values = Object.fromEntries(
        labMetrics.map((metric, i) => [metric, pick(metric, n * (i + 3))]),
      ) as LabValues;
      const lighthouse = ReportScoring.arithmeticMean(
        labMetrics.map((metric) => ({
          weight: speedWeights[metric],
          score: Util.computeLogNormalScore(audits[metric].controlPoints, values[metric]),
        })),
      );
      expect(speedScore(values), JSON.stringify(values)).toBe(Math.round(lighthouse! * 100));
    }
  });
});
