import { describe, expect, it } from 'vitest';
import { emlFileName } from '@/lib/mail/eml-file';
import { greetingName } from '@/lib/mail/greeting-name';
import { compactEncoding, isPermanentMailError } from '@/lib/mail/mailer';
import { smtpTransportOptions } from '@/lib/mail/smtp-options';

describe('isPermanentMailError', () => {
  const rcpt = (responseCode: number, response = `${responseCode} refused`) => ({
    responseCode,
    response,
    code: 'EENVELOPE',
    command: 'RCPT TO',
  });
  it.each([
    // About the recipient: another try gets the same answer.
    [rcpt(550, '550 No such user here'), true],
    [rcpt(553, '553 Mailbox name not allowed'), true],
    [rcpt(550, '550 5.1.1 The email account that you tried to reach does not exist'), true],
    [rcpt(554, '554 5.1.2 Domain not found'), true],
    [rcpt(552, '552 5.2.1 Mailbox disabled'), true],
    [{ ...rcpt(552), command: 'DATA', response: '552 Message size exceeds fixed limit' }, true],
    [{ responseCode: 550, response: '550 5.6.0 Content rejected', command: 'DATA' }, true],
    // About the relay: our quota, relaying, policy, authentication. Retried, then dead.
    [rcpt(550, '550 5.4.5 Daily user sending quota exceeded'), false],
    [rcpt(554, '554 5.7.1 Relay access denied'), false],
    [rcpt(554, '554 Transaction failed'), false],
    [{ responseCode: 554, response: '554 Message refused', code: 'EMESSAGE' }, false],
    [{ responseCode: 554, response: '554 Policy rejection', command: 'MAIL FROM' }, false],
    [{ responseCode: 550, response: '550 Sender refused', command: 'MAIL FROM' }, false],
    [rcpt(552, '552 5.2.2 Mailbox full'), false],
    [rcpt(530, '530 5.7.0 Authentication required'), false],
    [rcpt(534, '534 5.7.9 Authentication mechanism is too weak'), false],
    [{ responseCode: 535, response: '535 5.7.8 Bad credentials', command: 'AUTH PLAIN' }, false],
    [{ responseCode: 538, response: '538 5.7.11 Encryption required', command: 'AUTH' }, false],
    [{ responseCode: 451, code: 'EENVELOPE' }, false],
    [{ responseCode: 421, code: 'EPROTOCOL' }, false],
    // Refused credentials or a TLS demand are fixed in the settings, not in the message.
    [{ responseCode: 535, code: 'EAUTH' }, false],
    [{ responseCode: 530, code: 'EENVELOPE' }, false],
    [{ code: 'ECONNECTION' }, false],
    [{ code: 'ETIMEDOUT' }, false],
    [new Error('socket hang up'), false],
    [null, false],
    ['550', false],
  ])('%j ⇒ %s', (error, permanent) => {
    expect(isPermanentMailError(error)).toBe(permanent);
  });
});

describe('emlFileName', () => {
  it('is the Message-ID itself when that is a safe name', () => {
    expect(emlFileName('<lead-42.agency@autositescyprus.com>')).toBe(
      'lead-42.agency@autositescyprus.com.eml',
    );
  });

  it('never leaves the directory and keeps different ids apart', () => {
    const a = emlFileName('<../../etc/passwd@x>');
    const b = emlFileName('<..\\..\\etc\\passwd@x>');
    for (const name of [a, b]) expect(name).toMatch(/^[A-Za-z0-9][A-Za-z0-9._@+=-]*\.eml$/);
    expect(a).not.toBe(b);
  });
});

describe('greetingName', () => {
  it.each([
    ['  Andreas   Georgiou ', 'Andreas Georgiou'],
    ['Ελένη Παπαδοπούλου', 'Ελένη Παπαδοπούλου'],
    ['Ayşe Yılmaz', 'Ayşe Yılmaz'],
    ["Seán O'Brien-Smith", "Seán O'Brien-Smith"],
    ['see www.spam.example', null],
    ['http://x', null],
    ['a@b.example', null],
    ['Call 555 0100', null],
    ['', null],
    // Addresses spelled out in words, in the three languages, are no names either…
    ['hxxps evil-site dot com', null],
    ['evil-site-dot-com', null],
    ['kotu site NOKTA com', null],
    ['κακό τελεία com', null],
    ['Visit WWW evil', null],
    // …but names that only contain those letters are.
    ['Dotty Comnena', 'Dotty Comnena'],
    ['evil’dot’com', null],
  ])('%j ⇒ %j', (name, expected) => {
    expect(greetingName(name)).toBe(expected);
  });
});

describe('smtpTransportOptions', () => {
  it('reads host, port, TLS and URL-encoded credentials from SMTP_URL', () => {
    const options = smtpTransportOptions('smtps://mailer%40agency:p%40ss%20word@mail.example:2465');
    expect(options).toMatchObject({
      host: 'mail.example',
      port: 2465,
      secure: true,
      auth: { user: 'mailer@agency', pass: 'p@ss word' },
    });
    expect(smtpTransportOptions('smtp://127.0.0.1')).toMatchObject({ port: 587, secure: false });
    expect(smtpTransportOptions('smtps://mail.example').port).toBe(465);
    expect(smtpTransportOptions('smtp://mail.example').auth).toBeUndefined();
  });

  it('gives every wait a short, finite limit', () => {
    const options = smtpTransportOptions('smtp://mail.example:25');
    for (const wait of [
      options.connectionTimeout,
      options.greetingTimeout,
      options.socketTimeout,
    ]) {
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(20_000);
    }
  });

  it('refuses anything but smtp:// and smtps://', () => {
    expect(() => smtpTransportOptions('http://mail.example')).toThrow(/smtp:\/\/ or smtps:\/\//);
  });
});

describe('compactEncoding', () => {
  it('keeps English and Turkish readable as quoted-printable', () => {
    expect(compactEncoding('<p style="color:#334155">Thank you for your request</p>')).toBe(
      'quoted-printable',
    );
    expect(compactEncoding('<p>Talebiniz için teşekkürler, galeriniz için</p>')).toBe(
      'quoted-printable',
    );
  });

  it('sends Greek as base64, a third larger instead of three times', () => {
    expect(compactEncoding('<p>Ευχαριστούμε για το αίτημά σας</p>')).toBe('base64');
  });
});
