import pg from 'pg';
import { Temporal } from 'temporal-polyfill';
import { newLeadReference } from '@/lib/leads/reference';
import { expect, expectNoAxeViolations, readyToUse, test } from './fixtures';
import { accounts } from './support/admin-accounts';
import { signInAsAdmin } from './support/admin-session';
import { leadsDatabaseUrl, noDatabaseReason, uniqueEmail } from './support/leads';

/**
 * The agency's side of booking: an admin sees the calls booked at /book with their leads, marks
 * a past one done, and blocks a time. The calls are put in the database directly (a call ten
 * days ahead, one that started hours ago), so the test needs the main server's PostgreSQL.
 */

/** The e2e server's office zone: BUSINESS_TIMEZONE's default. */
const officeZone = 'Europe/Nicosia';
const clock = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: officeZone,
} as const;
const callTime = new Intl.DateTimeFormat('en-GB', clock);
const blockTime = new Intl.DateTimeFormat('en-GB', { ...clock, year: 'numeric' });

async function query<Row extends pg.QueryResultRow>(text: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: leadsDatabaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A booked call with its lead, as /book stores one. Its start is 7 minutes past an hour, off
 * the half-hour grid, so it never takes a slot that booking.spec.ts, running alongside, offers;
 * its seconds are random, so a retry never meets the seat of an earlier try.
 */
async function insertCall(label: string, name: string, startsIn: number) {
  const startsAt = new Date(Date.now() + startsIn);
  startsAt.setUTCMinutes(7, Math.floor(Math.random() * 60), Math.floor(Math.random() * 1000));
  const lead = {
    name,
    email: uniqueEmail(label),
    company: `${name.split(' ')[0]} Motors`,
    phone: '+357 99 123456',
    reference: newLeadReference(),
  };
  const [row] = await query<{ id: string }>(
    `INSERT INTO contact_submissions
       (id, source, name, email, phone, company, message, locale, consent_given, consent_version,
        reference, page_path)
     VALUES (gen_random_uuid(), 'booking', $1, $2, $3, $4, '', 'en', true, '2026-11', $5, '/book')
     RETURNING id`,
    [lead.name, lead.email, lead.phone, lead.company, lead.reference],
  );
  const leadId = row!.id;
  const [booking] = await query<{ id: string }>(
    `INSERT INTO bookings (id, lead_id, starts_at, seat, channel, time_zone, mailbox)
     VALUES (gen_random_uuid(), $1, $2, 1, 'video', 'Europe/London', $3) RETURNING id`,
    [leadId, startsAt, lead.email],
  );
  return { ...lead, leadId, bookingId: booking!.id, startsAt };
}

const hour = 60 * 60_000;

test('an admin sees the booked calls, marks a past one done and blocks a time', async ({
  page,
}) => {
  test.skip(!leadsDatabaseUrl, noDatabaseReason);
  // Ten days ahead is always "Later" (after the 7 days of "Today" and "This week").
  const later = await insertCall('calls-later', 'Lina Later', 10 * 24 * hour);
  const past = await insertCall('calls-past', 'Petros Past', -3 * hour);
  try {
    await signInAsAdmin(page, accounts.admin);
    const navLink = page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Calls' });
    await navLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
    await expect(navLink).toHaveAttribute('aria-current', 'page');

    const laterRow = page
      .getByRole('region', { name: 'Calls later than this week' })
      .getByRole('row', { name: new RegExp(later.name) });
    await expect(laterRow).toContainText(callTime.format(later.startsAt));
    for (const text of ['Video', later.company, later.phone, 'Europe/London', later.reference]) {
      await expect(laterRow).toContainText(text);
    }
    await expect(laterRow.getByRole('link', { name: later.email })).toHaveAttribute(
      'href',
      `mailto:${later.email}`,
    );
    await expect(laterRow.getByRole('link', { name: later.phone })).toHaveAttribute(
      'href',
      'tel:+35799123456',
    );
    const leadLink = laterRow.getByRole('link', { name: `View lead from ${later.name}` });
    await expect(leadLink).toHaveAttribute('href', `/admin/submissions?lead=${later.leadId}`);
    // Only reachable signed in, so out of the page sweep.
    await expectNoAxeViolations(page);

    // A call that started three hours ago waits to be marked.
    const notifications = page.getByRole('region', { name: 'Notifications' });
    const pastRow = page
      .getByRole('region', { name: 'Past calls not marked yet, newest first' })
      .getByRole('row', { name: new RegExp(past.name) });
    await expect(pastRow).toContainText(callTime.format(past.startsAt));
    const done = pastRow.getByRole('button', { name: `Done: the call with ${past.name}` });
    await readyToUse(done);
    await done.click();
    await expect(notifications).toContainText(`The call with ${past.name} is marked done.`);
    await expect(pastRow).toHaveCount(0);
    const [marked] = await query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [
      past.bookingId,
    ]);
    expect(marked?.status).toBe('done');

    // A night 40 days ahead, outside office hours and past /book's three weeks: blocking it
    // takes no time from the booking tests running alongside.
    const day = Temporal.Now.plainDateISO(officeZone).add({ days: 40 }).toString();
    const note = `Dentist ${Date.now()}`;
    const form = page.getByRole('form', { name: 'Block a time' });
    const submit = form.getByRole('button', { name: 'Block this time' });
    await readyToUse(submit);
    // The wrong way round first: refused with a toast, and what was typed stays.
    await form.getByLabel('Starts').fill(`${day}T03:00`);
    await form.getByLabel('Ends').fill(`${day}T02:00`);
    await form.getByLabel(/^Note/).fill(note);
    await submit.click();
    await expect(notifications).toContainText('The end must be after the start.');
    await expect(form.getByLabel('Starts')).toHaveValue(`${day}T03:00`);
    await expect(form.getByLabel(/^Note/)).toHaveValue(note);

    await form.getByLabel('Starts').fill(`${day}T02:00`);
    await form.getByLabel('Ends').fill(`${day}T03:00`);
    await submit.click();
    await expect(notifications).toContainText('The time is blocked');
    await expect(form.getByLabel('Starts')).toHaveValue('');
    const blockRow = page
      .getByRole('region', { name: 'Blocked times, soonest first' })
      .getByRole('row', { name: new RegExp(note) });
    const from = Temporal.PlainDateTime.from(`${day}T02:00`).toZonedDateTime(officeZone);
    await expect(blockRow).toContainText(blockTime.format(new Date(from.epochMilliseconds)));
    await expect(blockRow).toContainText(accounts.admin);

    const remove = blockRow.getByRole('button', { name: /^Remove the block from/ });
    await readyToUse(remove);
    await remove.click();
    await expect(notifications).toContainText('The block was removed');
    await expect(blockRow).toHaveCount(0);

    // The lead behind a call, in the inbox.
    await leadLink.click();
    await expect(page).toHaveURL(new RegExp(`/admin/submissions\\?lead=${later.leadId}$`));
    await expect(page.getByRole('row', { name: new RegExp(later.name) })).toContainText(
      later.email,
    );
  } finally {
    // The calls go with their leads (ON DELETE CASCADE): the inbox's counts are left as found.
    await query('DELETE FROM contact_submissions WHERE id = ANY($1::uuid[])', [
      [later.leadId, past.leadId],
    ]);
  }
});
