import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCheckFor } from '@/lib/auth/guard';
import { userRepository } from '@/lib/auth/users';
import { engines, freshDatabase, type TestDatabase } from './databases';

describe.each(engines)('the admin check on %s', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await freshDatabase(engine);
  }, 60_000);
  afterAll(() => test?.dispose());

  it('reads the role from the database, not from the session', async () => {
    const users = userRepository(test.database.prisma);
    const signedIn = await users.create({ email: 'a@x.cy', passwordHash: 'x', role: 'user' });
    const claims = {
      sub: signedIn.id,
      email: 'a@x.cy',
      role: 'admin' as const,
      signedInAt: Date.now(),
      sessionVersion: signedIn.sessionVersion,
    };
    expect(await adminCheckFor(claims, users)).toEqual({ status: 'forbidden', email: 'a@x.cy' });
    await users.remove('a@x.cy');
  });

  it('ends every session at sign-out, a new password, a new role and removal', async () => {
    const users = userRepository(test.database.prisma);
    const user = await users.create({ email: 'b@x.cy', passwordHash: 'x', role: 'admin' });
    const session = async () => ({
      sub: user.id,
      email: 'b@x.cy',
      role: 'admin' as const,
      signedInAt: Date.now(),
      sessionVersion: (await users.findById(user.id))!.sessionVersion,
    });
    const admin = { status: 'admin', user: { id: user.id, email: 'b@x.cy' } };

    const first = await session();
    expect(await adminCheckFor(first, users)).toEqual(admin);
    expect(await users.endSessions(user.id, first.sessionVersion)).toBe(true);
    expect(await adminCheckFor(first, users)).toEqual({ status: 'anonymous' });
    // A session that has ended cannot end the newer ones.
    const second = await session();
    expect(await users.endSessions(user.id, first.sessionVersion)).toBe(false);
    expect(await adminCheckFor(second, users)).toEqual(admin);

    await users.setPassword('b@x.cy', 'y');
    expect(await adminCheckFor(second, users)).toEqual({ status: 'anonymous' });

    const third = await session();
    await users.setRole('b@x.cy', 'user');
    await users.setRole('b@x.cy', 'admin');
    // Demoted and promoted again: the session from before is not an admin's any more.
    expect(await adminCheckFor(third, users)).toEqual({ status: 'anonymous' });

    const fourth = await session();
    expect(await adminCheckFor(fourth, users)).toEqual(admin);
    await users.remove('b@x.cy');
    expect(await adminCheckFor(fourth, users)).toEqual({ status: 'anonymous' });
  });
});
