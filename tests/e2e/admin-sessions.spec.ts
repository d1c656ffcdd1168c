import { execFileSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { accounts, password, seededLeads } from './support/admin-accounts';
import { sessionCookie, sessionFor, signInAsAdmin } from './support/admin-session';
import { leadsDatabaseUrl } from './support/leads';

/**
 * A session ends on the server, not only in the browser: the cookie's old value — kept by
 * another browser, a proxy log or a thief — opens nothing afterwards.
 */
const canary = seededLeads.canary.email;

async function expectOpensNothing(request: APIRequestContext, cookie: string) {
  const csv = await request.get('/admin/submissions/export', { headers: { cookie } });
  expect(csv.status()).toBe(401);
  expect(await csv.text()).not.toContain(canary);
  const inbox = await request.get('/admin/submissions', { headers: { cookie }, maxRedirects: 0 });
  expect(inbox.status()).toBe(307);
  expect(inbox.headers().location).toMatch(/^\/admin\/login\?callbackUrl=/);
  expect(await inbox.text()).not.toContain(canary);
  // The client router's request for the page's data, followed wherever it leads.
  const data = await request.get('/admin/submissions?_rsc=1', { headers: { cookie, RSC: '1' } });
  expect(await data.text()).not.toContain(canary);
}

async function expectOpensTheInbox(request: APIRequestContext, cookie: string) {
  const csv = await request.get('/admin/submissions/export', { headers: { cookie } });
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(canary);
}

test('after signing out, the old session cookie opens neither the inbox nor the CSV export', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, accounts.signOut);
  const kept = (await page.context().cookies()).find((c) => c.name === sessionCookie);
  expect(kept).toBeDefined();
  const cookie = `${sessionCookie}=${kept!.value}`;
  await expectOpensTheInbox(request, cookie);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?signed-out=1$/);
  await expectOpensNothing(request, cookie);

  // Signing in again gives a new session that works.
  await expectOpensTheInbox(request, `${sessionCookie}=${await sessionFor(accounts.signOut)}`);
});

test('a new password set through the CLI ends the sessions signed in before', async ({
  request,
}) => {
  // The CLI reaches the server's database only on PostgreSQL (PGlite allows one process).
  test.skip(!leadsDatabaseUrl, 'needs TEST_DATABASE_URL: the CLI cannot open a running PGlite');
  const cookie = `${sessionCookie}=${await sessionFor(accounts.newPassword)}`;
  await expectOpensTheInbox(request, cookie);

  const newPassword = 'copper lighthouse invoice ferry';
  execFileSync(
    process.execPath,
    [
      'scripts/run-ts.mjs',
      'scripts/admin.ts',
      'set-password',
      accounts.newPassword,
      '--password-stdin',
    ],
    { input: `${newPassword}\n`, env: { ...process.env, DATABASE_URL: leadsDatabaseUrl } },
  );
  await expectOpensNothing(request, cookie);
  await expect(sessionFor(accounts.newPassword, password)).rejects.toThrow(/No session/);
  await expectOpensTheInbox(
    request,
    `${sessionCookie}=${await sessionFor(accounts.newPassword, newPassword)}`,
  );
});
