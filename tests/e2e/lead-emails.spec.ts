import { expect, readyToUse, test } from './fixtures';
import { accounts } from './support/admin-accounts';
import { signInAsAdmin } from './support/admin-session';
import { poorSiteUrl } from './support/fixture-sites';
import { uniqueEmail } from './support/leads';
import { waitForMail } from './support/mailbox';
import { agencyInbox, mailDir } from './support/servers';

/**
 * A lead reaches people: the main server sends through a real SMTP server on loopback
 * (tests/support/smtp-sink.ts), which writes each message it receives to `mailDir`. The tests
 * read them as a mail client would.
 */
test.describe.configure({ timeout: 90_000 });

const toAgency = (visitor: string) => (mail: { to: string[]; replyTo: string | null }) =>
  mail.to.includes(agencyInbox) && mail.replyTo === visitor;
const toVisitor = (visitor: string) => (mail: { to: string[] }) => mail.to.includes(visitor);

test('a Turkish contact form: the agency is told in English, the visitor answered in Turkish with none of their text', async ({
  page,
}) => {
  const email = uniqueEmail('mail-contact-tr');
  const secret = `Sadece ajans okumalı ${Date.now()}`;
  await page.clock.install(); // to fill the form at a person's pace (LEAD_MIN_FILL_MS)
  await page.goto('/tr/contact');
  const form = page.getByRole('form', { name: 'Ücretsiz teklifinizi isteyin' });
  await form.getByLabel('Adınız soyadınız').fill('Ayşe Yılmaz');
  await form.getByLabel('E-posta adresi').fill(email);
  await form.getByLabel(/Telefon/).fill('+90 533 444 5566');
  await form.getByLabel('Galeri adı').fill('Girne Prestij Oto');
  await form.getByLabel(/Mesaj/).fill(secret);
  await form.getByRole('checkbox').check();
  await page.clock.fastForward(10_500);
  await form.getByRole('button', { name: 'Mesajı Gönder' }).click();
  await expect(form.getByRole('status')).toContainText('Mesajınız Başarıyla Gönderildi!');

  const [agency] = await waitForMail(mailDir, toAgency(email));
  expect(agency!.language).toBe('en');
  expect(agency!.subject).not.toMatch(/^\[Spam\?\]/);
  for (const fact of ['Ayşe Yılmaz', 'Girne Prestij Oto', email, '+90 533 444 5566', secret]) {
    expect(agency!.text).toContain(fact);
  }
  expect(agency!.text).toMatch(/Contact page form/);
  expect(agency!.text).toMatch(/\/admin\/submissions\?lead=[0-9a-f-]{36}/);

  const [visitor] = await waitForMail(mailDir, toVisitor(email));
  expect(visitor!.language).toBe('tr');
  expect(visitor!.replyTo).not.toBe(email);
  expect(visitor!.text).toContain('Ayşe Yılmaz');
  expect(visitor!.text).toContain('wa.me/');
  for (const typed of [secret, 'Girne Prestij Oto', '+90 533 444 5566']) {
    expect(visitor!.html).not.toContain(typed);
    expect(visitor!.text).not.toContain(typed);
  }
  expect(visitor!.bytes).toBeLessThan(100_000);
  expect(visitor!.messageId).not.toBe(agency!.messageId);
});

test('the grader e-mails the full report in Greek and says it is on its way', async ({ page }) => {
  const email = uniqueEmail('mail-report-el');
  await page.clock.install();
  await page.goto('/el/website-grader');
  await page.getByLabel('Η διεύθυνση της ιστοσελίδας σας').fill(poorSiteUrl);
  await page.getByRole('button', { name: 'Αξιολόγηση Ιστοσελίδας' }).click();
  await expect(page).toHaveURL(/\/el\/website-grader\/report\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const reportUrl = page.url();

  const form = page.getByRole('form', { name: 'Στείλτε μου την πλήρη αναφορά' });
  // The form is an island of its own on the report: typed before it hydrates, a value is lost.
  await readyToUse(form.getByRole('checkbox'));
  await form.getByLabel('Το όνομά σας').fill('Ελένη Χαραλάμπους');
  await form.getByLabel('Διεύθυνση e-mail').fill(email);
  await form.getByLabel('Όνομα αντιπροσωπείας').fill('Πάφος Αυτοκίνητα');
  await form.getByRole('checkbox').check();
  await page.clock.fastForward(10_500);
  await form.getByRole('button', { name: 'Στείλτε μου την πλήρη αναφορά' }).click();
  await expect(form.getByRole('status')).toContainText(`στέλνεται στο ${email}`);

  const [report] = await waitForMail(mailDir, toVisitor(email));
  expect(report!.language).toBe('el');
  // The overall score, each category's, every failed check's fix and the shareable link. The
  // e-mail waits for the phone measurement: Performance is the phone's Speed score then.
  expect(report!.text).toMatch(/Συνολικός βαθμός\s+\d+ \/ 100/);
  for (const score of ['16', '33', '28']) expect(report!.text).toContain(score);
  const phone = /Ταχύτητα σε κινητό\s+(\d+) \/ 100/.exec(report!.text)?.[1];
  expect(phone).toBeDefined();
  expect(report!.text).toMatch(new RegExp(`Απόδοση\\s+${phone}\\s`));
  expect(report!.text).toContain('<meta name="viewport"');
  // The link is on the site's public address (SITE_URL), the same page as the one shown here.
  expect(report!.text).toContain(new URL(reportUrl).pathname);
  expect(report!.html).not.toMatch(/<script/i);
  expect(report!.bytes).toBeLessThan(100_000);

  const [agency] = await waitForMail(mailDir, toAgency(email));
  expect(agency!.text).toMatch(/Website grader full report/);
  expect(agency!.text).toContain('overall score 38/100');
});

test('the inbox shows what was sent for a lead, and an admin can send it again', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('mail-resend');
  const visitor = await browser.newPage({ baseURL });
  await visitor.clock.install();
  await visitor.goto('/contact');
  const form = visitor.getByRole('form', { name: 'Request your free quote' });
  await form.getByLabel('Your name').fill('Resend Visitor');
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Dealership name').fill('Resend Motors');
  await form.getByRole('checkbox', { name: /privacy policy/ }).check();
  await visitor.clock.fastForward(10_500);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('Message Sent Successfully!');
  await visitor.close();
  const [first] = await waitForMail(mailDir, toVisitor(email));

  await signInAsAdmin(page, accounts.admin, `/admin/submissions?q=${encodeURIComponent(email)}`);
  const followUps = page.getByRole('list', { name: 'Follow-ups of the lead from Resend Visitor' });
  await expect(followUps.getByRole('listitem')).toHaveCount(2);
  await expect(
    followUps.getByRole('listitem').filter({ hasText: 'Confirmation to the visitor' }),
  ).toContainText('Sent');
  await expect(
    followUps.getByRole('listitem').filter({ hasText: 'E-mail to the agency' }),
  ).toContainText('Sent');

  await followUps
    .getByRole('button', { name: 'Resend Confirmation to the visitor for Resend Visitor' })
    .click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Queued to be sent again.',
  );
  const both = await waitForMail(mailDir, toVisitor(email), { count: 2 });
  const second = both.find((mail) => mail.messageId !== first!.messageId);
  expect(second, 'the resend has a Message-ID of its own').toBeDefined();
  await page.reload();
  await expect(
    followUps.getByRole('listitem').filter({ hasText: 'Confirmation to the visitor' }),
  ).toContainText('Sent');
});
