import { describe, expect, it } from 'vitest';
import { formatFigure } from '@/lib/content/figures';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatGbp,
  formatGbpMillions,
  formatNumber,
  formatPercent,
  formatRange,
} from '@/lib/format';
import { formatOpeningHours } from '@/lib/hours/opening-hours';

/** Intl puts no-break spaces between number and unit; compared with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('numbers, money and percentages', () => {
  it('read the way each language writes them', () => {
    expect(formatNumber(12_500, 'en')).toBe('12,500');
    expect(formatNumber(12_500, 'tr')).toBe('12.500');
    expect(formatNumber(1.5, 'el')).toBe('1,5');
    expect(formatPercent(89, 'en')).toBe('89%');
    expect(formatPercent(620, 'tr')).toBe('%620');
    expect(formatPercent(1.5, 'el')).toBe('1,5%');
    expect(formatPercent(99.9, 'en')).toBe('99.9%');
    expect(formatPercent(420, 'en', { change: true })).toBe('+420%');
    expect(formatPercent(45, 'tr', { change: true })).toBe('+%45');
    expect(plain(formatGbp(2500, 'en'))).toBe('£2,500');
    expect(plain(formatGbp(18_000, 'tr'))).toBe('£18.000');
    expect(plain(formatGbp(2500, 'el'))).toBe('2.500 £');
    expect(plain(formatGbpMillions(5_200_000, 'tr'))).toBe('£5,2 Mn');
    expect(formatRange(5, 7, 'el')).toBe('5–7');
  });

  it('write the headline figures without a sign glued on by hand', () => {
    expect(formatFigure('dealersHelped', 'en')).toBe('1,000+');
    expect(formatFigure('dealersHelped', 'el')).toBe('1.000+');
    expect(formatFigure('retention', 'tr')).toBe('%89');
    // The case studies' revenue is an exact sum, written out (no "355 χιλ. £+").
    expect(plain(formatFigure('caseStudyRevenue', 'el'))).toBe('355.000 £');
    expect(plain(formatFigure('caseStudyRevenue', 'en'))).toBe('£355,000');
  });

  it('spell out durations', () => {
    expect(formatDuration(1, 'hour', 'en')).toBe('1 hour');
    expect(formatDuration(48, 'hour', 'tr')).toBe('48 saat');
    expect(formatDuration(6, 'month', 'el')).toBe('6 μήνες');
    expect(formatDuration(1.5, 'month', 'en')).toBe('1.5 months');
  });
});

describe('dates', () => {
  it('have one format per language, the long one, whatever the server time zone', () => {
    expect(formatDate('2026-11-15', 'en')).toBe('15 November 2026');
    expect(formatDate('2026-11-15', 'tr')).toBe('15 Kasım 2026');
    expect(formatDate('2026-11-15', 'el')).toBe('15 Νοεμβρίου 2026');
    expect(formatDate('2026-01-01', 'en')).toBe('1 January 2026');
  });

  it('write a moment on a 24-hour clock, so no sentence ends in a doubled full stop', () => {
    const morning = new Date('2026-12-07T06:00:00Z');
    expect(formatDateTime(morning, 'en', 'Europe/Nicosia')).toBe('7 December 2026 at 08:00');
    expect(formatDateTime(morning, 'tr', 'Europe/Nicosia')).toBe('7 Aralık 2026 08:00');
    expect(formatDateTime(morning, 'el', 'Europe/Nicosia')).toBe('7 Δεκεμβρίου 2026 στις 08:00');
    expect(formatDateTime(new Date('2026-12-07T15:30:00Z'), 'el', 'Europe/Istanbul')).toBe(
      '7 Δεκεμβρίου 2026 στις 18:30',
    );
  });
});

describe('opening hours', () => {
  const hours = {
    timeZone: 'Europe/Nicosia',
    firstDay: 1,
    lastDay: 5,
    opens: '09:00',
    closes: '18:00',
  };

  it('are written per language in 24-hour time', () => {
    expect(formatOpeningHours(hours, 'en')).toMatchObject({
      days: 'Mon–Fri',
      times: '09:00–18:00',
    });
    expect(formatOpeningHours(hours, 'tr')).toMatchObject({
      days: 'Pzt–Cum',
      times: '09:00–18:00',
    });
    expect(formatOpeningHours(hours, 'el')).toMatchObject({
      days: 'Δευ–Παρ',
      times: '09:00–18:00',
    });
    expect(formatOpeningHours(hours, 'en').zone).toMatch(/Eastern European/);
  });

  it('follow a different configuration', () => {
    expect(
      formatOpeningHours({ ...hours, lastDay: 6, opens: '08:30', closes: '17:00' }, 'en'),
    ).toMatchObject({ days: 'Mon–Sat', times: '08:30–17:00' });
  });
});
