import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assertSupportedNode,
  isSupportedNode,
  minimumNodeVersion,
} from '@/lib/server/node-version';

const root = join(import.meta.dirname, '..', '..');
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

describe('the Node.js the project runs on', () => {
  it('is declared once: engines, .nvmrc and the start-up check agree on Node 24', () => {
    expect(packageJson.engines.node).toBe(`>=${minimumNodeVersion}`);
    expect(minimumNodeVersion.split('.')[0]).toBe('24');
    expect(readFileSync(join(root, '.nvmrc'), 'utf8').trim()).toBe('24');
    // The binary npm scripts run comes from the registry, pinned to a 24.x release.
    for (const name of Object.keys(packageJson.optionalDependencies ?? {}))
      if (name.startsWith('node-')) expect(packageJson.optionalDependencies[name]).toMatch(/^24\./);
  });

  it('runs these tests: npm scripts use node_modules/.bin/node, not an older machine Node', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
    const npmNode = execFileSync(join(root, 'node_modules/.bin/node'), ['--version'], {
      encoding: 'utf8',
    });
    expect(npmNode).toMatch(/^v24\./);
  });

  it('accepts 24 LTS and newer, refuses what is past its end of life', () => {
    for (const version of ['24.11.0', 'v24.21.0', '25.0.0', '26.1.2'])
      expect(isSupportedNode(version), version).toBe(true);
    for (const version of ['20.20.2', 'v22.19.0', '24.10.9', '18.0.0'])
      expect(isSupportedNode(version), version).toBe(false);
    expect(() => assertSupportedNode('20.20.2', '/usr/bin/node')).toThrow(
      /needs Node\.js 24\.11\.0 or newer.*\/usr\/bin\/node is 20\.20\.2/,
    );
  });

  // Only where the machine's own Node is an older one, as on these machines (Node 20).
  const machineNode = ['/usr/bin/node', '/usr/local/bin/node'].find(
    (path) =>
      existsSync(path) &&
      !isSupportedNode(execFileSync(path, ['--version'], { encoding: 'utf8' }).trim()),
  );
  it.skipIf(!machineNode)('an older Node stops a script at once with that message', () => {
    const run = spawnSync(machineNode!, ['scripts/run-ts.mjs', 'scripts/db-migrate.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: '/nonexistent/never-created' },
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/needs Node\.js 24\.11\.0 or newer/);
    expect(existsSync('/nonexistent/never-created')).toBe(false);
  });
});
