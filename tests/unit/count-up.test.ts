import { describe, expect, it } from 'vitest';
import { countUpDurationMs, countUpValue } from '@/lib/count-up';
import { formatResult, milestones, resultsAsOf, resultStats } from '@/lib/content/results';

describe('dashboard count-up', () => {
  it('starts at 0 and lands exactly on the published figure', () => {
    for (const { value } of resultStats) {
      expect(countUpValue(value, 0)).toBe(0);
      expect(countUpValue(value, -5)).toBe(0);
      expect(countUpValue(value, countUpDurationMs)).toBe(value);
      expect(countUpValue(value, countUpDurationMs * 3)).toBe(value);
    }
  });

  it('grows steadily, never backwards and never past the target', () => {
    for (const { value } of resultStats) {
      let previous = 0;
      for (let t = 0; t <= countUpDurationMs; t += 16) {
        const current = countUpValue(value, t);
        expect(current).toBeGreaterThanOrEqual(previous);
        expect(current).toBeLessThanOrEqual(value);
        expect(Number.isInteger(current)).toBe(true);
        previous = current;
      }
    }
  });

  it('eases out: most of the growth happens in the first half', () => {
    expect(countUpValue(1000, countUpDurationMs / 2)).toBeGreaterThan(800);
  });
});

describe('results content', () => {
  it('has the four published figures', () => {
    expect(Object.fromEntries(resultStats.map((s) => [s.key, s.value]))).toEqual({
      totalDealers: 1000,
      leadsGenerated: 125_420,
      revenueGenerated: 5_200_000,
      websitesLive: 1000,
    });
  });

  it('writes them as each language does', () => {
    const written = (locale: string) =>
      resultStats.map(({ value, format }) =>
        // Intl separates number and unit with a no-break space.
        formatResult(value, format, locale).replace(/\u00a0/g, ' '),
      );
    expect(written('en-GB')).toEqual(['1,000+', '125,420', '£5.2m', '1,000+']);
    expect(written('tr-TR')).toEqual(['1.000+', '125.420', '£5,2 Mn', '1.000+']);
    expect(written('el-GR')).toEqual(['1.000+', '125.420', '5,2 εκ. £', '1.000+']);
  });

  it('lists milestones newest first, none after the figures were counted', () => {
    const dates = milestones.map((m) => m.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const date of dates) expect(date <= resultsAsOf).toBe(true);
    expect(new Set(milestones.map((m) => m.id)).size).toBe(milestones.length);
  });
});
