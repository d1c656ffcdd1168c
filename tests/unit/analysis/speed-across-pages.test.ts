import { describe, expect, it } from 'vitest';
import { pageSpeedWeights, speedAcrossPages } from '@/lib/analysis/speed-across-pages';

describe('Speed across the pages a buyer lands on', () => {
  it('weighs the home page half and the stock list and a car page a quarter each', () => {
    expect(pageSpeedWeights).toEqual({ home: 50, stock: 25, car: 25 });
    expect(speedAcrossPages({ home: 80, stock: 40, car: 60 })).toEqual({
      score: 65,
      pages: [
        { role: 'home', score: 80, percent: 50 },
        { role: 'stock', score: 40, percent: 25 },
        { role: 'car', score: 60, percent: 25 },
      ],
    });
  });

  it('gives the share of a page not measured to the pages that were', () => {
    expect(speedAcrossPages({ home: 90, car: 30 })).toEqual({
      score: 70,
      pages: [
        { role: 'home', score: 90, percent: 67 },
        { role: 'car', score: 30, percent: 33 },
      ],
    });
    expect(speedAcrossPages({ stock: 41, car: 60 })?.pages.map((page) => page.percent)).toEqual([
      50, 50,
    ]);
    expect(speedAcrossPages({ home: 73 })).toEqual({
      score: 73,
      pages: [{ role: 'home', score: 73, percent: 100 }],
    });
  });

  it('has no Speed to give before any page is measured', () => {
    expect(speedAcrossPages({})).toBeNull();
  });

  it('shows shares that add up to 100, as a reader checking the sum expects', () => {
    for (const scores of [
      { home: 1, stock: 2 },
      { home: 5, car: 7 },
      { stock: 3, car: 4 },
    ]) {
      const total = speedAcrossPages(scores)!.pages.reduce((sum, page) => sum + page.percent, 0);
      expect(total).toBe(100);
    }
  });
});
