import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { devicesPicture } from '@/components/illustrations/devices-picture';
import { devicesFile } from '@/components/illustrations/draw-devices';

const folder = path.join(import.meta.dirname, '..', '..', 'public', 'illustrations');

describe('the devices picture on the home page', () => {
  it('is the file the drawing gives today, under the name the page uses', () => {
    // After changing DevicesIllustration.tsx: node scripts/run-ts.mjs scripts/draw-illustrations.ts
    const { name, svg } = devicesFile();
    expect(devicesPicture.src).toBe(`/illustrations/${name}`);
    const file = path.join(folder, name);
    expect(existsSync(file), `public/illustrations/${name}`).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(svg);
  });

  it('is a standalone SVG of the size the page reserves, with no stale copy beside it', () => {
    const { svg } = devicesFile();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="560" height="340" /);
    expect(svg).toContain('viewBox="0 0 560 340"');
    expect([devicesPicture.width, devicesPicture.height]).toEqual([560, 340]);
    expect(readdirSync(folder).filter((name) => name.startsWith('devices.'))).toHaveLength(1);
  });
});
