import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * deploy/'s systemd units, as systemd itself reads them (`systemd-analyze verify`, which prints
 * every line it cannot parse), with /srv/autosites pointed at this checkout so that the commands
 * they start exist. And the worker unit starts what `npm run worker` starts.
 */
const root = process.cwd();
const units = { 'autosites-web@.service': '3000', 'autosites-worker@.service': '1' };
const hasSystemd = spawnSync('systemd-analyze', ['--version']).status === 0;

describe.skipIf(!hasSystemd)('the systemd units of deploy/', () => {
  it('parse without a complaint, and start commands that exist', () => {
    const dir = mkdtempSync(join(tmpdir(), 'autosites-units-'));
    try {
      const files = Object.entries(units).map(([name, instance]) => {
        const file = join(dir, name.replace('@.', `@${instance}.`));
        const text = readFileSync(join(root, 'deploy', name), 'utf8');
        writeFileSync(file, text.replaceAll('/srv/autosites', root));
        return file;
      });
      const result = spawnSync('systemd-analyze', ['verify', '--man=no', ...files], {
        encoding: 'utf8',
      });
      expect(result.stderr + result.stdout).toBe('');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the worker unit of deploy/', () => {
  it('starts the worker as npm run worker does', () => {
    const unit = readFileSync(join(root, 'deploy/autosites-worker@.service'), 'utf8');
    const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
    const command = /^ExecStart=\S+ (.+)$/m.exec(unit)?.[1];
    expect(scripts.worker).toBe(`node ${command}`);
  });
});
