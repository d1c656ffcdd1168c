import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { interGreekUrl } from '@/app/inter-greek';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url));

describe("Inter's Greek subset", () => {
  it('is served under a name that carries the hash of its content (it is cached for a year)', () => {
    const file = read(`public${interGreekUrl}`);
    const hash = createHash('sha256').update(file).digest('hex').slice(0, 8);
    expect(interGreekUrl).toBe(`/fonts/inter-greek-wght-normal.${hash}.woff2`);
  });

  it("is @fontsource's Greek file, so an upgrade of the package is noticed", () => {
    const packaged = read(
      'node_modules/@fontsource-variable/inter/files/inter-greek-wght-normal.woff2',
    );
    expect(read(`public${interGreekUrl}`).equals(packaged)).toBe(true);
  });

  it('is the file the stylesheet names for Greek letters', () => {
    expect(read('app/globals.css').toString()).toContain(`url('${interGreekUrl}')`);
  });
});
