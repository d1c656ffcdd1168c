import { describe, expect, it } from 'vitest';
import { findPackage, isPackageId, packages, priceInPounds } from '@/lib/catalogue/packages';
import { formatGbp } from '@/lib/format';

describe('package catalogue', () => {
  it('holds the four packages at their one-time GBP prices', () => {
    expect(packages.map((p) => [p.id, priceInPounds(p), p.currency])).toEqual([
      ['basic', 999, 'GBP'],
      ['advance', 2500, 'GBP'],
      ['ultimate', 3999, 'GBP'],
      ['ultimate-dealership', 5999, 'GBP'],
    ]);
    expect(packages.filter((p) => p.popular).map((p) => p.id)).toEqual(['advance']);
  });

  it('knows only its own ids', () => {
    expect(isPackageId('advance')).toBe(true);
    expect(isPackageId('free')).toBe(false);
    expect(isPackageId(42)).toBe(false);
    expect(findPackage('nope')).toBeUndefined();
  });

  it('formats prices the local way', () => {
    expect(formatGbp(2500, 'en')).toBe('£2,500');
    expect(formatGbp(2500, 'tr')).toBe('£2.500');
    expect(formatGbp(2500, 'el')).toMatch(/^2\.500\s£$/);
  });
});
