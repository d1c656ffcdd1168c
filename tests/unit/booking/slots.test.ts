import { describe, expect, it } from 'vitest';
import { formatSlotTime } from '@/lib/booking/format-slot';
import {
  bookingDays,
  type BookingDay,
  isBookableSlot,
  nextFreeSlots,
  slotKey,
} from '@/lib/booking/slots';
import type { OpeningHours } from '@/lib/site-config';

const office: OpeningHours = {
  timeZone: 'Europe/Nicosia',
  firstDay: 1,
  lastDay: 5,
  opens: '09:00',
  closes: '18:00',
};
const noBookings = new Map<string, number>();

function days(now: string, zone: string, extra: Partial<Parameters<typeof bookingDays>[0]> = {}) {
  return bookingDays({
    now: new Date(now),
    hours: office,
    zone,
    seats: 1,
    taken: noBookings,
    ...extra,
  });
}

const day = (list: BookingDay[], date: string) => list.find((entry) => entry.date === date);

// Offsets: Nicosia EET +2 / EEST +3 and London GMT 0 / BST +1 change together on the EU's last
// Sundays (28 March, 31 October 2027, 01:00 UTC); Istanbul is +3 all year; New York EST -5 /
// EDT -4 changes on 14 March and 7 November 2027. Every row is the first slot, 09:00 in Nicosia.
// Columns: office date, UTC instant, then the local time in Istanbul, London and New York.
const firstSlots = [
  // Mon 8 March, all on winter time: 09:00 - 2 = 07:00Z; Istanbul (+3) 10:00; New York (-5) 02:00.
  ['2027-03-08', '2027-03-08T07:00:00Z', '10:00', '07:00', '02:00'],
  // Tue 16 March, a US-only week: New York is on EDT (-4), 6 h behind Nicosia: 07:00Z = 03:00.
  ['2027-03-16', '2027-03-16T07:00:00Z', '10:00', '07:00', '03:00'],
  // Fri 26 March, last weekday before the EU change: still +2 in Nicosia, New York still -4.
  ['2027-03-26', '2027-03-26T07:00:00Z', '10:00', '07:00', '03:00'],
  // Mon 29 March, EEST (+3): 09:00 = 06:00Z; Istanbul 09:00; London BST (+1) 07:00; NY (-4) 02:00.
  ['2027-03-29', '2027-03-29T06:00:00Z', '09:00', '07:00', '02:00'],
  // Fri 29 October, last weekday of EU summer time: the same offsets as 29 March.
  ['2027-10-29', '2027-10-29T06:00:00Z', '09:00', '07:00', '02:00'],
  // Mon 1 November: the EU is back on winter time (+2, London 0), New York not yet: 03:00 EDT.
  ['2027-11-01', '2027-11-01T07:00:00Z', '10:00', '07:00', '03:00'],
  // Mon 8 November: New York back on EST (-5): 07:00Z = 02:00.
  ['2027-11-08', '2027-11-08T07:00:00Z', '10:00', '07:00', '02:00'],
] as const;

