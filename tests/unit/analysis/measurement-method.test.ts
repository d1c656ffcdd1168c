import { describe, expect, it } from 'vitest';
import { storedLighthouseResult as stored } from '@/tests/fixtures/lighthouse/stored';
import {
  extractMedianRun,
  extractRun,
  type LighthouseResult,
} from '@/lib/analysis/browser/extract';

/** A stored result as if measured at another benchmark and blocking time. */
function variant(
  name: 'heavy' | 'light',
  benchmarkIndex: number,
  tbtMs: number,
  warnings: unknown[] = [],
  otherLoad?: number,
): LighthouseResult {
  const lhr = structuredClone(stored(name));
  lhr.environment = { benchmarkIndex, otherLoad };
  lhr.configSettings = { throttling: { cpuSlowdownMultiplier: 4 } };
  lhr.runWarnings = warnings;
  lhr.audits!['total-blocking-time']!.numericValue = tbtMs;
  return lhr;
}

/**
 * How a phone measurement was taken, as the report shows it: Lighthouse's benchmark of our
 * machine, the CPU slowdown, its warnings, and of several loads (on a machine too busy for one
 * to be trusted) the one with the median score.
 */
describe('how a measurement was taken', () => {
  it('records the benchmark, the slowdown and the warnings of a single load', () => {
    const run = extractRun(
      variant('light', 1494, 40, ['The tested device appears to have a slower CPU'], 0.314),
    );
    expect(run!.result.method).toEqual({
      runs: 1,
      benchmarkIndexes: [1494],
      benchmarkIndex: 1494,
      // What other work took of our machine during the load, in %.
      otherLoads: [31],
      otherLoad: 31,
      cpuSlowdown: 4,
      warnings: ['The tested device appears to have a slower CPU'],
    });
  });

  it('keeps the load with the median score of three, and every load’s benchmark', () => {
    const loads = [
      variant('heavy', 700, 3000, [], 0.7),
      variant('heavy', 650, 200, [], 0.02),
      variant('heavy', 720, 9000, [], 0.41),
    ];
    const kept = extractMedianRun(loads)!;
    const scores = loads.map((lhr) => extractRun(lhr)!.result.score).sort((a, b) => a - b);
    expect(scores[0]).toBeLessThan(scores[2]!);
    expect(kept.result.score).toBe(scores[1]);
    expect(kept.result.values.tbt).toBe(3000);
    expect(kept.result.method).toMatchObject({
      runs: 3,
      benchmarkIndexes: [700, 650, 720],
      benchmarkIndex: 700,
      otherLoads: [70, 2, 41],
      otherLoad: 70,
      cpuSlowdown: 4,
    });
  });

  it('says so when Lighthouse did not record its slowdown or benchmark', () => {
    const lhr = structuredClone(stored('light'));
    delete lhr.environment;
    delete lhr.configSettings;
    expect(extractRun(lhr)!.result.method).toMatchObject({
      benchmarkIndexes: [null],
      benchmarkIndex: null,
      otherLoads: [null],
      otherLoad: null,
      cpuSlowdown: 4,
      warnings: [],
    });
  });

  it('keeps the lower of two, and passes over a load without its metrics', () => {
    const broken = variant('light', 900, 0);
    delete broken.audits!['largest-contentful-paint'];
    const kept = extractMedianRun([variant('light', 900, 900), broken, variant('light', 950, 10)])!;
    expect(kept.result.values.tbt).toBe(900);
    expect(kept.result.method).toMatchObject({ runs: 2, benchmarkIndexes: [900, 900, 950] });
    expect(extractMedianRun([broken])).toBeNull();
  });
});
