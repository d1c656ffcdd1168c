import { afterEach, describe, expect, it } from 'vitest';
import { isOpenAt, wallClock } from '@/lib/hours/business-hours';
import { formatOpeningHours, weekdayName } from '@/lib/hours/opening-hours';
import type { OpeningHours } from '@/lib/site-config';

const cyprus: OpeningHours = {
  timeZone: 'Europe/Nicosia',
  firstDay: 1,
  lastDay: 5,
  opens: '09:00',
  closes: '18:00',
};
const at = (iso: string) => new Date(iso);
const originalTz = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTz;
});

describe('wall clock in the business time zone', () => {
  it('follows Cyprus across the spring-forward night (29 March 2026, 03:00 → 04:00)', () => {
    expect(wallClock(at('2026-03-29T00:59:00Z'), 'Europe/Nicosia')).toEqual({
      weekday: 7,
      minutes: 2 * 60 + 59,
    });
    expect(wallClock(at('2026-03-29T01:00:00Z'), 'Europe/Nicosia')).toEqual({
      weekday: 7,
      minutes: 4 * 60,
    });
  });

  it('follows Cyprus across the fall-back night (25 October 2026, 04:00 → 03:00)', () => {
    expect(wallClock(at('2026-10-25T00:59:00Z'), 'Europe/Nicosia').minutes).toBe(3 * 60 + 59);
    expect(wallClock(at('2026-10-25T01:00:00Z'), 'Europe/Nicosia').minutes).toBe(3 * 60);
  });

  it('writes midnight as 00:00, not 24:00', () => {
    expect(wallClock(at('2026-01-04T22:00:00Z'), 'Europe/Nicosia')).toEqual({
      weekday: 1,
      minutes: 0,
    });
  });
});

describe('opening hours Mon–Fri 09:00–18:00 Cyprus time', () => {
  const cases: Array<[string, string, boolean]> = [
    // Winter time (UTC+2)
    ['Friday 27 March, 08:59 in Cyprus', '2026-03-27T06:59:00Z', false],
    ['Friday 27 March, 09:00 in Cyprus', '2026-03-27T07:00:00Z', true],
    ['Friday 27 March, 17:59 in Cyprus', '2026-03-27T15:59:00Z', true],
    ['Friday 27 March, 18:00 in Cyprus', '2026-03-27T16:00:00Z', false],
    // Summer time (UTC+3) after the change on Sunday 29 March
    ['Monday 30 March, 08:59 in Cyprus', '2026-03-30T05:59:00Z', false],
    ['Monday 30 March, 09:00 in Cyprus', '2026-03-30T06:00:00Z', true],
    ['Monday 30 March, 18:00 in Cyprus', '2026-03-30T15:00:00Z', false],
    ['Friday 23 October, 17:59 in Cyprus (summer time)', '2026-10-23T14:59:00Z', true],
    ['Friday 23 October, 18:00 in Cyprus (summer time)', '2026-10-23T15:00:00Z', false],
    // Back to winter time after Sunday 25 October
    ['Monday 26 October, 09:00 in Cyprus (winter time)', '2026-10-26T07:00:00Z', true],
    [
      'Monday 26 October, 08:00 in Cyprus (summer offset would say 09:00)',
      '2026-10-26T06:00:00Z',
      false,
    ],
    ['Monday 26 October, 17:59 in Cyprus', '2026-10-26T15:59:00Z', true],
    // Weekends
    ['Saturday 10:00 in Cyprus', '2026-11-21T08:00:00Z', false],
    ['Sunday 12:00 in Cyprus', '2026-11-22T10:00:00Z', false],
  ];

  for (const visitorZone of [
    'UTC',
    'Europe/London',
    'America/Los_Angeles',
    'Asia/Tokyo',
    'Pacific/Kiritimati',
  ]) {
    it.each(cases)(`${visitorZone} visitor: %s → open %s`, (_label, iso, open) => {
      process.env.TZ = visitorZone;
      expect(isOpenAt(at(iso), cyprus)).toBe(open);
    });
  }

  it('uses the Cyprus weekday, not the visitor’s: Friday night in Los Angeles is Saturday in Cyprus', () => {
    process.env.TZ = 'America/Los_Angeles';
    // Friday 23:30 in Los Angeles (UTC-8) = Saturday 09:30 in Cyprus
    expect(isOpenAt(at('2026-11-21T07:30:00Z'), cyprus)).toBe(false);
    // Sunday 23:30 in Los Angeles = Monday 09:30 in Cyprus
    expect(isOpenAt(at('2026-11-23T07:30:00Z'), cyprus)).toBe(true);
  });

  it('follows the configured zone and days', () => {
    const istanbulSixDays: OpeningHours = { ...cyprus, timeZone: 'Europe/Istanbul', lastDay: 6 };
    // Istanbul stays on UTC+3 all year: 06:00Z is 09:00 there in winter too.
    expect(isOpenAt(at('2026-12-07T06:00:00Z'), istanbulSixDays)).toBe(true);
    expect(isOpenAt(at('2026-12-07T06:00:00Z'), cyprus)).toBe(false);
    expect(isOpenAt(at('2026-12-12T08:00:00Z'), istanbulSixDays)).toBe(true);
    const weekendWrap: OpeningHours = { ...cyprus, firstDay: 6, lastDay: 1 };
    expect(isOpenAt(at('2026-11-22T10:00:00Z'), weekendWrap)).toBe(true);
    expect(isOpenAt(at('2026-11-24T10:00:00Z'), weekendWrap)).toBe(false);
  });
});

describe('opening hours line', () => {
  it('names the days in the visitor’s language', () => {
    expect(formatOpeningHours(cyprus, 'en')).toMatchObject({
      days: 'Mon–Fri',
      times: '09:00–18:00',
    });
    expect(formatOpeningHours(cyprus, 'tr').days).toBe('Pzt–Cum');
    expect(formatOpeningHours(cyprus, 'el').days).toBe('Δευ–Παρ');
    expect(formatOpeningHours({ ...cyprus, lastDay: 1 }, 'en').days).toBe('Mon');
    expect(weekdayName(7, 'en', 'long')).toBe('Sunday');
    expect(weekdayName(1, 'el', 'long')).toBe('Δευτέρα');
  });
});
