import 'server-only';
import type { PrismaClient } from '@/lib/db/connection';
import { normalizeEmail, parseCredentials } from './credentials';
import { lockoutLookbackMs, lockoutPolicy, lockState } from './lockout';
import { loginAttemptRepository, type LoginOutcome } from './login-attempts';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { userRepository, type UserRole } from './users';

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
