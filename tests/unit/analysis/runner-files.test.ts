import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The grader's runner is plain JavaScript that the server starts as a process of its own, so
 * the build cannot see what it imports: each of its own files must be named in next.config.ts's
 * outputFileTracingIncludes, or the standalone server that production runs lacks it and every
 * phone measurement fails.
 */
const browserDir = join(process.cwd(), 'lib/analysis/browser');

/** The project's own files a plain module imports, and theirs, by relative path. */
function ownImports(file: string, seen = new Set<string>()): Set<string> {
  for (const [, path] of readFileSync(join(browserDir, file), 'utf8').matchAll(
    /^import [^;]*? from '\.\/([^']+)';/gm,
  )) {
    if (seen.has(path!)) continue;
    seen.add(path!);
    ownImports(path!, seen);
  }
  return seen;
}

describe("the grader runner's files in the standalone build", () => {
  it('are all traced into it', () => {
    const config = readFileSync(join(process.cwd(), 'next.config.ts'), 'utf8');
    const files = ['lighthouse-runner.mjs', ...ownImports('lighthouse-runner.mjs')];
    expect(files).toContain('machine-load.mjs');
    for (const file of files) expect(config).toContain(`'./lib/analysis/browser/${file}'`);
  });
});
