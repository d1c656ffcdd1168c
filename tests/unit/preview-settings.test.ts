import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import el from '@/messages/el.json';
import {
  colourPresets,
  previewContactMessage,
  previewFieldLimits,
  quoteMessageMaxLength,
  vehiclesShown,
  type PreviewSettings,
} from '@/lib/preview/preview-settings';
import { parseHexColor } from '@/lib/preview/hex-color';

const labels = {
  intro: 'Hello! Please build this:',
  dealerName: 'Dealership',
  tagline: 'Tagline',
  primaryColor: 'Brand colour',
  phone: 'Phone',
  address: 'Address',
  email: 'E-mail',
};

const settings: PreviewSettings = {
  dealerName: 'Harbour Motors',
  tagline: ' Quality cars ',
  primaryColor: '#1d4ed8',
  phone: '+357 22 123 456',
  address: '12 Harbour Road, Kyrenia',
  email: 'sales@harbourmotors.com',
};

describe('interactive preview rules', () => {
  it('shows four vehicles on desktop and tablet, two on mobile', () => {
    expect(vehiclesShown('desktop')).toBe(4);
    expect(vehiclesShown('tablet')).toBe(4);
    expect(vehiclesShown('mobile')).toBe(2);
  });

  it('has six valid preset colours', () => {
    expect(colourPresets).toHaveLength(6);
    for (const preset of colourPresets) expect(parseHexColor(preset.hex)).toBe(preset.hex);
  });

  it('writes every setting into the quote message, one per line', () => {
    expect(previewContactMessage(settings, labels)).toBe(
      [
        'Hello! Please build this:',
        'Dealership: Harbour Motors',
        'Tagline: Quality cars',
        'Brand colour: #1D4ED8',
        'Phone: +357 22 123 456',
        'Address: 12 Harbour Road, Kyrenia',
        'E-mail: sales@harbourmotors.com',
      ].join('\n'),
    );
  });

  it('leaves out settings the visitor emptied', () => {
    const message = previewContactMessage({ ...settings, tagline: '  ', email: '' }, labels);
    expect(message).not.toContain('Tagline');
    expect(message).not.toContain('E-mail');
    expect(message).toContain('Dealership: Harbour Motors');
  });

  it.each([
    ['en', en],
    ['tr', tr],
    ['el', el],
  ])('fits the longest message in the quote form in %s', (_, messages) => {
    const longest = Object.fromEntries(
      Object.entries(previewFieldLimits).map(([key, limit]) => [key, 'W'.repeat(limit)]),
    ) as Omit<PreviewSettings, 'primaryColor'>;
    const message = previewContactMessage(
      { ...longest, primaryColor: '#ffffff' },
      messages.HomePreview.message,
    );
    expect(message.length).toBeLessThanOrEqual(quoteMessageMaxLength);
  });
});
