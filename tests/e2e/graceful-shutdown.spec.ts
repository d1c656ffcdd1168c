import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { instancePort, leadActionId, startInstance, submitLead } from './support/app-instance';

// SIGTERM in the middle of a burst of lead submissions, on the embedded database (the case where
// a lost flush loses data): every visitor who was thanked has their lead stored.
test('SIGTERM during a burst of leads: every acknowledged lead survives the restart', async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'autosites-shutdown-'));
  const env = { DATA_DIR: dataDir, LEAD_RATE_LIMIT_MAX: '100000' };
  const port = instancePort(2);
  try {
    const server = await startInstance(port, env);
    const actionId = await leadActionId(server.url);
    const run = Date.now();
    const acknowledged: string[] = [];
    let refused = 0;
    let sent = 0;
    let signalledAt = 0;

    // 8 visitors submitting one lead after another until the server is gone.
    const visitor = async () => {
      while (server.child.exitCode === null && sent < 2_000) {
        const email = `burst${run}.${sent++}@shutdown.test`;
        const result = await submitLead(server.url, actionId, {
          name: 'Burst Visitor',
          email,
        }).catch(() => null);
        if (result?.answer === 'success') acknowledged.push(email);
        else refused++;
        if (!signalledAt && acknowledged.length >= 40) {
          signalledAt = Date.now();
          server.child.kill('SIGTERM');
        }
        if (signalledAt && Date.now() - signalledAt > 12_000) break;
      }
    };
    await Promise.all(Array.from({ length: 8 }, visitor));
    const code = await server.exited;
    const stoppedAfterMs = Date.now() - signalledAt;

    expect(signalledAt, 'the burst reached the signal').toBeGreaterThan(0);
    expect(code).toBe(0);
    expect(stoppedAfterMs).toBeLessThan(10_000);
    const events = server.logLines().map((line) => line.event);
    expect(events).toContain('server.stopping');
    expect(events.at(-1)).toBe('server.stopped');
    // Requests were still arriving when the signal came: some were refused at the door.
    expect(refused).toBeGreaterThan(0);

    // The directory opened again, as the next server would (the lock was released, too).
    const stored = new Set(
      JSON.parse(
        execFileSync(
          process.execPath,
          ['scripts/run-ts.mjs', 'tests/e2e/support/stored-lead-emails.ts', '@shutdown.test'],
          { env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir }, encoding: 'utf8' },
        ),
      ) as string[],
    );
    const lost = acknowledged.filter((email) => !stored.has(email));
    expect(lost, `${acknowledged.length} acknowledged`).toEqual([]);

    const restarted = await startInstance(port, env);
    expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
    expect(await restarted.stop()).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
