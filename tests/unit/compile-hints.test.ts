import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileHint, compileHintsInBuild, firstLoadChunks } from '../../scripts/compile-hints.mjs';
import { paintFirst } from '../../scripts/paint-first.mjs';

const page = (...chunks: string[]) =>
  paintFirst(
    `<!DOCTYPE html><html><head>${chunks
      .map((chunk) => `<script src="/_next/static/chunks/${chunk}" async=""></script>`)
      .join('')}</head><body><h1>Hello</h1></body></html>`,
  );

describe('compile hints for first-load chunks', () => {
  let root: string;
  const chunk = (name: string) => join(root, '.next/static/chunks', name);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    mkdirSync(join(root, '.next/server/app/en'), { recursive: true });
    mkdirSync(join(root, '.next/static/chunks'), { recursive: true });
    writeFileSync(join(root, '.next/server/app/en.html'), page('react.js', 'page-a.js'));
    writeFileSync(join(root, '.next/server/app/en/about.html'), page('react.js', 'page-b.js'));
    // A page rendered on request keeps Next's own loading: no loader, nothing of its own listed.
    writeFileSync(join(root, '.next/server/app/en/report.rsc'), 'not a page');
    for (const name of ['react.js', 'page-a.js', 'page-b.js', 'lazy-island.js'])
      writeFileSync(chunk(name), `(function(){/* ${name} */})();`);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists every chunk a prerendered page loads first, once', () => {
    expect(firstLoadChunks(root)).toEqual([
      '/_next/static/chunks/page-a.js',
      '/_next/static/chunks/page-b.js',
      '/_next/static/chunks/react.js',
    ]);
  });

  it('puts the hint on their first line, leaves lazily loaded code alone, and only once', () => {
    expect(compileHintsInBuild(root)).toBe(3);
    for (const name of ['react.js', 'page-a.js', 'page-b.js']) {
      expect(readFileSync(chunk(name), 'utf8')).toBe(
        `${compileHint}(function(){/* ${name} */})();`,
      );
    }
    expect(readFileSync(chunk('lazy-island.js'), 'utf8')).not.toContain('allFunctionsCalledOnLoad');
    expect(compileHintsInBuild(root)).toBe(0);
    expect(readFileSync(chunk('react.js'), 'utf8').split(compileHint)).toHaveLength(2);
  });

  it('is the magic comment V8 reads', () => {
    expect(compileHint).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('stops the build when a page names a chunk the build does not have', () => {
    rmSync(chunk('page-b.js'));
    expect(() => compileHintsInBuild(root)).toThrow(
      /does not have: \/_next\/static\/chunks\/page-b\.js/,
    );
  });
});
