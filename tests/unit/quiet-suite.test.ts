import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

it('prints a test’s log lines only when that test fails', () => {
  const run = spawnSync(
    join(root, 'node_modules/.bin/vitest'),
    ['run', '--project', 'unit', 'tests/unit/support/quiet-probe.test.ts'],
    { cwd: root, env: { ...process.env, QUIET_PROBE: '1', FORCE_COLOR: '0' }, encoding: 'utf8' },
  );
  const output = run.stdout + run.stderr;
  expect(run.status, output).toBe(1);
  expect(output).toContain('probe.failing_test_line');
  expect(output).not.toContain('probe.passing_test_line');
});
