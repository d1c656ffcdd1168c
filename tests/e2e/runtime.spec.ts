import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { servers } from './support/servers';

/**
 * The servers the suite started (`npm run test:e2e` → Playwright → scripts/e2e-server.sh →
 * `next start`) run on Node 24, the Node that `npm install` put in node_modules/.bin, not on the
 * machine's own: the process listening on each port is asked for its executable.
 */
function listeningPids(port: number): number[] {
  const lines = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  return [...lines.matchAll(/pid=(\d+)/g)].map((match) => Number(match[1]));
}

for (const name of ['main', 'strict'] as const) {
  test(`the ${name} server's process runs Node.js 24`, () => {
    const { port } = servers[name];
    const pids = [...new Set(listeningPids(port))];
    expect(pids.length, `a process listening on port ${port}`).toBeGreaterThan(0);
    for (const pid of pids) {
      const executable = readlinkSync(`/proc/${pid}/exe`);
      const version = execFileSync(executable, ['--version'], { encoding: 'utf8' }).trim();
      expect(version, executable).toMatch(/^v24\./);
    }
  });
}
