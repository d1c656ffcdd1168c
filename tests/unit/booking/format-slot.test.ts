import { describe, expect, it } from 'vitest';
import {
  formatSlotDateTime,
  formatSlotDay,
  formatSlotTime,
  slotDate,
  zoneName,
} from '@/lib/booking/format-slot';

// Tuesday 1 December 2026, 14:30 in Nicosia (EET, +2).
const start = '2026-12-01T12:30:00Z';
const at = new Date(start);

// What Node 24's ICU prints, pinned so a change in ICU or in the options shows up here.
describe('a slot in words', () => {
  it('writes the time on a 24-hour clock in every language', () => {
    expect(formatSlotTime(start, 'Europe/Nicosia', 'en')).toBe('14:30');
    expect(formatSlotTime(start, 'Europe/Nicosia', 'tr')).toBe('14:30');
    expect(formatSlotTime(start, 'Europe/Nicosia', 'el')).toBe('14:30');
    expect(formatSlotTime(start, 'Europe/London', 'en')).toBe('12:30');
    expect(formatSlotTime('2026-12-01T22:00:00Z', 'Europe/Nicosia', 'en')).toBe('00:00');
  });

  it('writes the day of the page without a year, and never shifts it', () => {
    expect(formatSlotDay('2026-12-01', 'en')).toBe('Tuesday 1 December');
    expect(formatSlotDay('2026-12-01', 'tr')).toBe('1 Aralık Salı');
    expect(formatSlotDay('2026-12-01', 'el')).toBe('Τρίτη 1 Δεκεμβρίου');
  });

  it('writes day, year and time together for e-mails', () => {
    expect(formatSlotDateTime(start, 'Europe/Nicosia', 'en')).toBe(
      'Tuesday, 1 December 2026 at 14:30',
    );
    expect(formatSlotDateTime(start, 'Europe/Nicosia', 'tr')).toBe('1 Aralık 2026 Salı 14:30');
    expect(formatSlotDateTime(start, 'Europe/Nicosia', 'el')).toBe(
      'Τρίτη 1 Δεκεμβρίου 2026 στις 14:30',
    );
    // 14:30 in Nicosia is 07:30 in New York (EST, -5).
    expect(formatSlotDateTime(start, 'America/New_York', 'en')).toBe(
      'Tuesday, 1 December 2026 at 07:30',
    );
  });

  it('names the zone in the language, with its IANA city', () => {
    expect(zoneName('Europe/Nicosia', 'en', at)).toBe('Eastern European Time (Nicosia)');
    expect(zoneName('Europe/Nicosia', 'tr', at)).toBe('Doğu Avrupa Saati (Nicosia)');
    expect(zoneName('Europe/Nicosia', 'el', at)).toBe('Ώρα Ανατολικής Ευρώπης (Nicosia)');
    expect(zoneName('Asia/Famagusta', 'en', at)).toBe('Eastern European Time (Famagusta)');
    expect(zoneName('America/New_York', 'en', at)).toBe('Eastern Time (New York)');
  });

  it('falls back to the IANA name where Intl has only an offset', () => {
    expect(zoneName('UTC', 'en', at)).toBe('UTC');
    expect(zoneName('Etc/GMT+5', 'tr', at)).toBe('Etc/GMT+5');
  });
});

describe('slotDate', () => {
  it('is the day an instant falls on in the zone, not in UTC', () => {
    // 23:30 in UTC is already the next day in Nicosia and Istanbul, still the same in New York.
    const late = '2026-12-01T23:30:00Z';
    expect(slotDate(late, 'UTC')).toBe('2026-12-01');
    expect(slotDate(late, 'Asia/Nicosia')).toBe('2026-12-02');
    expect(slotDate(late, 'Europe/Istanbul')).toBe('2026-12-02');
    expect(slotDate(late, 'America/New_York')).toBe('2026-12-01');
    // Nicosia in summer time (+3): 21:30 UTC is 00:30 the next day.
    expect(slotDate('2026-07-14T21:30:00Z', 'Asia/Nicosia')).toBe('2026-07-15');
  });
});
