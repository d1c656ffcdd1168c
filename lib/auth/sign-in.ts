import 'server-only';
import type { LoginOutcome, Prisma } from '@/lib/db/generated/client';
import type { PrismaClient } from '@/lib/db/connection';
import { normalizeEmail, parseCredentials } from './credentials';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { userRepository, type UserRole } from './users';

export type { LoginOutcome };

export type LoginRequest = { email: unknown; password: unknown; ip: string | null };

type LoginFailureOutcome = Exclude<LoginOutcome, 'success'>;

export type LoginResult =
  | { ok: true; user: { id: string; email: string; role: UserRole; sessionVersion: number } }
  | { ok: false; reason: LoginFailureOutcome };

export type LoginLimits = { maxFailuresPerIp: number; ipWindowMs?: number };

/** Login attempts older than this are deleted (the lockout rules look back 30 minutes). */
export const loginAttemptRetentionMs = 90 * 24 * 60 * 60_000;

/**
 * One sign-in attempt, decided and recorded on the server:
 * 1. an IP address with too many failures in 15 minutes is refused (it could otherwise lock out
 *    or guess across many accounts);
 * 2. a locked email is refused whatever the password;
 * 3. otherwise the password is checked; the failure that reaches the limit answers "locked".
 * Attempts for one IP and one email are serialised with advisory locks inside a transaction, so
 * a burst of parallel guesses cannot slip past the counts, on one instance or many.
 */
export async function attemptLogin(
  prisma: PrismaClient,
  request: LoginRequest,
  limits: LoginLimits,
  now = new Date(),
): Promise<LoginResult> {
  const credentials = parseCredentials(request);
  // A malformed email is still recorded and counted, cut to a sane length.
  const email = credentials?.email ?? normalizeEmail(request.email).slice(0, 200);
  const ipWindowMs = limits.ipWindowMs ?? lockoutPolicy.windowMs;

  return prisma.$transaction(
    async (tx): Promise<LoginResult> => {
      const attempts = loginAttemptRepository(tx);
      const record = (outcome: LoginOutcome) =>
        attempts.record({ email, ip: request.ip, outcome, at: now });
      const refuse = async (reason: LoginFailureOutcome): Promise<LoginResult> => {
        await record(reason);
        return { ok: false, reason };
      };
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`login-ip:${request.ip}`}, 0))`;
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`login-email:${email}`}, 0))`;

      const ipFailures = await attempts.failuresFromIpSince(
        request.ip,
        new Date(now.getTime() - ipWindowMs),
      );
      if (ipFailures >= limits.maxFailuresPerIp) {
        return refuse('ip_limited');
      }
      const history = await attempts.forEmailSince(
        email,
        new Date(now.getTime() - lockoutLookbackMs()),
      );
      if (lockState(history, now).locked) {
        return refuse('account_locked');
      }

      const users = userRepository(tx);
      const user = credentials ? await users.findByEmail(email) : null;
      const passwordOk =
        credentials !== null &&
        (await verifyPassword(user?.passwordHash ?? null, credentials.password));
      if (!user || !passwordOk || !credentials) {
        await record('invalid_credentials');
        // The failure that reaches the limit already answers "locked".
        const after = lockState([...history, { at: now, outcome: 'invalid_credentials' }], now);
        return { ok: false, reason: after.locked ? 'account_locked' : 'invalid_credentials' };
      }

      await record('success');
      if (needsRehash(user.passwordHash)) {
        await users.replaceHash(user.id, await hashPassword(credentials.password));
      }
      await attempts.pruneBefore(new Date(now.getTime() - loginAttemptRetentionMs));
      return {
        ok: true,
        user: {
          id: user.id,
          email: user.email,
          role: user.role,
          sessionVersion: user.sessionVersion,
        },
      };
    },
    // Parallel attempts queue on the advisory locks; each holds them for one password check.
    { maxWait: 10_000, timeout: 20_000 },
  );
}

/**
 * The account lockout rule, as a pure function of the recorded attempts: the 5th failed sign-in
 * for an email within 15 minutes locks it for 15 minutes from that failure; a successful
 * sign-in clears the count. Attempts refused while locked do not extend the lock.
 */
export const lockoutPolicy = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
} as const;

export type LockoutPolicy = { maxFailures: number; windowMs: number; lockMs: number };

export type RecordedAttempt = {
  at: Date;
  outcome: 'success' | 'invalid_credentials' | 'account_locked' | 'ip_limited';
};

export type LockState = { locked: true; until: Date } | { locked: false; recentFailures: number };

/** How far back the attempts must reach for `lockState` to be exact. */
export function lockoutLookbackMs(policy: LockoutPolicy = lockoutPolicy) {
  return policy.windowMs + policy.lockMs;
}

export function lockState(
  attempts: readonly RecordedAttempt[],
  now: Date,
  policy: LockoutPolicy = lockoutPolicy,
): LockState {
  const ordered = [...attempts].sort((a, b) => a.at.getTime() - b.at.getTime());
  let streak: number[] = [];
  let lockedUntil = 0;
  for (const attempt of ordered) {
    const at = attempt.at.getTime();
    if (attempt.outcome === 'success') {
      streak = [];
      lockedUntil = 0;
    } else if (attempt.outcome === 'invalid_credentials' && at >= lockedUntil) {
      streak = [...streak.filter((t) => at - t < policy.windowMs), at];
      if (streak.length >= policy.maxFailures) {
        lockedUntil = at + policy.lockMs;
        streak = [];
      }
    }
  }
  if (now.getTime() < lockedUntil) return { locked: true, until: new Date(lockedUntil) };
  return {
    locked: false,
    recentFailures: streak.filter((t) => now.getTime() - t < policy.windowMs).length,
  };
}

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
