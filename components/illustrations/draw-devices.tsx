import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { DevicesIllustration } from './DevicesIllustration';

/**
 * The devices drawing as a file of its own (public/illustrations), which the home page shows as a
 * picture (devices-picture.ts): drawn inline, its 59 paths were 2 KB of every home page's
 * compressed HTML, twice over with the RSC payload, and 65 elements to lay out before the first
 * paint. Used by scripts/draw-illustrations.ts, which writes it, and by the test that checks the
 * file in the repository is what the drawing gives today.
 */
export function devicesFile(): { name: string; svg: string } {
  const svg = renderToStaticMarkup(<DevicesIllustration />).replace(
    /^<svg /,
    '<svg xmlns="http://www.w3.org/2000/svg" width="560" height="340" ',
  );
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 8);
  return { name: `devices.${hash}.svg`, svg: `${svg}\n` };
}
