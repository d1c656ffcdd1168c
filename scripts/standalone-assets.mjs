// After `next build`: completes .next/standalone with what Next leaves out of it on purpose
// (a CDN usually serves them): the hashed assets (.next/static) and the public folder. The
// result is a folder that runs with `node server.js` on any host with Node (docs/operations.md, "Standalone build").
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const standalone = join(root, '.next', 'standalone');
if (!existsSync(join(standalone, 'server.js'))) {
  console.error('No .next/standalone/server.js: run `next build` with output: "standalone".');
  process.exit(1);
}
for (const [from, to] of [
  [join(root, '.next', 'static'), join(standalone, '.next', 'static')],
  [join(root, 'public'), join(standalone, 'public')],
]) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}
console.log('Standalone server ready: .next/standalone (start it with `node server.js`).');
