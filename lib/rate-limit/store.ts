import 'server-only';
import { createHash } from 'node:crypto';
import type { PrismaClient } from '@/lib/db/connection';

export type RateLimitRule = { bucket: string; max: number; windowMs: number };
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Sliding-window rate limits kept in the database, so they hold across restarts and instances.
 * Keys (client IPs) are stored only as SHA-256 hashes.
 */
export function rateLimitStore(prisma: PrismaClient) {
  return {
    /** Counts a hit for `key` unless it already has `max` in the window; atomic per key. */
    hit(rule: RateLimitRule, key: string, now = new Date()): Promise<RateLimitResult> {
      const keyHash = createHash('sha256').update(key).digest('hex');
      const since = new Date(now.getTime() - rule.windowMs);
      return prisma.$transaction(async (tx) => {
        // Concurrent hits of one key queue here, so a burst cannot slip past the count.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`${rule.bucket}:${keyHash}`}, 0))`;
        const recent = await tx.rateLimitHit.findMany({
          where: { bucket: rule.bucket, keyHash, createdAt: { gt: since } },
          orderBy: { createdAt: 'asc' },
          select: { createdAt: true },
          take: rule.max,
        });
        const oldest = recent[0];
        if (recent.length >= rule.max && oldest) {
          return {
            allowed: false,
            retryAfterMs: oldest.createdAt.getTime() + rule.windowMs - now.getTime(),
          };
        }
        await tx.rateLimitHit.create({ data: { bucket: rule.bucket, keyHash, createdAt: now } });
        return { allowed: true };
      });
    },

    /** Deletes hits older than `before` (no window is that long); returns how many. */
    async prune(before: Date): Promise<number> {
      const { count } = await prisma.rateLimitHit.deleteMany({
        where: { createdAt: { lt: before } },
      });
      return count;
    },
  };
}

export type RateLimitStore = ReturnType<typeof rateLimitStore>;
