import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontSubsets, preloadedFontSubset } from '@/app/font-subsets';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url));

describe("Inter's subsets beyond Latin", () => {
  it.each(Object.entries(fontSubsets))(
    '%s: served under a name that carries the hash of its content (cached for a year)',
    (_locale, url) => {
      const hash = createHash('sha256')
        .update(read(`public${url}`))
        .digest('hex')
        .slice(0, 8);
      expect(url).toMatch(new RegExp(`^/fonts/inter-[a-z]+-wght-normal\\.${hash}\\.woff2$`));
    },
  );

  it.each(Object.entries(fontSubsets))('%s: the file the stylesheet names', (_locale, url) => {
    expect(read('app/globals.css').toString()).toContain(`url('${url}')`);
  });

  it("Greek is @fontsource's Greek file, so an upgrade of the package is noticed", () => {
    const packaged = read(
      'node_modules/@fontsource-variable/inter/files/inter-greek-wght-normal.woff2',
    );
    expect(read(`public${fontSubsets.el}`).equals(packaged)).toBe(true);
  });

  it('only Greek pages preload theirs', () => {
    expect(preloadedFontSubset('el')).toBe(fontSubsets.el);
    expect(preloadedFontSubset('tr')).toBeUndefined();
    expect(preloadedFontSubset('en')).toBeUndefined();
  });
});
