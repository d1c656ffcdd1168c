import { describe, expect, it } from 'vitest';
import { importCost } from '@/lib/demo/import-cost';
import { cyprusImportRates, importOrigins } from '@/lib/content/demo-dealers/import-rates';
import { europeanMotors } from '@/lib/content/demo-dealers/european-motors';

describe('import cost into Cyprus', () => {
  it('charges 10% duty and then 19% VAT on a car from outside the EU (worked example)', () => {
    // A used Lexus bought in Japan for €30,000, shipped for €1,500:
    // customs value 31,500; duty 10% = 3,150; VAT 19% × (31,500 + 3,150) = 6,583.50;
    // landed 31,500 + 3,150 + 6,583.50 = 41,233.50.
    expect(
      importCost({ price: 30_000, shipping: 1_500, euOrigin: false, condition: 'used' }),
    ).toEqual({
      taxableValue: 31_500,
      dutyRate: 0.1,
      duty: 3_150,
      vatBasis: 'import',
      vatRate: 0.19,
      vat: 6_583.5,
      total: 41_233.5,
    });
  });

  it('charges no duty and no Cyprus VAT on a used car from an EU country', () => {
    // A used Audi from Germany: €36,900 + €1,150 shipping; VAT was paid where it was bought.
    const cost = importCost({ price: 36_900, shipping: 1_150, euOrigin: true, condition: 'used' });
    expect(cost).toMatchObject({ duty: 0, vatBasis: 'paid-in-origin', vat: 0, total: 38_050 });
  });

  it('charges Cyprus VAT but no duty on a new car from an EU country', () => {
    // A new Volvo from Sweden, €58,200 before VAT + €1,450: VAT 19% × 59,650 = 11,333.50.
    const cost = importCost({ price: 58_200, shipping: 1_450, euOrigin: true, condition: 'new' });
    expect(cost).toMatchObject({
      dutyRate: 0,
      duty: 0,
      vatBasis: 'new-means-of-transport',
      vat: 11_333.5,
      total: 70_983.5,
    });
  });

  it('rounds to cents and treats blank or negative amounts as zero', () => {
    const cost = importCost({
      price: 10_000.555,
      shipping: -5,
      euOrigin: false,
      condition: 'used',
    });
    expect(cost.taxableValue).toBe(10_000.56);
    expect(cost.duty).toBe(1_000.06);
    expect(cost.vat).toBe(2_090.12);
    expect(
      importCost({ price: Number.NaN, shipping: 0, euOrigin: false, condition: 'new' }).total,
    ).toBe(0);
  });

  it('uses the published rates and names their sources', () => {
    expect(cyprusImportRates.dutyRateOutsideEu).toBe(0.1);
    expect(cyprusImportRates.vatRate).toBe(0.19);
    expect(cyprusImportRates.sources.map((s) => s.id)).toEqual(['duty', 'vat', 'newTransport']);
    for (const source of cyprusImportRates.sources) expect(source.url).toMatch(/^https:\/\//);
  });

  it('knows every origin the European Motors stock comes from', () => {
    const codes = importOrigins.map((o) => o.code as string);
    for (const car of europeanMotors.inventory) {
      expect(codes).toContain(car.origin);
      expect(car.shipping).toBeGreaterThan(0);
    }
  });
});
