import type { Locator, Page } from '@playwright/test';
import pg from 'pg';
import { expect, expectNoAxeViolations, readyToUse, test } from './fixtures';
import { leadsDatabaseUrl, noDatabaseReason, uniqueEmail } from './support/leads';
import { waitForMail } from './support/mailbox';
import { agencyInbox, mailDir } from './support/servers';

/**
 * Booking the free consultation at /book: a time on the visitor's own clock, the office's
 * beside it, a lead with its invitation, and no slot sold twice. Each test books on a day of
 * its own (the n-th day with a free time), so tests running side by side never race for a slot
 * unless they mean to.
 */
test.describe.configure({ timeout: 90_000 });

/** Opens the n-th day (1-based) that has a free time, and returns the first free time's value. */
async function chooseOpenDay(page: Page, n: number, noneLabel: RegExp): Promise<Locator> {
  const open = page.locator('main nav li a').filter({ hasNotText: noneLabel });
  await open.nth(n - 1).click();
  await expect(open.nth(n - 1)).toHaveAttribute('aria-current', 'date');
  return page.locator('input[name="slot"]:not([disabled])').first();
}

async function storedBooking(email: string) {
  const client = new pg.Client({ connectionString: leadsDatabaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      source: string;
      locale: string;
      starts_at: Date;
      time_zone: string;
      channel: string;
    }>(
      `SELECT l.source, l.locale, b.starts_at, b.time_zone, b.channel
         FROM contact_submissions l JOIN bookings b ON b.lead_id = l.id WHERE l.email = $1`,
      [email],
    );
    return rows;
  } finally {
    await client.end();
  }
}

test.describe('in the browser’s own time zone', () => {
  test.use({ timezoneId: 'Europe/Istanbul', viewport: { width: 390, height: 844 } });

  test('a Greek dealer in Istanbul books a video call on a phone and gets the invitation', async ({
    page,
  }) => {
    const email = uniqueEmail('book-el');
    await page.clock.install(); // to fill the form at a person's pace (LEAD_MIN_FILL_MS)
    await page.goto('/el/book');
    // The browser's zone replaces the office's in place (no second request), and the office's
    // time is shown beside each.
    await expect(
      page.getByText(/Οι ώρες εμφανίζονται στη ζώνη ώρας: .*\(Istanbul\)/),
    ).toBeVisible();
    expect(page.url()).not.toContain('tz=');
    const slot = await chooseOpenDay(page, 2, /καμία ελεύθερη ώρα/);
    const form = page.getByRole('form', { name: 'Κλείστε συμβουλευτική κλήση' });
    await readyToUse(form.getByRole('button', { name: 'Κλείστε την κλήση' }));
    const start = await slot.inputValue();
    await slot.check();
    // Each time on the visitor's clock, the office's beside it.
    const clock = (zone: string) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(start));
    await expect(slot.locator('..')).toContainText(clock('Europe/Istanbul'));
    await expect(slot.locator('..')).toContainText(`${clock('Europe/Nicosia')} ώρα Κύπρου`);
    await form.getByLabel('Βιντεοκλήση').check();
    await form.getByLabel('Το όνομά σας').fill('Νίκος Χαραλάμπους');
    await form.getByLabel('Διεύθυνση e-mail').fill(email);
    await form.getByLabel('Όνομα αντιπροσωπείας').fill('Λεμεσός Motors');
    await form.getByRole('checkbox').check();
    await page.clock.fastForward(10_500);
    await form.getByRole('button', { name: 'Κλείστε την κλήση' }).click();
    await expect(form.getByRole('status')).toContainText('Η κλήση σας κλείστηκε');
    await expect(form.getByRole('status')).toContainText(email);
    await expectNoAxeViolations(page, 'main');

    const [mail] = await waitForMail(mailDir, (m) => m.to.includes(email));
    expect(mail!.language).toBe('el');
    expect(mail!.subject).toContain('κλείστηκε');
    expect(mail!.attachments.some((a) => a.contentType.startsWith('text/calendar'))).toBe(true);
    const [agency] = await waitForMail(
      mailDir,
      (m) => m.to.includes(agencyInbox) && m.replyTo === email,
    );
    expect(agency!.text).toContain('Call');

    test.skip(!leadsDatabaseUrl, noDatabaseReason);
    const [booking] = await storedBooking(email);
    expect(booking).toMatchObject({
      source: 'booking',
      locale: 'el',
      time_zone: 'Europe/Istanbul',
      channel: 'video',
    });
    expect(booking!.starts_at.toISOString().replace('.000Z', 'Z')).toBe(start);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a Turkish dealer chooses London time from the menu and books a phone call', async ({
    page,
  }) => {
    const email = uniqueEmail('book-tr');
    await page.goto('/tr/book');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ücretsiz 30 dakikalık görüşmenizi ayarlayın',
    );
    await page.getByLabel('Saat diliminiz').selectOption('Europe/London');
    await page.getByRole('button', { name: 'Saatleri göster' }).click();
    await expect(page).toHaveURL(/tz=Europe%2FLondon/);
    const slot = await chooseOpenDay(page, 3, /boş saat yok/);
    await expect(slot.locator('..')).toContainText('Kıbrıs saatiyle');
    await slot.check();
    const form = page.getByRole('form', { name: 'Danışmanlık görüşmesi ayarla' });
    await form.getByLabel('Telefon görüşmesi').check();
    await form.getByLabel('Adınız soyadınız').fill('Ayşe Yılmaz');
    await form.getByLabel('E-posta adresi').fill(email);
    await form.getByLabel('Galeri adı').fill('Girne Oto');
    await form.getByRole('checkbox').check();
    // A phone call needs a number: the answer says so and keeps what was typed.
    await form.getByRole('button', { name: 'Görüşmeyi ayarla' }).click();
    await expect(
      form.getByText('Lütfen sizi arayabileceğimiz bir telefon numarası girin.'),
    ).toBeVisible();
    await expect(form.getByLabel('Adınız soyadınız')).toHaveValue('Ayşe Yılmaz');
    await form.getByRole('textbox', { name: /Telefon veya WhatsApp/ }).fill('+90 533 444 5566');
    await form.getByRole('checkbox').check();
    await form.locator('input[name="slot"]:not([disabled])').first().check();
    await form.getByRole('button', { name: 'Görüşmeyi ayarla' }).click();
    await expect(form.getByRole('status')).toContainText('Görüşmeniz ayarlandı');

    test.skip(!leadsDatabaseUrl, noDatabaseReason);
    const [booking] = await storedBooking(email);
    expect(booking).toMatchObject({
      source: 'booking',
      locale: 'tr',
      time_zone: 'Europe/London',
      channel: 'phone',
    });
  });
});

