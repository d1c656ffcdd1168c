import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { accounts, password } from './support/admin-accounts';
import { databaseUrl } from './support/database-url';
import { sessionCookie } from './support/admin-session';
import {
  instancePort,
  leadActionId,
  startInstance,
  submitLead,
  type AppInstance,
} from './support/app-instance';

/**
 * Two `next start` instances of one build on one PostgreSQL database, as behind a load balancer:
 * nothing that must be shared may live in one process's memory. Each client is told apart by
 * X-Forwarded-For (TRUSTED_PROXY_HOPS=1, as behind nginx), so the scenarios do not share limits.
 */
test.describe.configure({ mode: 'serial' });
test.skip(
  !process.env.TEST_DATABASE_URL && !process.env.CI,
  'needs TEST_DATABASE_URL (a PostgreSQL server); npm test sets it',
);

let a: AppInstance;
let b: AppInstance;
let actionId: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (!process.env.TEST_DATABASE_URL) throw new Error('CI needs TEST_DATABASE_URL');
  const name = `autosites_e2e_multi_${instancePort(0)}`;
  const url = execFileSync(
    process.execPath,
    ['scripts/run-ts.mjs', 'tests/e2e/support/fresh-database.ts', name],
    { encoding: 'utf8' },
  ).trim();
  if (url !== databaseUrl(name)) throw new Error(`unexpected database URL ${url}`);
  // Migrates and creates the admin accounts (the same seed as the suite's main server).
  execFileSync(process.execPath, ['scripts/run-ts.mjs', 'tests/e2e/support/seed-admin.ts'], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'ignore',
  });
  const env = {
    DATABASE_URL: url,
    NEXTAUTH_SECRET: 'multi-instance-e2e-secret-shared-by-both-0123456789',
    TRUSTED_PROXY_HOPS: '1',
    LEAD_RATE_LIMIT_MAX: '3',
    LEAD_RATE_LIMIT_WINDOW_SECONDS: '604800',
  };
  [a, b] = await Promise.all([
    startInstance(instancePort(0), env),
    startInstance(instancePort(1), env),
  ]);
  actionId = await leadActionId(a.url);
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });

/** next-auth's Credentials sign-in, as the login form calls it: the refusal, or the cookie. */
async function signIn(instance: AppInstance, email: string, secret: string, ip: string) {
  const csrf = await fetch(`${instance.url}/api/auth/csrf`, { headers: from(ip) });
  const cookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${instance.url}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...from(ip),
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: cookies.join('; '),
    },
    body: new URLSearchParams({ email, password: secret, csrfToken, json: 'true' }),
  });
  const { url } = (await response.json()) as { url?: string };
  const error = new URL(url ?? '/', instance.url).searchParams.get('error');
  const session = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${sessionCookie}=`));
  return { error, session };
}

test('a lockout earned on instance A holds on instance B', async () => {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const { error } = await signIn(a, accounts.locked, 'wrong password entirely', '198.51.100.1');
    expect(error).toBe(attempt < 5 ? 'invalid_credentials' : 'account_locked');
  }
  // The right password, on the other instance, from another address: still locked.
  const onB = await signIn(b, accounts.locked, password, '198.51.100.2');
  expect(onB).toEqual({ error: 'account_locked', session: undefined });
});

test('the lead rate limit counts submissions across both instances', async () => {
  const ip = '198.51.100.3';
  const answers = [];
  for (const [n, instance] of [a, b, a, b, a].entries()) {
    const lead = { name: `Limit Visitor ${n}`, email: `limit${n}@multi.test` };
    answers.push((await submitLead(instance.url, actionId, lead, from(ip))).answer);
  }
  expect(answers).toEqual(['success', 'success', 'success', 'rate_limited', 'rate_limited']);
});

test("a lead sent to either instance is in the other's admin inbox", async () => {
  const run = Date.now();
  const toA = { name: `Sent To A ${run}`, email: `to-a.${run}@multi.test` };
  const toB = { name: `Sent To B ${run}`, email: `to-b.${run}@multi.test` };
  expect((await submitLead(a.url, actionId, toA, from('198.51.100.4'))).answer).toBe('success');
  expect((await submitLead(b.url, actionId, toB, from('198.51.100.5'))).answer).toBe('success');

  for (const [reader, lead] of [
    [b, toA],
    [a, toB],
  ] as const) {
    // Each instance signs in for itself; the JWT is verified with the shared secret.
    const { session } = await signIn(reader, accounts.admin, password, '198.51.100.6');
    expect(session).toBeTruthy();
    const inbox = await fetch(
      `${reader.url}/admin/submissions?q=${encodeURIComponent(lead.email)}`,
      { headers: { Cookie: session! } },
    );
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get('cache-control')).toBe('private, no-store');
    expect(await inbox.text()).toContain(lead.name);
  }
});

test('a session signed in on one instance is accepted by the other', async () => {
  const { session } = await signIn(a, accounts.admin, password, '198.51.100.7');
  const inbox = await fetch(`${b.url}/admin/submissions`, {
    headers: { Cookie: session! },
    redirect: 'manual',
  });
  expect(inbox.status).toBe(200);
});

test('of 50 visitors racing for one consultation slot across both instances, one gets it, and none a 5xx', async () => {
  const html = await (await fetch(`${a.url}/book?tz=Europe%2FNicosia`)).text();
  const bookingAction = /name="\$ACTION_1:0" value="\{&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(
    html,
  )?.[1];
  // The last free time offered: no other test books that far ahead.
  const slot = [...html.matchAll(/name="slot" value="([^"]+)"(?![^>]*disabled)/g)].at(-1)?.[1];
  expect(bookingAction && slot).toBeTruthy();
  const attempt = async (n: number) => {
    const body = new FormData();
    const fields: Record<string, string> = {
      locale: 'en',
      pagePath: '/book',
      website: '',
      tz: 'Europe/Nicosia',
      slot: slot!,
      channel: 'video',
      name: `Racer ${n}`,
      email: `racer${n}.${Date.now()}@multi.test`,
      phone: '',
      company: 'Race Motors',
      message: '',
      consent: 'yes',
    };
    for (const [name, value] of Object.entries(fields)) body.append(`_1_${name}`, value);
    body.append('0', JSON.stringify([{ version: 0, status: 'idle' }, '$K1']));
    const response = await fetch(`${(n % 2 ? b : a).url}/book`, {
      method: 'POST',
      headers: {
        'next-action': bookingAction!,
        accept: 'text/x-component',
        ...from(`203.0.113.${n + 1}`),
      },
      body,
    });
    const text = await response.text();
    return response.status >= 500
      ? '5xx'
      : text.includes('Your call is booked')
        ? 'booked'
        : text.includes('That time has just been taken')
          ? 'taken'
          : `other ${response.status}`;
  };
  const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => attempt(n)));
  const tally = (answer: string) => answers.filter((a) => a === answer).length;
  expect({ booked: tally('booked'), taken: tally('taken'), '5xx': tally('5xx') }).toEqual({
    booked: 1,
    taken: 49,
    '5xx': 0,
  });
});
