import { describe, expect, it } from 'vitest';
import {
  calculateRoi,
  defaultInvestment,
  parseRoiInputs,
  type RoiRawInputs,
} from '@/lib/roi/calculate';
import { roiInputsFromSearch, roiSearchFromInputs } from '@/lib/roi/url';

const filled: RoiRawInputs = {
  leads: '50',
  conversion: '10',
  price: '20000',
  commission: '5',
  investment: '2500',
};

describe('ROI inputs', () => {
  it('reads numbers, with decimals and surrounding spaces', () => {
    expect(parseRoiInputs({ ...filled, conversion: ' 2.5 ' })).toEqual({
      ok: true,
      inputs: { leads: 50, conversion: 2.5, price: 20000, commission: 5, investment: 2500 },
    });
  });

  it.each(['leads', 'conversion', 'price', 'commission'] as const)(
    'refuses a missing, zero, negative or unreadable %s',
    (field) => {
      for (const bad of [undefined, '', '  ', '0', '-3', 'abc', '12abc', 'Infinity', 'NaN']) {
        expect(parseRoiInputs({ ...filled, [field]: bad }), `${field}=${bad}`).toEqual({
          ok: false,
        });
      }
      expect(parseRoiInputs({ ...filled, [field]: '0.01' }).ok).toBe(true);
    },
  );

  it('refuses figures so large that the revenue overflows', () => {
    expect(parseRoiInputs({ ...filled, leads: '1e200', price: '1e200' })).toEqual({ ok: false });
    expect(parseRoiInputs({ ...filled, price: '1e12' }).ok).toBe(true);
  });

  it('counts a missing, unreadable, zero or negative investment as 0', () => {
    for (const investment of [undefined, '', 'lots', '0', '-100']) {
      const parsed = parseRoiInputs({ ...filled, investment });
      expect(parsed.ok && parsed.inputs.investment, String(investment)).toBe(0);
    }
  });

  it('has the specified default investment', () => {
    expect(defaultInvestment).toBe(2500);
  });
});

describe('ROI formulas', () => {
  const inputs = { leads: 50, conversion: 10, price: 20000, commission: 5, investment: 2500 };

  it('projects four times the leads and derives sales, revenue, ROI and payback', () => {
    expect(calculateRoi(inputs)).toEqual({
      currentLeads: 50,
      newLeads: 200,
      currentSales: 5,
      newSales: 20,
      currentRevenue: 5000,
      newRevenue: 20000,
      additionalRevenue: { monthly: 15000, annual: 180000 },
      roi: 500,
      paybackMonths: 2500 / 15000,
      websiteCost: 2500,
    });
  });

  it('pays back in months: investment ÷ additional monthly revenue (not ÷ 12 again)', () => {
    const result = calculateRoi({ ...inputs, investment: 30000 });
    expect(result.paybackMonths).toBe(2);
    expect(result.roi).toBe(-50);
  });

  it('guards the divisions when nothing was invested', () => {
    const result = calculateRoi({ ...inputs, investment: 0 });
    expect(result.roi).toBeNull();
    expect(result.paybackMonths).toBe(0);
    expect(result.websiteCost).toBe(0);
  });

  it('keeps fractional sales (a 3% conversion of 50 leads is 1.5 sales)', () => {
    const result = calculateRoi({ ...inputs, conversion: 3 });
    expect(result.currentSales).toBeCloseTo(1.5);
    expect(result.newSales).toBeCloseTo(6);
    expect(result.additionalRevenue.monthly).toBeCloseTo(4500);
  });
});

describe('ROI inputs in the URL', () => {
  it('round-trips the fields, skipping blanks and unknown parameters', () => {
    const search = roiSearchFromInputs({ ...filled, investment: ' ' });
    expect(search).toBe('?leads=50&conversion=10&price=20000&commission=5');
    expect(roiInputsFromSearch(`${search}&utm_source=x`)).toEqual({
      leads: '50',
      conversion: '10',
      price: '20000',
      commission: '5',
    });
    expect(roiSearchFromInputs({})).toBe('');
  });

  it('cuts absurdly long values', () => {
    expect(roiInputsFromSearch(`?leads=${'9'.repeat(500)}`).leads).toHaveLength(32);
  });
});
