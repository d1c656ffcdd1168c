// After `next build` and scripts/paint-first.mjs: the chunks that prerendered pages load first
// ask V8 to compile every function they hold as soon as the file is compiled.
//
// React's start-up on a page is one task: the entry chunk runs, and Turbopack instantiates every
// module it needs, each module's functions compiled by V8 only when first called, on the main
// thread. On a phone that task is long (a CPU profile of /tr/about at 4× slowdown put 98 of its
// 173 ms in that lazy compilation), and it is most of what Lighthouse counts as blocking time.
// `//# allFunctionsCalledOnLoad` as a file's first line (V8's explicit compile hints, Chrome
// 136+) has the functions compiled eagerly, with the script, off the main thread for a script
// streamed in the background (https://v8.dev/blog/explicit-compile-hints). Other browsers read
// a comment. Only first-load chunks get it: code a page loads later, on demand, stays lazy.
// Runs before scripts/standalone-assets.mjs copies .next/static into the standalone folder.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loaderChunks } from './paint-first.mjs';

export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** The chunks (/_next/static/… URLs) that the prerendered pages of the build in `root` load first. */
export function firstLoadChunks(root) {
  const app = join(root, '.next/server/app');
  const chunks = new Set();
  for (const page of readdirSync(app, { recursive: true })) {
    if (!String(page).endsWith('.html')) continue;
    for (const chunk of loaderChunks(readFileSync(join(app, String(page)), 'utf8')))
      chunks.add(chunk);
  }
  return [...chunks].sort();
}

/** Gives the first-load chunks of the build in `root` the hint (once); returns how many files. */
export function compileHintsInBuild(root) {
  let count = 0;
  for (const url of firstLoadChunks(root)) {
    const match = /^\/_next\/(static\/.+\.js)$/.exec(url);
    if (!match) throw new Error(`A first-load chunk outside /_next/static: ${url}`);
    const file = join(root, '.next', match[1]);
    if (!existsSync(file)) throw new Error(`A first-load chunk the build does not have: ${url}`);
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(compileHint)) continue;
    writeFileSync(file, compileHint + code);
    count++;
  }
  return count;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = compileHintsInBuild(join(import.meta.dirname, '..'));
  console.log(`First-load chunks compiled eagerly (V8 compile hints): ${count}.`);
}
