import { describe, expect, it } from 'vitest';
import { formatCalendarTime, formatOfficeDateTime } from '@/lib/hours/office-time';
import { siteConfig } from '@/lib/site-config';

// The office is in Nicosia (BUSINESS_TIMEZONE's default): UTC+2 in winter, UTC+3 in summer.
describe("the agency's dates and times, on the office's clock", () => {
  it('is the zone the tests expect', () => {
    expect(siteConfig.openingHours.timeZone).toBe('Europe/Nicosia');
  });

  it('writes a moment as the admin area and the agency e-mail show it, across summer time', () => {
    expect(formatOfficeDateTime(new Date('2026-12-08T07:30:00Z'))).toBe('8 Dec 2026, 09:30');
    expect(formatOfficeDateTime(new Date('2026-07-08T07:30:00Z'))).toBe('8 Jul 2026, 10:30');
  });

  it("writes a call's time on the office's clock or a visitor's, with the year when asked", () => {
    const call = new Date('2026-12-01T08:30:00Z');
    expect(formatCalendarTime(call)).toBe('Tue 1 Dec, 10:30');
    expect(formatCalendarTime(call, { timeZone: 'Europe/Istanbul' })).toBe('Tue 1 Dec, 11:30');
    expect(formatCalendarTime(call, { timeZone: 'America/New_York' })).toBe('Tue 1 Dec, 03:30');
    expect(formatCalendarTime(call, { year: true })).toBe('Tue, 1 Dec 2026, 10:30');
    expect(() => formatCalendarTime(call, { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
