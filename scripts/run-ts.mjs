#!/usr/bin/env node
// Runs a TypeScript script of this project in plain Node (which cannot run TypeScript before
// v22): `node scripts/run-ts.mjs scripts/db-migrate.ts [args]`. jiti (which Prisma itself uses to
// read prisma.config.ts) compiles on the fly; `@/` resolves like tsconfig's paths, and
// `server-only` is a no-op, as it is on the server.
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { createJiti } from 'jiti';

const root = fileURLToPath(new URL('..', import.meta.url));
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/run-ts.mjs <script.ts> [args…]');
  process.exit(2);
}
process.argv = [process.argv[0], resolve(script), ...args];
const jiti = createJiti(import.meta.url, {
  alias: { '@/': root },
  virtualModules: { 'server-only': {} },
  // scripts/draw-illustrations.ts renders React components.
  jsx: { runtime: 'automatic' },
});
const { assertSupportedNode } = await jiti.import('@/lib/server/node-version');
assertSupportedNode();
await jiti.import(resolve(script));
