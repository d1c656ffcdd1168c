import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntakeOutcome } from '@/lib/leads/intake';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '@/tests/support/smtp-sink';
import { engines, freshDatabase, type TestDatabase } from './databases';
import { outboxApp, quoteForm } from './support/outbox-app';

const agency = 'sales@agency.example';
const toVisitor = (mail: ReceivedMail) => !mail.envelope.to.includes(agency);

/**
 * An outsider trying to turn the lead forms against a stranger's mailbox, with the real intake,
 * outbox worker and mailer against a real SMTP server.
 */
describe.each(engines)('lead e-mails an outsider cannot abuse, on %s', (engine) => {
  let test: TestDatabase;
  let sink: SmtpSink;
  let app: Awaited<ReturnType<typeof outboxApp>>;

  beforeAll(async () => {
    test = await freshDatabase(engine);
    sink = await startSmtpSink();
    app = await outboxApp(test.database, { SMTP_URL: sink.url, LEAD_NOTIFY_TO: agency });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await sink?.stop();
    await test?.dispose();
  });

  const settled = () =>
    expect
      .poll(() => test.database.prisma.followUp.count({ where: { status: 'pending' } }), {
        timeout: 20_000,
      })
      .toBe(0);

  it('sends one mailbox at most 3 e-mails a day, however its address is spelled', async () => {
    const stored: IntakeOutcome[] = [];
    for (const email of ['addr@example.com', 'ADDR@Example.COM', 'addr+1@example.com']) {
      stored.push(await app.submit('leadCapture', { ...quoteForm, email }));
    }
    expect(stored.map((outcome) => outcome.status)).toEqual(['stored', 'stored', 'stored']);
    // The spellings of that mailbox: refused at the form, as the browser refuses them.
    for (const email of [
      'addr(1)@example.com',
      'addr(2)@example.com',
      'x:addr@example.com',
      '"addr"@example.com',
      'addr@example.com,',
      ',addr@example.com',
      'addr@example.com,,',
      'addr@example.com.',
      '"bcc:x" <addr@example.com>',
    ]) {
      const outcome = await app.submit('leadCapture', { ...quoteForm, email });
      expect(outcome, email).toMatchObject({
        status: 'invalid',
        errors: { email: 'emailInvalid' },
      });
    }
    // Spellings of the same mailbox that are plain addresses: stored, told to the agency, capped.
    for (const email of [
      'addr+2@example.com',
      'Addr@ｅｘａｍｐｌｅ．ｃｏｍ',
      'addr@example。com',
    ]) {
      const outcome = await app.submit('contact', { ...quoteForm, email });
      expect(outcome.status, email).toBe('stored');
      if (outcome.status !== 'stored') continue;
      expect(outcome.lead.email).toMatch(/^addr(\+2)?@example\.com$/);
      const visitorMail = outcome.followUps.find((f) => f.kind === 'visitor_confirmation');
      expect(visitorMail?.status, email).toBe('skipped');
    }
    await settled();
    const received = await sink.waitFor(
      (messages) => messages.filter((mail) => !toVisitor(mail)).length >= 6,
    );
    const visitorMails = received.filter(toVisitor);
    expect(visitorMails).toHaveLength(3);
    // Each went to exactly the stored address: envelope and header agree. The outbox sends in
    // parallel, so the order they arrive in is not part of the behaviour.
    expect(visitorMails.map((mail) => mail.envelope.to).sort()).toEqual([
      ['addr+1@example.com'],
      ['addr@example.com'],
      ['addr@example.com'],
    ]);
    for (const mail of visitorMails) expect(mail.to).toEqual(mail.envelope.to);
    // The agency's Reply-To is the stored address, one plain mailbox.
    const replyTos = received.filter((mail) => !toVisitor(mail)).map((mail) => mail.replyTo);
    for (const replyTo of replyTos) expect(replyTo).toHaveLength(1);
    expect(new Set(replyTos.flat())).toEqual(
      new Set(['addr@example.com', 'addr+1@example.com', 'addr+2@example.com']),
    );
    const headers = received.map((mail) => /^Reply-To: (.*)$/im.exec(mail.raw)?.[1] ?? '');
    for (const value of headers) expect(value).not.toMatch(/["(),:;<>]/);
  });

  it('sends the agency notice from a sender of its own, never the address it goes to', async () => {
    const outcome = await app.submit('leadCapture', { ...quoteForm, email: 'sender@example.com' });
    expect(outcome.status).toBe('stored');
    const received = await sink.waitFor(
      (messages) =>
        messages.some((mail) => mail.replyTo[0] === 'sender@example.com') &&
        messages.some((mail) => mail.envelope.to[0] === 'sender@example.com'),
    );
    const notice = received.find((mail) => mail.replyTo[0] === 'sender@example.com')!;
    const confirmation = received.find((mail) => mail.envelope.to[0] === 'sender@example.com')!;
    expect(notice.from).toEqual(['lead-notices@autositescyprus.com']);
    expect(notice.from).not.toEqual(notice.to);
    expect(confirmation.from).toEqual(['info@autositescyprus.com']);
    for (const mail of [notice, confirmation]) {
      expect(mail.headers['x-auto-response-suppress']).toBe('OOF, AutoReply');
    }
  });

  it('stores an internationalised domain as punycode and sends to exactly that', async () => {
    const typed = 'Eleni@Παράδειγμα.δοκιμή';
    const stored = 'eleni@xn--hxajbheg2az3al.xn--jxalpdlp';
    const outcome = await app.submit('leadCapture', { ...quoteForm, email: typed });
    expect(outcome.status === 'stored' && outcome.lead.email).toBe(stored);
    // The sink shows the domain in Unicode again; the message itself carries the punycode.
    const shown = typed.toLowerCase();
    const received = await sink.waitFor((messages) =>
      messages.some((mail) => mail.envelope.to.includes(shown)),
    );
    const mail = received.find((message) => message.envelope.to.includes(shown));
    expect(mail?.to).toEqual([shown]);
    expect(mail?.raw).toMatch(new RegExp(`^To: ${stored.replace(/[.+]/g, '\\$&')}\r?$`, 'm'));
  });

  it.each([
    'evil\u200B.com',
    'ｅｖｉｌ．ｃｏｍ／ｐｈｉｓｈ',
    'Visit evil .com now',
    'evil。com',
    'Call 55 55 55 55',
  ])('never sends the "name" %j to the address typed with it', async (name) => {
    const mailbox = `stranger.${Buffer.from(name).toString('hex').slice(0, 16)}`;
    const ours = (mail: ReceivedMail) => mail.envelope.to[0]?.startsWith(`${mailbox}+`);
    for (const locale of ['en', 'tr', 'el']) {
      const email = `${mailbox}+${locale}@example.com`;
      const outcome = await app.submit('leadCapture', { ...quoteForm, name, locale, email });
      expect(outcome.status).toBe('stored');
    }
    const received = await sink.waitFor((messages) => messages.filter(ours).length === 3);
    for (const mail of received.filter(ours)) {
      const everything = `${mail.subject}\n${mail.html}\n${mail.text}`;
      expect(everything).not.toContain(name);
      expect(everything.normalize('NFKC')).not.toMatch(/evil|55 55/i);
    }
  });
});