describe('slots across clock changes (office Europe/Nicosia, Mon–Fri 09:00–18:00)', () => {
  for (const [date, utc, istanbul, london, newYork] of firstSlots) {
    it(`${date}: 09:00 in Nicosia is ${utc}`, () => {
      const seen = {
        'Europe/Nicosia': '09:00',
        'Europe/Istanbul': istanbul,
        'Europe/London': london,
        'America/New_York': newYork,
      };
      for (const [zone, time] of Object.entries(seen)) {
        const first = day(days(`${date}T00:00:00Z`, zone), date)?.slots[0];
        expect(first?.start, zone).toBe(utc);
        expect(formatSlotTime(utc, zone, 'en'), zone).toBe(time);
      }
    });
  }

  it('keeps 09:00…17:30 on the office clock on both sides of the change (18 slots a day)', () => {
    const before = day(days('2027-03-26T00:00:00Z', 'Europe/Nicosia'), '2027-03-26')!.slots;
    const after = day(days('2027-03-29T00:00:00Z', 'Europe/Nicosia'), '2027-03-29')!.slots;
    for (const slots of [before, after]) {
      expect(slots).toHaveLength(18);
      expect(formatSlotTime(slots[0]!.start, 'Europe/Nicosia', 'en')).toBe('09:00');
      expect(formatSlotTime(slots.at(-1)!.start, 'Europe/Nicosia', 'en')).toBe('17:30');
    }
    expect(after[0]!.start).toBe('2027-03-29T06:00:00Z');
    expect(after.at(-1)!.start).toBe('2027-03-29T14:30:00Z');
  });

  it('puts Istanbul 1 hour ahead of Nicosia in winter and level with it in summer', () => {
    const winter = '2027-03-26T07:00:00Z';
    const summer = '2027-03-29T06:00:00Z';
    expect([
      formatSlotTime(winter, 'Europe/Nicosia', 'en'),
      formatSlotTime(winter, 'Europe/Istanbul', 'en'),
    ]).toEqual(['09:00', '10:00']);
    expect([
      formatSlotTime(summer, 'Europe/Nicosia', 'en'),
      formatSlotTime(summer, 'Europe/Istanbul', 'en'),
    ]).toEqual(['09:00', '09:00']);
  });

  // An office open every day 02:00–05:00 meets the clock change itself: on 28 March 2027
  // 03:00–03:59 does not exist in Nicosia; on 31 October 2027 03:00–03:59 happens twice.
  const nightOffice: OpeningHours = {
    ...office,
    firstDay: 1,
    lastDay: 7,
    opens: '02:00',
    closes: '05:00',
  };

  const nightSlots = (now: string, date: string) =>
    day(days(now, 'Europe/Nicosia', { hours: nightOffice }), date)!.slots.map((slot) => slot.start);

  it('skips wall times the spring-forward night does not have', () => {
    // 02:00 and 02:30 EET (+2) = 00:00Z, 00:30Z; 04:00 and 04:30 EEST (+3) = 01:00Z, 01:30Z.
    expect(nightSlots('2027-03-27T00:00:00Z', '2027-03-28')).toEqual([
      '2027-03-28T00:00:00Z',
      '2027-03-28T00:30:00Z',
      '2027-03-28T01:00:00Z',
      '2027-03-28T01:30:00Z',
    ]);
  });

  it('takes the earlier of a wall time the fall-back night has twice', () => {
    // 02:00 … 03:30 on summer time (+3) = 23:00Z … 00:30Z; 04:00, 04:30 on winter time (+2) =
    // 02:00Z, 02:30Z. 03:00 and 03:30 on winter time (01:00Z, 01:30Z) are the second ones.
    expect(nightSlots('2027-10-30T00:00:00Z', '2027-10-31')).toEqual([
      '2027-10-30T23:00:00Z',
      '2027-10-30T23:30:00Z',
      '2027-10-31T00:00:00Z',
      '2027-10-31T00:30:00Z',
      '2027-10-31T02:00:00Z',
      '2027-10-31T02:30:00Z',
    ]);
    const now = new Date('2027-10-30T00:00:00Z');
    expect(isBookableSlot('2027-10-31T00:00:00Z', { now, hours: nightOffice })).toBe(true);
    expect(isBookableSlot('2027-10-31T01:00:00Z', { now, hours: nightOffice })).toBe(false);
  });

  it('wraps an opening range over Sunday (Saturday to Tuesday)', () => {
    const list = days('2026-11-30T00:00:00Z', 'Europe/Nicosia', {
      hours: { ...office, firstDay: 6, lastDay: 2 },
    });
    const open = list.filter((entry) => entry.slots.length > 0).map((entry) => entry.date);
    expect(open.slice(0, 5)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
    ]);
  });
});

describe('booking days in the visitor zone', () => {
  it('puts the 17:00 and 17:30 Nicosia slots on the next Tokyo date', () => {
    // Tue 1 Dec 2026, EET (+2): 17:00 = 15:00Z = 00:00 Wed 2 Dec in Tokyo (+9), 16:30 = 23:30 Tue.
    const list = days('2026-11-30T00:00:00Z', 'Asia/Tokyo');
    expect(day(list, '2026-12-01')!.slots.at(-1)!.start).toBe('2026-12-01T14:30:00Z');
    expect(
      day(list, '2026-12-02')!
        .slots.slice(0, 3)
        .map((slot) => slot.start),
    ).toEqual(['2026-12-01T15:00:00Z', '2026-12-01T15:30:00Z', '2026-12-02T07:00:00Z']);
    // Saturday in Tokyo holds only Friday's last two calls; Monday none of Sunday's.
    expect(day(list, '2026-12-05')!.slots.map((slot) => slot.start)).toEqual([
      '2026-12-04T15:00:00Z',
      '2026-12-04T15:30:00Z',
    ]);
  });

  it('asks for 2 hours notice and lists every date from today to 21 days ahead', () => {
    // Monday 30 November 2026, 08:00 in Nicosia (EET, +2) = 06:00Z.
    const list = days('2026-11-30T06:00:00Z', 'Europe/Nicosia');
    expect(list).toHaveLength(22);
    expect(list[0]!.date).toBe('2026-11-30');
    expect(list.at(-1)!.date).toBe('2026-12-21');
    // 10:00 Nicosia: 09:00 and 09:30 are less than two hours away.
    expect(list[0]!.slots[0]!.start).toBe('2026-11-30T08:00:00Z');
    expect(formatSlotTime(list[0]!.slots[0]!.start, 'Europe/Nicosia', 'en')).toBe('10:00');
    expect(day(list, '2026-12-05')!.slots).toEqual([]);
    expect(day(list, '2026-12-06')!.slots).toEqual([]);
    // The horizon ends at 08:00 on 21 December, before that day's first call.
    expect(day(list, '2026-12-21')!.slots).toEqual([]);
    expect(day(list, '2026-12-18')!.slots).toHaveLength(18);
  });

  it('marks full and blocked slots as not free', () => {
    const now = '2026-11-30T00:00:00Z';
    const tuesday = (list: BookingDay[]) => day(list, '2026-12-01')!.slots.slice(0, 3);
    const taken = new Map([['2026-12-01T07:00:00Z', 1]]);
    expect(tuesday(days(now, 'Europe/Nicosia', { taken }))).toEqual([
      { start: '2026-12-01T07:00:00Z', free: false },
      { start: '2026-12-01T07:30:00Z', free: true },
      { start: '2026-12-01T08:00:00Z', free: true },
    ]);
    expect(tuesday(days(now, 'Europe/Nicosia', { taken, seats: 2 }))[0]!.free).toBe(true);
    const blocked = [
      { from: new Date('2026-12-01T07:00:00Z'), to: new Date('2026-12-01T08:00:00Z') },
    ];
    expect(tuesday(days(now, 'Europe/Nicosia', { blocked })).map((slot) => slot.free)).toEqual([
      false,
      false,
      true,
    ]);
  });
});

