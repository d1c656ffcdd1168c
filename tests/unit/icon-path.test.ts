import { describe, expect, it } from 'vitest';
import { mergedShapes, shapePath } from '@/components/ui/icon-path';

describe('icon shapes as one path', () => {
  it('draws each kind of shape as path data', () => {
    expect(shapePath('line', { x1: 2, y1: 3, x2: 4, y2: 5 })).toBe('M2 3L4 5');
    expect(shapePath('polyline', { points: '1 2 3 4 5 6' })).toBe('M1 2L3 4L5 6');
    expect(shapePath('polygon', { points: '1,2 3,4 5,6' })).toBe('M1 2L3 4L5 6Z');
    expect(shapePath('circle', { cx: 12, cy: 12, r: 10 })).toBe(
      'M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0Z',
    );
    expect(shapePath('rect', { x: 2, y: 4, width: 20, height: 16 })).toBe('M2 4H22V20H2Z');
    expect(shapePath('rect', { x: 2, y: 4, width: 20, height: 16, rx: 2 })).toBe(
      'M4 4H20a2 2 0 0 1 2 2V18a2 2 0 0 1 -2 2H4a2 2 0 0 1 -2 -2V6a2 2 0 0 1 2 -2Z',
    );
  });

  it('makes a path’s opening relative move absolute, keeping its further pairs relative', () => {
    expect(shapePath('path', { d: 'm14 12 4 4 4-4' })).toBe('M14 12l4 4 4 -4');
    expect(shapePath('path', { d: 'm2 16 4.039-9.69a.5.5 0 0 1 .923 0L11 16' })).toBe(
      'M2 16l4.039 -9.69a.5.5 0 0 1 .923 0L11 16',
    );
    expect(shapePath('path', { d: 'M3 3h18' })).toBe('M3 3h18');
  });

  it('merges the outlines and keeps a shape with a style of its own apart', () => {
    expect(
      mergedShapes([
        ['circle', { cx: 12, cy: 12, r: 10 }],
        ['path', { d: 'm16 9-5.5 5.5L8 12' }],
        ['circle', { cx: 12, cy: 17, r: 1, fill: 'currentColor' }],
      ]),
    ).toEqual([
      ['path', { d: 'M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0ZM16 9l-5.5 5.5L8 12' }],
      ['circle', { cx: 12, cy: 17, r: 1, fill: 'currentColor' }],
    ]);
  });
});
