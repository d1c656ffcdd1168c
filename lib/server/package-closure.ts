import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The folders of a package and everything it depends on at run time, as Node would resolve them
 * from `root` (a nested node_modules first, then the top one): for the standalone build, whose
 * tracer cannot follow a package that is only started as a separate process (Lighthouse, run by
 * lib/analysis/browser/lighthouse-runner.mjs).
 */
export function packageClosure(name: string, root: string): string[] {
  const found = new Set<string>();
  const visit = (dependency: string, from: string) => {
    const dir = [
      join(from, 'node_modules', dependency),
      join(root, 'node_modules', dependency),
    ].find((candidate) => existsSync(join(candidate, 'package.json')));
    if (!dir || found.has(dir)) return;
    found.add(dir);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    for (const next of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }))
      visit(next, dir);
  };
  visit(name, root);
  return [...found].map((dir) => relative(root, dir));
}
