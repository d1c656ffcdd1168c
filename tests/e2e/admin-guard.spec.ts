import type { APIRequestContext, Page } from '@playwright/test';
import { expect, readyToUse, test } from './fixtures';
import { accounts, seededLeads, seededOrder } from './support/admin-accounts';
import { alteredSession, sessionCookie, sessionFor, signInAsAdmin } from './support/admin-session';

/**
 * Requests that must never reach lead data without an admin session, including ways around the
 * proxy. Whatever gets past the proxy meets the check in the page, action or route handler.
 */
const canary = seededLeads.canary.email;
const bypassHeaders: Record<string, string>[] = [
  {},
  { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  { 'x-middleware-subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy' },
  { RSC: '1', 'Next-Router-State-Tree': '%5B%22%22%2C%7B%7D%5D' },
  { 'Next-Router-Prefetch': '1', RSC: '1' },
  { 'x-nextjs-data': '1' },
];
const pagePaths = [
  '/admin',
  '/admin/submissions',
  '/admin/submissions.rsc',
  '/admin/submissions?_rsc=1',
  '/admin/submissions/',
  '/admin//submissions',
  '/admin/%73ubmissions',
  '/admin/submissions/index.rsc',
  '/admin/submissions.txt',
  '/_next/data/build/admin/submissions.json',
  '/admin/orders',
  '/admin/orders.rsc',
  '/admin/orders?_rsc=1',
  '/admin//orders',
  '/admin/calls',
  '/admin/calls.rsc',
  '/admin/calls?_rsc=1',
  '/admin//calls',
];

async function expectRefused(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string>,
) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  const body = await response.text();
  expect(body, `${path} ${JSON.stringify(headers)}`).not.toContain(canary);
  expect(body, `${path} ${JSON.stringify(headers)}`).not.toContain(seededOrder.customerEmail);
  expect([301, 302, 303, 307, 308, 401, 403, 404], `${path} status`).toContain(response.status());
  return response;
}

