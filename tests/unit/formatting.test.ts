import { describe, expect, it } from 'vitest';
import { formatDuration, formatStat } from '@/lib/content/stats';
import { formatOpeningHours } from '@/lib/opening-hours';

describe('headline figures', () => {
  it('read the way each language writes them', () => {
    const dealers = { id: 'd', value: 1000, format: 'count', plus: true } as const;
    const retention = { id: 'r', value: 89, format: 'percent' } as const;
    const revenue = { id: 'v', value: 355_000, format: 'gbp', plus: true } as const;
    expect(formatStat(dealers, 'en')).toBe('1000+');
    expect(formatStat({ ...dealers, value: 12_500 }, 'en')).toBe('12,500+');
    expect(formatStat(retention, 'en')).toBe('89%');
    expect(formatStat(retention, 'tr')).toBe('%89');
    expect(formatStat(retention, 'el')).toBe('89%');
    expect(formatStat({ ...retention, value: 1.5 }, 'el')).toBe('1,5%');
    expect(formatStat({ ...retention, value: 99.9 }, 'en')).toBe('99.9%');
    expect(formatStat(revenue, 'en')).toBe('£355k+');
    expect(formatStat(revenue, 'tr')).toMatch(/^£355\sB\+$/);
  });

  it('spell out durations', () => {
    expect(formatDuration(1, 'hour', 'en')).toBe('1 hour');
    expect(formatDuration(48, 'hour', 'tr')).toBe('48 saat');
    expect(formatDuration(6, 'month', 'el')).toBe('6 μήνες');
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
