/**
 * The Node.js this project runs on: 24 LTS (supported until April 2028). `package.json`'s
 * `engines.node` and `.nvmrc` say the same (tests/unit/node-version.test.ts); npm scripts run the
 * Node that `npm install` puts in node_modules/.bin (docs/operations.md, "Node.js").
 *
 * Dependency-free on purpose: next.config.ts, the test configs, scripts/run-ts.mjs and the
 * server's start-up all call it, so an older Node stops at once with this message instead of
 * failing later with an odd error (Lighthouse 13 and Prisma's tools need Node ≥ 22).
 */
export const minimumNodeVersion = '24.11.0';

function parts(version: string): number[] {
  return version
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
}

export function isSupportedNode(version: string): boolean {
  const have = parts(version);
  const need = parts(minimumNodeVersion);
  for (let i = 0; i < need.length; i++) {
    const a = have[i] ?? 0;
    const b = need[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}

export function unsupportedNodeMessage(version: string, execPath: string): string {
  return (
    `This project needs Node.js ${minimumNodeVersion} or newer (Node 24 LTS); ${execPath} is ${version}. ` +
    'Run it through npm (`npm start`, `npm test`, `npm run …`), which uses the Node 24 that `npm install` ' +
    'puts in node_modules/.bin, or install Node 24 (`nvm use` reads .nvmrc).'
  );
}

/** Throws with a clear message on an unsupported Node. */
export function assertSupportedNode(
  version: string = process.versions.node,
  execPath: string = process.execPath,
): void {
  if (!isSupportedNode(version)) throw new Error(unsupportedNodeMessage(version, execPath));
}
