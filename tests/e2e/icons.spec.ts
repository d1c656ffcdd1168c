import { expect, test } from '@playwright/test';
import * as lucide from 'lucide';
import type { IconNode } from 'lucide';
import { mergedShapes } from '@/components/ui/icon-path';

/**
 * The site draws each icon's outlines as one path (components/ui/icon-path.ts), to keep pages'
 * DOM small. Drawn by Chromium, every Lucide icon must look as Lucide draws it: the two are
 * rasterised side by side and compared pixel by pixel.
 */
const serialize = (node: IconNode) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 24 24" fill="none" ` +
  `stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">` +
  node
    .map(
      ([tag, attributes]) =>
        `<${tag} ${Object.entries(attributes)
          .map(([key, value]) => `${key}="${value}"`)
          .join(' ')}/>`,
    )
    .join('') +
  '</svg>';

test('every Lucide icon, its outlines merged into one path, draws as Lucide draws it', async ({
  page,
}) => {
  const pairs = Object.entries(lucide)
    .filter((entry): entry is [string, IconNode] => Array.isArray(entry[1]))
    .map(([name, node]) => ({
      name,
      original: serialize(node),
      merged: serialize(mergedShapes(node)),
    }));
  expect(pairs.length).toBeGreaterThan(1000);
  // The merge does something: most icons have more than one shape.
  expect(pairs.filter((pair) => pair.original !== pair.merged).length).toBeGreaterThan(500);
  const different = await page.evaluate(async (all) => {
    const draw = async (svg: string) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = new OffscreenCanvas(96, 96);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, 96, 96).data;
    };
    const failures: string[] = [];
    for (const { name, original, merged } of all) {
      if (original === merged) continue;
      const [a, b] = [await draw(original), await draw(merged)];
      // Alpha only (black on transparent). Where strokes overlap, one path and separate
      // elements anti-alias the edges a little differently (a union against layers): some
      // pixels shaded differently. A shape missing or misplaced leaves pixels drawn in one and
      // blank in the other.
      let shaded = 0;
      let wrong = 0;
      for (let i = 3; i < a.length; i += 4) {
        if (Math.abs(a[i]! - b[i]!) > 64) shaded++;
        if (Math.max(a[i]!, b[i]!) >= 224 && Math.min(a[i]!, b[i]!) <= 32) wrong++;
      }
      if (wrong > 0 || shaded > 48) failures.push(`${name}: ${wrong} wrong, ${shaded} shaded`);
    }
    return failures;
  }, pairs);
  expect(different).toEqual([]);
});
