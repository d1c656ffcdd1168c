import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitStore } from '@/lib/rate-limit/store';
import { engines, freshDatabase, type TestDatabase } from './databases';

const rule = { bucket: 'test', max: 3, windowMs: 60_000 };

describe.each(engines)('rate limit store on %s', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await freshDatabase(engine);
  }, 120_000);
  afterAll(() => test?.dispose());

  it('allows `max` requests per window and key, then says when to retry', async () => {
    const store = rateLimitStore(test.database.prisma);
    const start = new Date('2030-01-01T10:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    for (const ms of [0, 1_000, 2_000]) {
      expect(await store.hit(rule, '1.2.3.4', at(ms))).toEqual({ allowed: true });
    }
    expect(await store.hit(rule, '1.2.3.4', at(30_000))).toEqual({
      allowed: false,
      retryAfterMs: 30_000,
    });
    // Refusals do not count; other keys and other buckets are separate.
    expect((await store.hit(rule, '1.2.3.4', at(59_999))).allowed).toBe(false);
    expect(await store.hit(rule, '5.6.7.8', at(30_000))).toEqual({ allowed: true });
    expect(await store.hit({ ...rule, bucket: 'other' }, '1.2.3.4', at(30_000))).toEqual({
      allowed: true,
    });
    // The next window starts afresh.
    for (const ms of [60_000, 61_000, 62_000]) {
      expect(await store.hit(rule, '1.2.3.4', at(ms))).toEqual({ allowed: true });
    }
    expect((await store.hit(rule, '1.2.3.4', at(63_000))).allowed).toBe(false);
  });

  it('lets exactly `max` of a burst of parallel requests through', async () => {
    const store = rateLimitStore(test.database.prisma);
    const now = new Date('2030-02-01T10:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => store.hit(rule, '9.9.9.9', now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(rule.max);
  });

  it('stores hashes, never the key, and prunes old windows', async () => {
    const store = rateLimitStore(test.database.prisma);
    const rows = await test.database.prisma.rateLimitWindow.findMany();
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.keyHash))).toBe(true);
    expect(rows.some((row) => row.keyHash.includes('1.2.3.4'))).toBe(false);
    expect(await store.prune(new Date('2030-01-31T00:00:00Z'))).toBe(4);
    expect(await test.database.prisma.rateLimitWindow.count()).toBe(1);
  });

  it('gives one IPv6 host one bucket: its /64, whichever of its addresses it uses', async () => {
    const store = rateLimitStore(test.database.prisma);
    const at = new Date('2030-01-02T10:00:00Z');
    const answers = [];
    for (let n = 1; n <= 5; n++) answers.push(await store.hit(rule, `2001:db8:7:9::${n}`, at));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false, false]);
    expect((await store.hit(rule, '2001:db8:7:a::1', at)).allowed).toBe(true);
  });
});
