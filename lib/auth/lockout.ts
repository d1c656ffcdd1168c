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
