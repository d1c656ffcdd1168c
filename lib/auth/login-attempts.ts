import 'server-only';
import type { LoginOutcome, Prisma } from '@/lib/db/generated/client';
import type { RecordedAttempt } from './lockout';

export type { LoginOutcome };

/** The record of every sign-in attempt (email, IP, outcome, time): lockout rules and audit. */
export function loginAttemptRepository(prisma: Prisma.TransactionClient) {
  return {
    async record(attempt: { email: string; ip: string | null; outcome: LoginOutcome; at: Date }) {
      await prisma.loginAttempt.create({
        data: {
          email: attempt.email,
          ip: attempt.ip,
          outcome: attempt.outcome,
          createdAt: attempt.at,
        },
      });
    },

    async forEmailSince(email: string, since: Date): Promise<RecordedAttempt[]> {
      const rows = await prisma.loginAttempt.findMany({
        where: { email, createdAt: { gte: since } },
        orderBy: { createdAt: 'asc' },
        select: { createdAt: true, outcome: true },
      });
      return rows.map((row) => ({ at: row.createdAt, outcome: row.outcome }));
    },

    /** Attempts from `ip` since `since` that did not sign in (refused ones included); an unknown
     * IP (null) is one bucket of its own. */
    failuresFromIpSince(ip: string | null, since: Date): Promise<number> {
      return prisma.loginAttempt.count({
        where: { ip, createdAt: { gte: since }, outcome: { not: 'success' } },
      });
    },

    async pruneBefore(before: Date): Promise<number> {
      const { count } = await prisma.loginAttempt.deleteMany({
        where: { createdAt: { lt: before } },
      });
      return count;
    },
  };
}
