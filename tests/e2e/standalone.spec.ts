import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  instancePort,
  leadActionId,
  startInstance,
  submitLead,
  type AppInstance,
} from './support/app-instance';

/**
 * The standalone build as a host without the repository runs it: .next/standalone copied to a
 * temporary folder (no node_modules above it to fall back on), `node server.js`, a fresh data
 * directory. A health check that says ok proves the traced migrations were found and applied
 * through the traced WebAssembly of PGlite and of Prisma's schema engine.
 */
const repo = resolve(import.meta.dirname, '..', '..');
const standalone = join(repo, '.next', 'standalone');

test('the standalone folder, copied elsewhere, serves pages, assets, health and stores a lead', async ({}, testInfo) => {
  test.setTimeout(180_000);
  expect(
    existsSync(join(standalone, 'server.js')) && existsSync(join(standalone, '.next', 'static')),
    'npm run build (next build, then scripts/standalone-assets.mjs) must run first',
  ).toBe(true);
  const work = mkdtempSync(join(tmpdir(), 'autosites-standalone-'));
  for (let dir = work; dir !== dirname(dir); dir = dirname(dir)) {
    expect(existsSync(join(dirname(dir), 'node_modules')), `node_modules above ${work}`).toBe(
      false,
    );
  }
  const app = join(work, 'app');
  const dataDir = join(work, 'data');
  // Turbopack links hashed package names to node_modules with relative symlinks: keep them so.
  cpSync(standalone, app, { recursive: true, verbatimSymlinks: true });
  // The host's own Node 24 (docs/operations.md, "Node.js"): a copy of the one npm installed.
  const hostNode = join(work, 'node', 'bin', 'node');
  cpSync(process.execPath, hostNode);
  expect(execFileSync(hostNode, ['--version'], { encoding: 'utf8' })).toMatch(/^v24\./);
  const port = instancePort(5);
  let server: AppInstance | undefined;
  try {
    server = await startInstance(
      port,
      // `localhost`, not 127.0.0.1: see docs/operations.md, "Standalone build" (a Next bug with loopback IPs).
      { PORT: String(port), HOSTNAME: 'localhost', DATA_DIR: dataDir, NODE_PATH: undefined },
      { command: hostNode, args: ['server.js'], cwd: app },
    );
    const home = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(home.status).toBe(200);
    const html = await home.text();
    const stylesheet = /href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
    expect(stylesheet, 'a stylesheet link on the home page').toBeTruthy();
    expect((await fetch(`${server.url}${stylesheet}`)).status).toBe(200);
    expect((await fetch(`${server.url}/logo.svg`)).status).toBe(200);

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      followUps: { pending: 0, oldestPendingSeconds: null },
    });

    const email = `standalone${Date.now()}@standalone.test`;
    const stored = await submitLead(server.url, await leadActionId(server.url), {
      name: 'Standalone Visitor',
      email,
    });
    expect(stored.answer).toBe('success');
    // Its e-mails are written as files (no SMTP set): the mail code was traced into the bundle.
    await expect
      .poll(() => (existsSync(join(dataDir, 'mail')) ? readdirSync(join(dataDir, 'mail')) : []), {
        timeout: 30_000,
      })
      .toHaveLength(2);

    // Nothing the server loaded (native addons, WebAssembly files it holds open) is the repo's.
    const pid = server.child.pid!;
    const opened = [
      readFileSync(`/proc/${pid}/maps`, 'utf8'),
      ...readdirSync(`/proc/${pid}/fd`).map((fd) => {
        try {
          return readlinkSync(`/proc/${pid}/fd/${fd}`);
        } catch {
          return '';
        }
      }),
    ].join('\n');
    expect(opened).not.toContain(repo);

    expect(await server.stop()).toBe(0);
    const emails = JSON.parse(
      execFileSync(
        process.execPath,
        ['scripts/run-ts.mjs', 'tests/e2e/support/stored-lead-emails.ts', '@standalone.test'],
        { env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir }, encoding: 'utf8' },
      ),
    ) as string[];
    expect(emails).toEqual([email]);
  } finally {
    // A server left running would slow every test after this one; its log says where it stood.
    if (server && server.child.exitCode === null) {
      await testInfo.attach('standalone server log', {
        body: server
          .logLines()
          .map((line) => JSON.stringify(line))
          .join('\n'),
      });
      await server.stop('SIGKILL');
    }
    rmSync(work, { recursive: true, force: true });
  }
});

// Only where the machine's own Node is an older one, as on these machines (Node 20).
const machineNode = ['/usr/bin/node', '/usr/local/bin/node'].find(
  (path) =>
    existsSync(path) && !/^v2[4-9]\./.test(execFileSync(path, ['--version'], { encoding: 'utf8' })),
);
test('the standalone server refuses an older Node at start, saying what to use', async () => {
  test.skip(!machineNode, 'no older Node on this machine');
  const work = mkdtempSync(join(tmpdir(), 'autosites-standalone-old-node-'));
  try {
    const server = spawnSync(machineNode!, ['server.js'], {
      cwd: standalone,
      env: { ...process.env, PORT: String(instancePort(8)), HOSTNAME: 'localhost', DATA_DIR: work },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(server.status).toBe(1);
    expect(server.stderr).toContain('This project needs Node.js 24.11.0 or newer');
    expect(readdirSync(work), 'no database was opened').toEqual([]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
