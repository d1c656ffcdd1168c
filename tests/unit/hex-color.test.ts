import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  inkOnDark,
  inkOnLight,
  parseHexColor,
  readableInk,
  sanitizeHexInput,
} from '@/lib/preview/hex-color';
import { colourPresets } from '@/lib/preview/preview-settings';

describe('hex colour validation', () => {
  it.each([
    ['#1D4ED8', '#1d4ed8'],
    ['1d4ed8', '#1d4ed8'],
    ['  #1d4ed8 ', '#1d4ed8'],
    ['#fff', '#ffffff'],
    ['ABC', '#aabbcc'],
  ])('accepts %j as %s', (input, expected) => {
    expect(parseHexColor(input)).toBe(expected);
  });

  it.each([
    '',
    '#',
    '#12',
    '#1234',
    '#12345',
    '#1234567',
    '#gggggg',
    'blue',
    'rgb(0,0,0)',
    '##123456',
    '#12 345',
  ])('refuses %j', (input) => {
    expect(parseHexColor(input)).toBeNull();
  });

  it('keeps only hex digits in the text box, after one #', () => {
    expect(sanitizeHexInput('#1d4zz8x9')).toBe('#1d489');
    expect(sanitizeHexInput('1D4ED8FF')).toBe('#1D4ED8');
    expect(sanitizeHexInput('')).toBe('#');
  });
});

describe('readable text on a brand colour', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
    expect(contrastRatio('#1d4ed8', '#ffffff')).toBeCloseTo(6.7, 1);
  });

  it('puts black on light colours and white on dark ones', () => {
    expect(readableInk('#ffff00')).toBe(inkOnLight);
    expect(readableInk('#f59e0b')).toBe(inkOnLight);
    expect(readableInk('#0b1b34')).toBe(inkOnDark);
    expect(readableInk('#1d4ed8')).toBe(inkOnDark);
  });

  it('always reaches AA contrast (4.5:1) for any colour a visitor can pick', () => {
    for (let i = 0; i < 4096; i += 1) {
      const hex = `#${i.toString(16).padStart(3, '0')}`;
      expect(contrastRatio(hex, readableInk(hex))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives white text on every preset', () => {
    for (const preset of colourPresets) expect(readableInk(preset.hex)).toBe(inkOnDark);
  });
});
