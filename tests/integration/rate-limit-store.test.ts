import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitStore } from '@/lib/rate-limit/store';
import { engines, freshDatabase, type TestDatabase } from './databases';

const rule = { bucket: 'test', max: 3, windowMs: 60_000 };

describe.each(engines)('rate limit store on %s', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await freshDatabase(engine);
  }, 60_000);
  afterAll(() => test?.dispose());

  it('allows `max` hits per window and key, then says when to retry', async () => {
    const store = rateLimitStore(test.database.prisma);
    const start = new Date('2030-01-01T10:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    for (const ms of [0, 1_000, 2_000])
      expect(await store.hit(rule, '1.2.3.4', at(ms))).toEqual({ allowed: true });
    expect(await store.hit(rule, '1.2.3.4', at(30_000))).toEqual({
      allowed: false,
      retryAfterMs: 30_000,
    });
    expect(await store.hit(rule, '5.6.7.8', at(30_000))).toEqual({ allowed: true });
    expect(await store.hit({ ...rule, bucket: 'other' }, '1.2.3.4', at(30_000))).toEqual({
      allowed: true,
    });
    // The first hit leaves the window: one more is allowed.
    expect(await store.hit(rule, '1.2.3.4', at(60_001))).toEqual({ allowed: true });
    expect((await store.hit(rule, '1.2.3.4', at(60_002))).allowed).toBe(false);
  });

  it('lets exactly `max` of a burst of parallel hits through', async () => {
    const store = rateLimitStore(test.database.prisma);
    const now = new Date('2030-02-01T10:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => store.hit(rule, '9.9.9.9', now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(rule.max);
  });

  it('stores hashes, never the key, and prunes old hits', async () => {
    const store = rateLimitStore(test.database.prisma);
    const keys = await test.database.prisma.rateLimitHit.findMany({ select: { keyHash: true } });
    expect(keys.every((k) => /^[0-9a-f]{64}$/.test(k.keyHash))).toBe(true);
    expect(await store.prune(new Date('2030-01-31T00:00:00Z'))).toBe(6);
    expect(await test.database.prisma.rateLimitHit.count()).toBe(rule.max);
  });
});
