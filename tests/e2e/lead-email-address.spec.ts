import { expect, readyToUse, serverRendered, test } from './fixtures';
import { leadsDatabaseUrl, noDatabaseReason, storedLeads, uniqueEmail } from './support/leads';

/**
 * One mailbox, one spelling, in the browser as on the server: the form's own check (the schema,
 * run in Chromium) and the server's (the same schema, without JavaScript) refuse the same
 * spellings, and an internationalised domain is stored as punycode.
 */
const otherSpellings = [
  'addr(1)@example.com',
  'x:addr@example.com',
  '"addr"@example.com',
  'addr@example.com,',
  ',addr@example.com',
  'addr@example.com.',
];
const invalid = 'Please enter a valid e-mail address.';

test('the browser refuses every other spelling of one mailbox before anything is sent', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Request your free quote' });
  await readyToUse(form.getByRole('checkbox'));
  await form.getByLabel('Your name').fill('Andreas Georgiou');
  await form.getByLabel('Dealership name').fill('Kyrenia Motors');
  await form.getByRole('checkbox', { name: /privacy policy/ }).check();
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST') posted += 1;
  });
  for (const email of otherSpellings) {
    await form.getByLabel('E-mail address').fill(email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form, email).toContainText(invalid);
    await expect(form.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  }
  expect(posted).toBe(0);
});

test.describe('without JavaScript', () => {
  test.use(serverRendered);

  test('the server refuses the same spellings, and stores an IDN domain as punycode', async ({
    page,
  }) => {
    for (const email of otherSpellings.slice(0, 3)) {
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Request your free quote' });
      await form.getByLabel('Your name').fill('Andreas Georgiou');
      await form.getByLabel('E-mail address').fill(email);
      await form.getByLabel('Dealership name').fill('Kyrenia Motors');
      await form.getByRole('checkbox', { name: /privacy policy/ }).check();
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('form', { name: 'Request your free quote' })).toContainText(
        invalid,
      );
    }

    const local = uniqueEmail('idn').split('@')[0]!;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Request your free quote' });
    await form.getByLabel('Your name').fill('Ελένη');
    await form.getByLabel('E-mail address').fill(`${local}@παράδειγμα.δοκιμή`);
    await form.getByLabel('Dealership name').fill('Πάφος Motors');
    await form.getByRole('checkbox', { name: /privacy policy/ }).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toContainText('Message Sent Successfully!');
    test.skip(!leadsDatabaseUrl, noDatabaseReason);
    const [lead] = await storedLeads(`${local}@xn--hxajbheg2az3al.xn--jxalpdlp`);
    expect(lead).toMatchObject({ email: `${local}@xn--hxajbheg2az3al.xn--jxalpdlp` });
  });
});

test('a form whose checks never arrive is sent anyway after a few seconds, and the server checks it', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Request your free quote' });
  await readyToUse(form.getByRole('checkbox'));
  // From here on no script arrives: the form's checks, loaded at the first touch, stall.
  let held = 0;
  await page.route('**/_next/static/chunks/**', () => {
    held += 1;
  });
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST') posted += 1;
  });
  await form.getByLabel('Your name').fill('Andreas Georgiou');
  await form.getByLabel('E-mail address').fill(otherSpellings[0]!);
  await form.getByLabel('Dealership name').fill('Kyrenia Motors');
  await form.getByRole('checkbox', { name: /privacy policy/ }).check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  // The server's answer: the same refusal the browser's check would have given.
  await expect(form).toContainText(invalid);
  expect(posted).toBe(1);
  expect(held, 'the checks were held back').toBeGreaterThan(0);
});
