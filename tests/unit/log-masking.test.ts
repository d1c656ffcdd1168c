import { afterEach, describe, expect, it, vi } from 'vitest';
import { logEvent } from '@/lib/log';
import { maskEmail, maskFields, maskIp, maskText } from '@/lib/server/log-masking';
import { maskConsoleArgument } from '@/lib/server/console-masking';
import { requestContext } from '@/lib/server/request-context';

describe('masking personal data in logs', () => {
  it('keeps the first letter and the domain of an e-mail address', () => {
    expect(maskEmail('jane.doe@dealer.cy')).toBe('j***@dealer.cy');
    expect(maskText('no user for Jane@Example.com, sorry')).toBe(
      'no user for J***@Example.com, sorry',
    );
  });

  it('keeps the network of an IP address, not the host', () => {
    expect(maskIp('203.0.113.42')).toBe('203.0.113.0');
    expect(maskIp('::ffff:198.51.100.7')).toBe('198.51.100.0');
    expect(maskIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
    expect(maskIp('::1')).toBe('::');
    expect(maskIp('not an address')).toBe('masked');
  });

  it('removes credentials from URLs and addresses from messages', () => {
    expect(maskText('connect ECONNREFUSED postgres://app:hunter2@10.1.2.3:5432/db')).toBe(
      'connect ECONNREFUSED postgres://***@10.1.2.0:5432/db',
    );
  });

  it('drops passwords, tokens, secrets and cookies whatever they hold, and visitor text', () => {
    expect(
      maskFields({
        password: 'correct horse battery staple',
        csrfToken: 'abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        cookie: 'session=1',
        authorization: 'Bearer x',
        body: '{"name":"Jane"}',
        leadMessage: 'Call me on 99 123456',
      }),
    ).toEqual({
      password: '[redacted]',
      csrfToken: '[redacted]',
      STRIPE_WEBHOOK_SECRET: '[redacted]',
      cookie: '[redacted]',
      authorization: '[redacted]',
      body: '[redacted]',
      leadMessage: { length: 20 },
    });
  });

  it('masks IP fields, nested values and arrays, and leaves numbers alone', () => {
    expect(
      maskFields({
        ip: '203.0.113.42',
        clientIp: '198.51.100.9',
        by: 'admin@agency.example',
        nested: { emails: ['a@b.cy', 'zed@c.cy'] },
        count: 3,
        ok: true,
      }),
    ).toEqual({
      ip: '203.0.113.0',
      clientIp: '198.51.100.0',
      by: 'a***@agency.example',
      nested: { emails: ['a***@b.cy', 'z***@c.cy'] },
      count: 3,
      ok: true,
    });
  });
});

/** What Prisma 7 writes when a query is refused: the whole call, customer data included. */
const prismaText = `
Invalid \`prisma.order.createMany()\` invocation:

{
  data: [
    {
      stripeSessionId: "cs_test_a1b2",
      packageId: "advance",
      amountMinor: 2500.5,
      customerEmail: "nikos.georgiou@dealer.cy",
      customerName: "Nikos Georgiou",
      locale: 'el',
      livemode: false
    }
  ]
}

Argument \`amountMinor\`: Invalid value provided. Expected Int, provided Float.`;

class PrismaClientValidationError extends Error {
  clientVersion = '7.10.0';
}
class PrismaClientKnownRequestError extends Error {
  code = 'P2002';
  meta = { target: ['email'], detail: 'Key (email)=(ayse@example.com) already exists.' };
}

describe('masking the texts of library errors', () => {
  it('masks the values a Prisma error quotes, names and e-mails included', () => {
    const masked = maskText(prismaText);
    expect(masked).not.toMatch(/Nikos|Georgiou|nikos|dealer\.cy|cs_test_a1b2/);
    expect(masked).toContain('customerName: "***"');
    expect(masked).toContain('Argument `amountMinor`: Invalid value provided. Expected Int');
  });

  it('masks the value PostgreSQL repeats for a duplicate key', () => {
    expect(maskText('Key (email)=(ayşe.yılmaz@example.com) already exists.')).toBe(
      'Key (email)=(***) already exists.',
    );
    expect(maskText('Key (name, company)=(Ayşe Yılmaz, Girne Motors) already exists.')).toBe(
      'Key (name, company)=(***) already exists.',
    );
  });

  it('keeps apostrophes in words and identifiers in backticks', () => {
    expect(maskText("can't reach database server at `db`")).toBe(
      "can't reach database server at `db`",
    );
  });

  it('logs an error as its class, code and masked text, never its data', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    logEvent('error', 'order.record_failed', {
      eventId: 'evt_1',
      error: new PrismaClientValidationError(prismaText),
    });
    logEvent('error', 'lead.store_failed', { error: new PrismaClientKnownRequestError('x') });
    vi.restoreAllMocks();
    expect(lines.join('\n')).not.toMatch(/Nikos|Georgiou|ayse|dealer\.cy/i);
    expect(JSON.parse(lines[0]!).error).toMatchObject({
      class: 'PrismaClientValidationError',
      message: expect.stringContaining('customerName: "***"'),
    });
    expect(JSON.parse(lines[1]!).error).toEqual({
      class: 'PrismaClientKnownRequestError',
      code: 'P2002',
      message: 'x',
    });
  });

  it('masks what Next and libraries print themselves: strings and errors with their stack', () => {
    const error = Object.assign(new PrismaClientValidationError(prismaText), { digest: '42' });
    const masked = maskConsoleArgument(error) as Error & { digest?: string };
    expect(masked.message).not.toMatch(/Nikos|dealer\.cy/);
    expect(masked.stack).not.toMatch(/Nikos|dealer\.cy/);
    expect(masked.digest).toBe('42');
    expect(maskConsoleArgument('failed for "Ayşe Yılmaz" <ayse@example.com>')).toBe(
      'failed for "***" <a***@example.com>',
    );
    // Our own lines are JSON, masked already: left as they are.
    expect(maskConsoleArgument('{"event":"x","name":"y"}')).toBe('{"event":"x","name":"y"}');
  });
});

describe('logEvent', () => {
  afterEach(() => vi.restoreAllMocks());

  const captured = () => {
    const lines: string[] = [];
    for (const method of ['log', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation((line: string) => void lines.push(line));
    }
    return lines;
  };

  it('writes one JSON line with the id of the request being handled, masked', () => {
    const lines = captured();
    requestContext.run({ requestId: 'req-12345678' }, () =>
      logEvent('warn', 'auth.login', {
        outcome: 'invalid_credentials',
        ip: '203.0.113.42',
        email: 'jane@dealer.cy',
        password: 'x',
      }),
    );
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      level: 'warn',
      event: 'auth.login',
      requestId: 'req-12345678',
      ip: '203.0.113.0',
      email: 'j***@dealer.cy',
      password: '[redacted]',
    });
    expect(lines[0]).not.toMatch(/203\.0\.113\.42|jane@/);
  });

  it('has no request id outside a request (start-up, timers)', () => {
    const lines = captured();
    logEvent('info', 'db.migrated', { applied: [] });
    expect(JSON.parse(lines[0]!)).not.toHaveProperty('requestId');
  });
});
