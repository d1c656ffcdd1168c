import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { sessionCookie, sessionFor } from './support/admin-session';
import { accounts } from './support/admin-accounts';
import { instancePort, startInstance, type AppInstance } from './support/app-instance';
import { databaseUrl } from './support/database-url';
import { malformedRequests, serverActions, type FuzzRequest } from './support/malformed-requests';

/**
 * The fuzz test: hundreds of malformed requests, spread over every server action and route
 * handler, against a server of its own (on PostgreSQL when TEST_DATABASE_URL is set, else on
 * PGlite), so that its tables can be counted before and after. Every answer must be a 2xx-4xx
 * and no row may be added, changed away or deleted.
 */
test.describe.configure({ mode: 'serial' });

const webhookSecret = 'whsec_fuzz';
let server: AppInstance;
let env: Record<string, string>;
let dataDir: string | undefined;

function run(script: string, ...args: string[]) {
  return execFileSync(process.execPath, ['scripts/run-ts.mjs', script, ...args], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env },
    encoding: 'utf8',
  }).trim();
}
const rowCounts = () => JSON.parse(run('tests/e2e/support/row-counts.ts').split('\n').at(-1)!);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (process.env.TEST_DATABASE_URL) {
    const name = `autosites_e2e_fuzz_${instancePort(3)}`;
    env = { DATABASE_URL: run('tests/e2e/support/fresh-database.ts', name) };
    expect(env.DATABASE_URL).toBe(databaseUrl(name));
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'autosites-fuzz-'));
    env = { DATA_DIR: dataDir };
  }
  run('tests/e2e/support/seed-admin.ts'); // migrates, then users, leads and an order
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function send(base: string, request: FuzzRequest): Promise<number | string> {
  try {
    const response = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      // A request the server never answers fails the test as such, not by its timeout.
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return `no answer: ${(error as Error).cause ?? (error as Error).message}`;
  }
}

test('malformed requests to every server action and route handler: no 5xx, nothing stored', async () => {
  test.setTimeout(300_000);
  const before = rowCounts();
  server = await startInstance(instancePort(3), {
    ...env,
    NEXTAUTH_SECRET: 'fuzz-e2e-secret-of-at-least-32-characters',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    LEAD_RATE_LIMIT_MAX: '100000',
  });
  const actions = serverActions();
  expect(actions.map((a) => a.name).sort()).toEqual([
    'analyzeCompetitor',
    'blockTime',
    'cancelCall',
    'deleteLead',
    'gradeWebsite',
    'markCallOutcome',
    'moveCall',
    'removeBlock',
    'requestFullReport',
    'resendDeadFollowUps',
    'resendFollowUp',
    'submitBooking',
    'submitContact',
    'submitLeadCapture',
    'updateLeadStatus',
  ]);
  const adminCookie = `${sessionCookie}=${await sessionFor(accounts.admin, undefined, server.url)}`;
  const requests = malformedRequests({ actions, adminCookie, webhookSecret });
  expect(requests.length).toBeGreaterThanOrEqual(500);

  const failures: string[] = [];
  const statuses = new Map<string, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < requests.length) {
        const request = requests[next++]!;
        const status = await send(server.url, request);
        statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
        if (typeof status !== 'number' || status >= 500)
          failures.push(`${request.name}: ${status}`);
      }
    }),
  );
  console.log(
    `${requests.length} malformed requests: ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  expect(failures, failures.join('\n')).toEqual([]);
  // The server is still well.
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

  await server.stop();
  // The one row the test itself adds: the admin's sign-in, recorded as every attempt is.
  expect(rowCounts()).toEqual({ ...before, login_attempts: before.login_attempts + 1 });
});
