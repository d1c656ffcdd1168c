import { afterEach, describe, expect, it, vi } from 'vitest';
import { logEvent } from '@/lib/log';
import { maskEmail, maskFields, maskIp, maskText } from '@/lib/log-masking';
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
