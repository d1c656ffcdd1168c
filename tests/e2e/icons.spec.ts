import { expect, test } from '@playwright/test';
import * as lucide from 'lucide';
import type { IconNode } from 'lucide';
import { mergedShapes } from '@/components/ui/icon-path';

/**
 * The site draws each icon's outlines as one path (components/ui/icon-path.ts), to keep pages'
 * DOM small. Drawn by Chromium, every Lucide icon must look as Lucide draws it: the two are
 * rasterised side by side and compared pixel by pixel. The icons are drawn a sheet at a time,
 * each in a 96 px cell of its own (a nested <svg> is drawn as the same icon on its own would be,
 * at whole-pixel offsets), so the browser decodes a few dozen pictures, not three thousand.
 */
const cell = 96;
const columns = 10;

const icon = (node: IconNode, index: number) =>
  `<svg x="${(index % columns) * cell}" y="${Math.floor(index / columns) * cell}" ` +
  `width="${cell}" height="${cell}" viewBox="0 0 24 24" fill="none" stroke="black" ` +
  `stroke-width="2" stroke-linecap="round" stroke-linejoin="round">` +
  node
    .map(
      ([tag, attributes]) =>
        `<${tag} ${Object.entries(attributes)
          .map(([key, value]) => `${key}="${value}"`)
          .join(' ')}/>`,
    )
    .join('') +
  '</svg>';

const sheet = (nodes: IconNode[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${columns * cell}" ` +
  `height="${Math.ceil(nodes.length / columns) * cell}">${nodes.map(icon).join('')}</svg>`;

test('every Lucide icon, its outlines merged into one path, draws as Lucide draws it', async ({
  page,
}) => {
  const icons = Object.entries(lucide)
    .filter((entry): entry is [string, IconNode] => Array.isArray(entry[1]))
    .map(([name, node]) => ({ name, original: node, merged: mergedShapes(node) }));
  expect(icons.length).toBeGreaterThan(1000);
  // The merge does something: most icons have more than one shape.
  const changed = icons.filter(
    ({ original, merged }) => JSON.stringify(original) !== JSON.stringify(merged),
  );
  expect(changed.length).toBeGreaterThan(500);
  const perSheet = columns * columns;
  const sheets = [];
  for (let start = 0; start < changed.length; start += perSheet) {
    const batch = changed.slice(start, start + perSheet);
    sheets.push({
      names: batch.map(({ name }) => name),
      original: sheet(batch.map(({ original }) => original)),
      merged: sheet(batch.map(({ merged }) => merged)),
    });
  }
  const different = await page.evaluate(
    async ({ all, cell, columns }) => {
      const draw = async (svg: string) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.naturalWidth, image.naturalHeight);
      };
      const failures: string[] = [];
      for (const { names, original, merged } of all) {
        const [a, b] = [await draw(original), await draw(merged)];
        names.forEach((name, index) => {
          const left = (index % columns) * cell;
          const top = Math.floor(index / columns) * cell;
          // Alpha only (black on transparent). Where strokes overlap, one path and separate
          // elements anti-alias the edges a little differently (a union against layers): some
          // pixels shaded differently. A shape missing or misplaced leaves pixels drawn in one
          // and blank in the other.
          let shaded = 0;
          let wrong = 0;
          for (let y = top; y < top + cell; y++) {
            for (let x = left; x < left + cell; x++) {
              const i = (y * a.width + x) * 4 + 3;
              const [p, q] = [a.data[i]!, b.data[i]!];
              if (Math.abs(p - q) > 64) shaded++;
              if (Math.max(p, q) >= 224 && Math.min(p, q) <= 32) wrong++;
            }
          }
          if (wrong > 0 || shaded > 48) failures.push(`${name}: ${wrong} wrong, ${shaded} shaded`);
        });
      }
      return failures;
    },
    { all: sheets, cell, columns },
  );
  expect(different).toEqual([]);
});
