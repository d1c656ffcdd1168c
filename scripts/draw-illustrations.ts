// Writes public/illustrations/devices.<hash>.svg from components/illustrations/DevicesIllustration.tsx
// (the home page shows it as a picture, not inline): `node scripts/run-ts.mjs scripts/draw-illustrations.ts`
// after changing the drawing, then name the file in components/illustrations/devices-picture.ts.
// tests/unit/devices-picture.test.ts fails until both are done.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { devicesFile } from '@/components/illustrations/draw-devices';

const folder = path.join(import.meta.dirname, '..', 'public', 'illustrations');
const { name, svg } = devicesFile();
for (const old of readdirSync(folder)) {
  if (/^devices\.[0-9a-f]{8}\.svg$/.test(old) && old !== name) rmSync(path.join(folder, old));
}
writeFileSync(path.join(folder, name), svg);
console.log(
  `Wrote public/illustrations/${name}; name it in components/illustrations/devices-picture.ts.`,
);