describe('the server check of a posted slot', () => {
  // Monday 30 November 2026, 08:00 in Nicosia.
  const options = { now: new Date('2026-11-30T06:00:00Z'), hours: office };
  const bookable = (start: string) => isBookableSlot(start, options);

  it('accepts a slot of the grid, however its offset is written', () => {
    expect(bookable('2026-12-01T07:00:00Z')).toBe(true);
    expect(bookable('2026-12-01T09:00:00+02:00')).toBe(true);
    expect(bookable('2026-12-01T15:30:00Z')).toBe(true); // 17:30, ends at closing
    expect(bookable('2026-11-30T08:00:00Z')).toBe(true); // exactly 2 hours ahead
    expect(bookable('2026-12-18T07:00:00Z')).toBe(true); // Friday, 18 days ahead
  });

  it('rejects a time off the grid, outside the hours or on a closed day', () => {
    expect(bookable('2026-12-01T07:10:00Z')).toBe(false);
    expect(bookable('2026-12-01T07:00:30Z')).toBe(false);
    expect(bookable('2026-12-01T07:00:00.5Z')).toBe(false);
    expect(bookable('2026-12-01T06:30:00Z')).toBe(false); // 08:30
    expect(bookable('2026-12-01T16:00:00Z')).toBe(false); // 18:00
    expect(bookable('2026-12-05T07:00:00Z')).toBe(false); // Saturday
  });

  it('rejects a slot too soon, in the past or beyond the horizon', () => {
    expect(bookable('2026-11-30T07:00:00Z')).toBe(false); // 1 hour ahead
    expect(bookable('2026-11-27T07:00:00Z')).toBe(false);
    expect(bookable('2026-12-22T07:00:00Z')).toBe(false); // 22 days ahead
  });

  it('rejects what is not an instant, without throwing', () => {
    for (const value of [
      'x',
      '',
      '2026-13-40T00:00:00Z',
      '2026-12-01',
      '2026-12-01T07:00:00',
      '9'.repeat(500),
    ]) {
      expect(bookable(value), value).toBe(false);
    }
    expect(isBookableSlot(42 as unknown as string, options)).toBe(false);
    expect(isBookableSlot('2026-12-01T07:00:00Z', { ...options, now: new Date('nonsense') })).toBe(
      false,
    );
    expect(
      isBookableSlot('2026-12-01T07:00:00Z', {
        ...options,
        hours: { ...office, timeZone: 'Mars/Phobos' },
      }),
    ).toBe(false);
  });
});

describe('slot keys', () => {
  it('writes a posted instant in one form', () => {
    expect(slotKey('2026-12-01T07:00:00Z')).toBe('2026-12-01T07:00:00Z');
    expect(slotKey('2026-12-01T09:00+02:00')).toBe('2026-12-01T07:00:00Z');
    expect(slotKey('2026-12-01T07:00:00.000Z')).toBe('2026-12-01T07:00:00Z');
    expect(slotKey('2026-12-01')).toBeNull();
    expect(slotKey('tomorrow')).toBeNull();
  });
});

describe('the next free slots', () => {
  it('skips taken slots and crosses the weekend', () => {
    const taken = new Map([
      ['2026-12-04T15:00:00Z', 1],
      ['2026-12-04T15:30:00Z', 1],
      ['2026-12-07T07:00:00Z', 1],
    ]);
    const list = days('2026-11-30T00:00:00Z', 'Europe/Nicosia', { taken });
    expect(nextFreeSlots(list, '2026-12-04T14:30:00Z', 3)).toEqual([
      { start: '2026-12-04T14:30:00Z', free: true },
      { start: '2026-12-07T07:30:00Z', free: true },
      { start: '2026-12-07T08:00:00Z', free: true },
    ]);
    expect(nextFreeSlots(list, '2026-12-04T15:00:00Z', 1)).toEqual([
      { start: '2026-12-07T07:30:00Z', free: true },
    ]);
    expect(nextFreeSlots(list, 'garbage', 3)).toEqual([]);
    expect(nextFreeSlots(list, '2026-12-04T15:00:00Z', 0)).toEqual([]);
  });
});