test.describe('the admin area without an admin session', () => {
  test('pages redirect to the login form, whatever the path variant or header', async ({
    request,
  }) => {
    for (const headers of bypassHeaders) {
      for (const path of pagePaths) await expectRefused(request, path, headers);
    }
    const response = await request.get('/admin/submissions?status=new', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(
      /\/admin\/login\?callbackUrl=%2Fadmin%2Fsubmissions%3Fstatus%3Dnew$/,
    );
  });

  test('the CSV export is refused, through the proxy or around it', async ({ request }) => {
    for (const headers of bypassHeaders) {
      await expectRefused(request, '/admin/submissions/export', headers);
      await expectRefused(request, '/admin/submissions/export?q=canary', headers);
    }
  });

  test('next-auth exposes only what the login form uses', async ({ request }) => {
    for (const path of ['/api/auth/session', '/api/auth/providers', '/api/auth/signin']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    expect((await request.get('/api/auth/csrf')).status()).toBe(200);
    // One way to sign out (/admin/sign-out, which also ends the session on the server).
    const signOut = await request.post('/api/auth/signout', {
      form: { csrfToken: 'x' },
      maxRedirects: 0,
    });
    expect(signOut.status()).toBe(404);
  });
});

test.describe('sessions the proxy lets through', () => {
  test('a token still saying "admin" for a user who is not one is refused by the page and the export', async ({
    request,
  }) => {
    // What a demoted admin's session looks like: validly signed, role claim "admin".
    const token = await alteredSession(await sessionFor(accounts.user), { role: 'admin' });
    const cookie = `${sessionCookie}=${token}`;
    const page = await expectRefused(request, '/admin/submissions', { cookie });
    expect(page.headers().location).toBe('/admin/access-denied');
    const csv = await request.get('/admin/submissions/export', { headers: { cookie } });
    expect(csv.status()).toBe(403);
    expect(await csv.text()).not.toContain(canary);
  });

  test('a session older than 8 hours is refused, whatever its expiry says', async ({ request }) => {
    const nineHoursAgo = Date.now() - 9 * 60 * 60_000;
    const token = await alteredSession(await sessionFor(accounts.admin), {
      signedInAt: nineHoursAgo,
    });
    const cookie = `${sessionCookie}=${token}`;
    const page = await expectRefused(request, '/admin/submissions', { cookie });
    expect(page.headers().location).toMatch(/\/admin\/login\?callbackUrl=/);
    await expectRefused(request, '/admin/submissions/export', { cookie });
  });

  test('the access-denied and sign-out routes cannot be used to sign an admin out', async ({
    request,
  }) => {
    const cookie = `${sessionCookie}=${await sessionFor(accounts.admin)}`;
    const denied = await request.get('/admin/access-denied', {
      headers: { cookie },
      maxRedirects: 0,
    });
    expect(denied.headers().location).toBe('/admin/submissions');
    expect(denied.headers()['set-cookie']).toBeUndefined();
    const crossSite = await request.post('/admin/sign-out', {
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
  });

  test('a forged token is worth nothing', async ({ request }) => {
    const cookie = `${sessionCookie}=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..forged.forged.forged`;
    await expectRefused(request, '/admin/submissions', { cookie });
    await expectRefused(request, '/admin/submissions/export', { cookie });
  });
});

/** Captures the body of a real server action call made by an admin in the browser. */
async function captureAction(page: Page, trigger: () => Promise<void>) {
  const captured = page.waitForRequest(
    (r) => r.method() === 'POST' && !!r.headers()['next-action'],
  );
  await trigger();
  const request = await captured;
  return {
    url: request.url(),
    headers: request.headers(),
    body: request.postDataBuffer() ?? Buffer.alloc(0),
  };
}

test('server actions replayed without an admin session change nothing', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, accounts.admin);
  const row = page.getByRole('row', { name: new RegExp(seededLeads.replay.name) });
  await readyToUse(row.getByRole('button', { name: /Save/ }));
  // Real calls by the admin, with the values they already have (status "new" stays "new").
  const status = await captureAction(page, () => row.getByRole('button', { name: /Save/ }).click());
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Status set');
  await row.getByRole('button', { name: /Delete the lead from/ }).click();
  const dialog = page.getByRole('dialog');
  const replayId = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(
    status.body.toString('latin1'),
  )?.[0];
  expect(replayId).toBeTruthy();
  // Capture the delete call without letting it run: abort it in flight. The route is removed
  // only once it has aborted the call: the request event comes first, and a call still waiting
  // for its handler when the route goes is let through (it deleted the lead on a busy machine).
  let aborted = () => {};
  const deleteAborted = new Promise<void>((resolve) => (aborted = resolve));
  await page.route('**/admin/submissions**', async (route) => {
    if (!route.request().headers()['next-action']) return route.continue();
    await route.abort();
    aborted();
  });
  const remove = await captureAction(page, () =>
    dialog.getByRole('button', { name: 'Delete permanently' }).click(),
  );
  await deleteAborted;
  await page.unroute('**/admin/submissions**');

  // The same status call, asking for "won" (the form field is `<n>_status` in the body).
  const won = Buffer.from(
    status.body.toString('latin1').replace(/(name="[^"]*status"\r\n\r\n)new/, '$1won'),
    'latin1',
  );
  expect(won.equals(status.body)).toBe(false);
  const userToken = await sessionFor(accounts.user);
  const demoted = await alteredSession(userToken, { role: 'admin' });
  for (const cookie of ['', `${sessionCookie}=${userToken}`, `${sessionCookie}=${demoted}`]) {
    for (const call of [{ ...status, body: won }, remove]) {
      // (With an `RSC` header Next.js only redirects to a cache-busting URL; nothing runs.)
      for (const bypass of bypassHeaders.filter((headers) => !('RSC' in headers))) {
        const response = await request.post(call.url, {
          headers: {
            ...bypass,
            'next-action': call.headers['next-action'] ?? '',
            'content-type': call.headers['content-type'] ?? '',
            accept: 'text/x-component',
            origin: new URL(call.url).origin,
            ...(cookie ? { cookie } : {}),
          },
          data: call.body,
          maxRedirects: 0,
        });
        const text = await response.text();
        expect(text).not.toContain('The lead was deleted');
        expect(text).not.toContain('Status set');
        // The action's own check answered: a redirect to the login or access-denied route.
        expect(
          response.headers()['x-action-redirect'] ?? response.headers().location ?? '',
        ).toMatch(/\/admin\/(login|access-denied)/);
      }
    }
  }

  await page.goto(`/admin/submissions?q=${encodeURIComponent(seededLeads.replay.email)}`);
  const replayRow = page.getByRole('row', { name: new RegExp(seededLeads.replay.name) });
  await expect(replayRow).toBeVisible();
  await expect(replayRow.getByRole('combobox')).toHaveValue('new');
});
