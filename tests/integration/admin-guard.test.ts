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
    const signedIn = await users.create({ email: 'a@x.cy', passwordHash: 'x', role: 'admin' });
    const claims = {
      sub: signedIn.id,
      email: 'a@x.cy',
      role: 'admin' as const,
      signedInAt: Date.now() + 1_000,
    };
    expect(await adminCheckFor(claims, users)).toEqual({
      status: 'admin',
      user: { id: signedIn.id, email: 'a@x.cy' },
    });

    await users.setRole('a@x.cy', 'user');
    expect(await adminCheckFor(claims, users)).toEqual({ status: 'forbidden', email: 'a@x.cy' });

    await users.setRole('a@x.cy', 'admin');
    await users.setPassword('a@x.cy', 'y', new Date(claims.signedInAt + 1));
    expect(await adminCheckFor(claims, users)).toEqual({ status: 'anonymous' });
    expect(
      await adminCheckFor({ ...claims, signedInAt: claims.signedInAt + 2 }, users),
    ).toMatchObject({
      status: 'admin',
    });

    await users.remove('a@x.cy');
    expect(await adminCheckFor(claims, users)).toEqual({ status: 'anonymous' });
  });
});
