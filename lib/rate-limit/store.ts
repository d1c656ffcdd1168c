import 'server-only';
import type { PrismaClient } from '@/lib/db/connection';
import { clientKeyHash } from './client-key';

export type RateLimitRule = { bucket: string; max: number; windowMs: number };
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Fixed-window rate limits kept in the database, so they hold across restarts and instances.
 * Keys (client IPs; an IPv6 client by its /64, see client-key.ts) are stored only as SHA-256
 * hashes.
 */
export function rateLimitStore(prisma: PrismaClient) {
  return {
    /**
     * Counts a request of `key` unless its window already holds `max`. One statement: the row
     * lock of the upsert makes concurrent requests of one key queue, so a burst cannot slip
     * through, and no transaction has to wait for a free connection. Refusals are not counted.
     */
    async hit(rule: RateLimitRule, key: string, now = new Date()): Promise<RateLimitResult> {
      const keyHash = clientKeyHash(key);
      const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
      const counted = await prisma.$queryRaw<{ count: number }[]>`
        INSERT INTO rate_limit_windows (bucket, key_hash, window_start, count)
        VALUES (${rule.bucket}, ${keyHash}, ${new Date(start)}, 1)
        ON CONFLICT (bucket, key_hash, window_start)
        DO UPDATE SET count = rate_limit_windows.count + 1
        WHERE rate_limit_windows.count < ${rule.max}
        RETURNING count`;
      if (counted.length > 0) return { allowed: true };
      return { allowed: false, retryAfterMs: start + rule.windowMs - now.getTime() };
    },

    /** Deletes windows that started before `before`; returns how many. */
    async prune(before: Date): Promise<number> {
      const { count } = await prisma.rateLimitWindow.deleteMany({
        where: { windowStart: { lt: before } },
      });
      return count;
    },
  };
}

export type RateLimitStore = ReturnType<typeof rateLimitStore>;