test('the visitor who loses the race is told at once, keeps what they typed and sees the next free times', async ({
  browser,
}) => {
  const [first, second] = await Promise.all([browser.newPage(), browser.newPage()]);
  const pages = [first!, second!];
  let start = '';
  for (const page of pages) {
    await page.goto('/book?tz=Europe%2FNicosia');
    const slot = await chooseOpenDay(page, 4, /no free times/);
    start ||= await slot.inputValue();
    await page.locator(`input[name="slot"][value="${start}"]`).check();
    const form = page.getByRole('form', { name: 'Book a consultation call' });
    await readyToUse(form.getByRole('button', { name: 'Book the call' }));
    await form.getByLabel('Your name').fill('Eleni Christou');
    await form.getByLabel('E-mail address').fill(uniqueEmail('book-race'));
    await form.getByLabel('Dealership name').fill('Paphos Cars');
    await form.getByRole('checkbox').check();
  }
  const winner = pages[0]!.getByRole('form', { name: 'Book a consultation call' });
  await winner.getByRole('button', { name: 'Book the call' }).click();
  await expect(winner.getByRole('status')).toContainText('Your call is booked');

  const loser = pages[1]!.getByRole('form', { name: 'Book a consultation call' });
  await loser.getByRole('button', { name: 'Book the call' }).click();
  const answer = loser.getByRole('alert');
  await expect(answer).toContainText('That time has just been taken');
  await expect(answer).toContainText('The next free times:');
  await expect(loser.getByLabel('Your name')).toHaveValue('Eleni Christou');
  // The page is drawn again: the time is now shown as taken.
  await expect(pages[1]!.locator(`input[name="slot"][value="${start}"]`)).toBeDisabled();
  await Promise.all(pages.map((page) => page.close()));
});

test.describe('the signed link in the e-mails', () => {
  test.use({ javaScriptEnabled: false });

  test('moves the call to another day, then cancels it; a tampered link opens a page that says so', async ({
    page,
  }) => {
    const email = uniqueEmail('book-manage');
    await page.goto('/book?tz=Europe%2FNicosia');
    const slot = await chooseOpenDay(page, 5, /no free times/);
    await slot.check();
    const form = page.getByRole('form', { name: 'Book a consultation call' });
    await form.getByLabel('Your name').fill('Marios Ioannou');
    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('Dealership name').fill('Larnaca Autos');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Book the call' }).click();
    await expect(form.getByRole('status')).toContainText('Your call is booked');

    const [confirmation] = await waitForMail(mailDir, (m) => m.to.includes(email));
    const href = /href="([^"]*\/book\/manage\?token=[^"]+)"/.exec(confirmation!.html)?.[1];
    expect(href).toBeTruthy();
    const link = new URL(href!.replace(/&amp;/g, '&'));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booked call');

    // Move it to the first free time of another day.
    const newSlot = await chooseOpenDay(page, 6, /no free times/);
    const moveTo = await newSlot.inputValue();
    await newSlot.check();
    await page.getByRole('button', { name: 'Move the call to this time' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Your call has been moved. We have sent you an updated invitation.',
    );
    const [moved] = await waitForMail(
      mailDir,
      (m) => m.to.includes(email) && /moved/.test(m.subject),
    );
    expect(moved!.attachments.some((a) => a.contentType.startsWith('text/calendar'))).toBe(true);

    await page.getByRole('button', { name: 'Cancel the call' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This call was cancelled');
    await expect(page.getByRole('status')).toContainText('Your call has been cancelled.');
    await waitForMail(mailDir, (m) => m.to.includes(email) && /cancelled/.test(m.subject));

    expect(moveTo).toMatch(/Z$/);
    await page.goto(`${link.pathname}?token=${link.searchParams.get('token')}x`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
  });
});
