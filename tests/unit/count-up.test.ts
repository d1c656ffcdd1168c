import { describe, expect, it } from 'vitest';
import { countUpDurationMs, countUpValue } from '@/lib/motion/count-up';
import { figures, formatFigure } from '@/lib/content/figures';
import { milestones, resultFigures, resultsAsOf } from '@/lib/content/results';

const resultStats = resultFigures.map((id) => ({ id, value: figures[id].value }));

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
    expect(Object.fromEntries(resultStats.map((s) => [s.id, s.value]))).toEqual({
      dealersHelped: 1000,
      leadsGenerated: 125_420,
      revenueGenerated: 5_200_000,
      websitesLaunched: 500,
    });
  });

  it('writes them as each language does', () => {
    const written = (locale: 'en' | 'tr' | 'el') =>
      // Intl separates number and unit with a no-break space.
      resultFigures.map((id) => formatFigure(id, locale).replace(/\u00a0/g, ' '));
    expect(written('en')).toEqual(['1,000+', '125,420', '£5.2m', '500+']);
    expect(written('tr')).toEqual(['1.000+', '125.420', '£5,2 Mn', '500+']);
    expect(written('el')).toEqual(['1.000+', '125.420', '5,2 εκ. £', '500+']);
  });

  it('lists milestones newest first, none after the figures were counted', () => {
    const dates = milestones.map((m) => m.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const date of dates) expect(date <= resultsAsOf).toBe(true);
    expect(new Set(milestones.map((m) => m.id)).size).toBe(milestones.length);
  });
});
