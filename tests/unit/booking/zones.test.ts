import { describe, expect, it } from 'vitest';
import { isTimeZone, offeredZones } from '@/lib/booking/zones';

describe('the visitor time zone', () => {
  it('knows the IANA names Intl knows, written as Intl writes them', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Asia/Famagusta')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Etc/GMT+5')).toBe(true);
    expect(isTimeZone('europe/london')).toBe(false);
  });

  it("knows today's names that Node's ICU lists under an older one", () => {
    // Intl.supportedValuesOf('timeZone') has Asia/Nicosia, Europe/Kiev and Asia/Calcutta.
    expect(isTimeZone('Europe/Nicosia')).toBe(true);
    expect(isTimeZone('Europe/Kyiv')).toBe(true);
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
  });

  it('refuses anything else', () => {
    const refused = ['Mars/Phobos', '../etc', '', 'Europe/London\n', '+02:00', 'x'.repeat(65)];
    for (const value of refused) {
      expect(isTimeZone(value), value).toBe(false);
    }
    for (const value of [undefined, null, 42, {}, ['Europe/London']]) {
      expect(isTimeZone(value)).toBe(false);
    }
  });
});

describe('the zones offered', () => {
  it("puts the office's zone first, then the market's, without repeats", () => {
    const zones = offeredZones('Europe/Nicosia');
    expect(zones[0]).toBe('Europe/Nicosia');
    expect(zones).toEqual(expect.arrayContaining(['Europe/Istanbul', 'Europe/London', 'UTC']));
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones.every(isTimeZone)).toBe(true);
  });

  it("adds the visitor's own zone once, and only a valid one", () => {
    const base = offeredZones('Europe/Nicosia');
    expect(offeredZones('Europe/Nicosia', 'Asia/Tokyo')).toEqual([...base, 'Asia/Tokyo']);
    expect(offeredZones('Europe/Nicosia', 'Europe/London')).toEqual(base);
    expect(offeredZones('Europe/Nicosia', 'Europe/Nicosia')).toEqual(base);
    expect(offeredZones('Europe/Nicosia', 'Mars/Phobos')).toEqual(base);
  });

  it('keeps another office zone first', () => {
    const zones = offeredZones('Europe/London', 'Europe/London');
    expect(zones[0]).toBe('Europe/London');
    expect(zones.filter((zone) => zone === 'Europe/London')).toHaveLength(1);
  });
});
