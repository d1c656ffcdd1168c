import { expect, expectNoAxeViolations, readyToUse, test } from './fixtures';
import { accounts, seededLeads } from './support/admin-accounts';
import { sessionCookie, sessionFor, signInAsAdmin } from './support/admin-session';

/**
 * Dead mail is loud: while a follow-up is dead the inbox says so above everything, with one
 * Resend for all of it — which only an admin can use, whoever posts to the action.
 */
test('the inbox shows dead follow-ups in a banner, and one Resend queues them all again', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, accounts.admin);
  const banner = page.getByRole('region', { name: /not delivered/ });
  await expect(banner).toContainText('Confirmation to the visitor: 1');
  const resend = banner.getByRole('button', { name: /^Resend all/ });
  await readyToUse(resend);
  await expectNoAxeViolations(page);

  // The action replayed without a session, or with a non-admin's: refused by its own check.
  let replay: { url: string; headers: Record<string, string>; body: Buffer } | undefined;
  await page.route('**/admin/submissions**', async (route) => {
    const call = route.request();
    if (!call.headers()['next-action']) return route.continue();
    replay = { url: call.url(), headers: call.headers(), body: call.postDataBuffer()! };
    await route.abort();
  });
  await resend.click();
  await expect.poll(() => replay !== undefined).toBe(true);
  await page.unroute('**/admin/submissions**');
  for (const cookie of ['', `${sessionCookie}=${await sessionFor(accounts.user)}`]) {
    const response = await request.post(replay!.url, {
      headers: {
        'next-action': replay!.headers['next-action'] ?? '',
        'content-type': replay!.headers['content-type'] ?? '',
        accept: 'text/x-component',
        origin: new URL(replay!.url).origin,
        ...(cookie ? { cookie } : {}),
      },
      data: replay!.body,
      maxRedirects: 0,
    });
    expect(await response.text()).not.toContain('queued again');
    expect(response.headers()['x-action-redirect'] ?? response.headers().location ?? '').toMatch(
      /\/admin\/(login|access-denied)/,
    );
  }
  await page.reload();
  await expect(banner).toBeVisible();

  await readyToUse(resend);
  await resend.click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(/queued again/);
  await expect(banner).toHaveCount(0);
  // The lead's confirmation is on its way again (or already sent).
  await page.goto(`/admin/submissions?q=${encodeURIComponent(seededLeads.deadMail.email)}`);
  const followUps = page.getByRole('list', {
    name: `Follow-ups of the lead from ${seededLeads.deadMail.name}`,
  });
  await expect(followUps).not.toContainText(/Dead after/);
  await expect(followUps).toContainText(/Queued|Sending|Sent/);
});
