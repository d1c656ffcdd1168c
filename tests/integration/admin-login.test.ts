import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptLogin } from '@/lib/auth/sign-in';
import { hashPassword } from '@/lib/auth/passwords';
import { userRepository } from '@/lib/auth/users';
import { engines, freshDatabase, type TestDatabase } from './databases';

const password = 'amber harbour dealership ledger';
const limits = { maxFailuresPerIp: 10 };
const start = new Date('2030-01-01T10:00:00Z').getTime();
const at = (minutes: number) => new Date(start + minutes * 60_000);

describe.each(engines)('admin sign-in on %s', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await freshDatabase(engine);
    const users = userRepository(test.database.prisma);
    const passwordHash = await hashPassword(password);
    for (const email of ['admin@x.cy', 'locked@x.cy', 'reset@x.cy', 'burst@x.cy']) {
      await users.create({ email, passwordHash, role: 'admin' });
    }
    await users.create({ email: 'user@x.cy', passwordHash, role: 'user' });
  }, 60_000);
  afterAll(() => test?.dispose());

  const login = (email: string, secret: string, minutes: number, ip = '10.0.0.1') =>
    attemptLogin(test.database.prisma, { email, password: secret, ip }, limits, at(minutes));

  it('signs in with the right password, whatever the case and spaces of the email', async () => {
    const result = await login('  Admin@X.cy ', password, 0);
    expect(result).toEqual({
      ok: true,
      user: { id: expect.any(String), email: 'admin@x.cy', role: 'admin', sessionVersion: 0 },
    });
    // Users without the admin role sign in too; the admin check refuses them afterwards.
    expect(await login('user@x.cy', password, 0)).toMatchObject({
      ok: true,
      user: { role: 'user' },
    });
  });

  it('locks an email at the 5th failure, refuses even the right password, then lets go', async () => {
    for (let i = 0; i < 4; i++) {
      expect(await login('locked@x.cy', 'wrong', i)).toEqual({
        ok: false,
        reason: 'invalid_credentials',
      });
    }
    expect(await login('locked@x.cy', 'wrong', 4)).toEqual({ ok: false, reason: 'account_locked' });
    expect(await login('locked@x.cy', password, 5, '10.0.0.2')).toEqual({
      ok: false,
      reason: 'account_locked',
    });
    expect(await login('locked@x.cy', password, 18.9, '10.0.0.2')).toMatchObject({ ok: false });
    expect(await login('locked@x.cy', password, 19, '10.0.0.2')).toMatchObject({ ok: true });
  });

  it('locks unknown emails the same way, so a lock does not reveal who has an account', async () => {
    for (let i = 0; i < 4; i++) await login('nobody@x.cy', 'wrong', 100 + i, '10.0.1.1');
    expect(await login('nobody@x.cy', 'wrong', 104, '10.0.1.1')).toEqual({
      ok: false,
      reason: 'account_locked',
    });
  });

  it('clears the count after a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) await login('reset@x.cy', 'wrong', 200 + i, '10.0.2.1');
    expect(await login('reset@x.cy', password, 204, '10.0.2.1')).toMatchObject({ ok: true });
    expect(await login('reset@x.cy', 'wrong', 205, '10.0.2.1')).toEqual({
      ok: false,
      reason: 'invalid_credentials',
    });
  });

  it('refuses an IP address after 10 failures in 15 minutes, across accounts', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i++) await login(`guess${i}@x.cy`, 'wrong', 300, ip);
    expect(await login('admin@x.cy', password, 301, ip)).toEqual({
      ok: false,
      reason: 'ip_limited',
    });
    expect(await login('admin@x.cy', password, 301, '10.9.9.10')).toMatchObject({ ok: true });
    expect(await login('admin@x.cy', password, 316, ip)).toMatchObject({ ok: true });
  });

  it('records every attempt with its email, IP, outcome and time', async () => {
    await login('admin@x.cy', 'wrong <script>', 400, '192.0.2.7');
    const rows = await test.database.prisma.loginAttempt.findMany({
      where: { ip: '192.0.2.7' },
      select: { email: true, ip: true, outcome: true, createdAt: true },
    });
    expect(rows).toEqual([
      { email: 'admin@x.cy', ip: '192.0.2.7', outcome: 'invalid_credentials', createdAt: at(400) },
    ]);
  });

  it('checks exactly 5 passwords of a burst of parallel guesses, then locks', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login('burst@x.cy', `wrong ${i}`, 500, `10.5.0.${i}`)),
    );
    const reasons = results.map((r) => (r.ok ? 'ok' : r.reason));
    expect(reasons.filter((r) => r === 'invalid_credentials')).toHaveLength(4);
    expect(reasons.filter((r) => r === 'account_locked')).toHaveLength(8);
    const checked = await test.database.prisma.loginAttempt.count({
      where: { email: 'burst@x.cy', outcome: 'invalid_credentials' },
    });
    expect(checked).toBe(5);
  }, 60_000);
});
