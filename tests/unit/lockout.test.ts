import { describe, expect, it } from 'vitest';
import { lockState, type RecordedAttempt } from '@/lib/auth/sign-in';

const start = new Date('2030-01-01T10:00:00Z').getTime();
const at = (minutes: number) => new Date(start + minutes * 60_000);
const fail = (minutes: number): RecordedAttempt => ({
  at: at(minutes),
  outcome: 'invalid_credentials',
});
const ok = (minutes: number): RecordedAttempt => ({ at: at(minutes), outcome: 'success' });
const refused = (minutes: number): RecordedAttempt => ({
  at: at(minutes),
  outcome: 'account_locked',
});

describe('account lockout', () => {
  it('counts failures and locks at the 5th within 15 minutes, for 15 minutes from it', () => {
    const four = [fail(0), fail(1), fail(2), fail(3)];
    expect(lockState(four, at(4))).toEqual({ locked: false, recentFailures: 4 });
    const five = [...four, fail(4)];
    expect(lockState(five, at(4))).toEqual({ locked: true, until: at(19) });
    expect(lockState(five, at(18.9)).locked).toBe(true);
    expect(lockState(five, at(19))).toEqual({ locked: false, recentFailures: 0 });
  });

  it('does not lock for 5 failures spread over more than 15 minutes', () => {
    const spread = [fail(0), fail(4), fail(8), fail(12), fail(16)];
    expect(lockState(spread, at(16))).toEqual({ locked: false, recentFailures: 4 });
  });

  it('is not extended by attempts refused while locked', () => {
    const attempts = [fail(0), fail(1), fail(2), fail(3), fail(4), refused(5), refused(18)];
    expect(lockState(attempts, at(18.5)).locked).toBe(true);
    expect(lockState(attempts, at(19)).locked).toBe(false);
  });

  it('starts counting afresh after a lock ends', () => {
    const attempts = [fail(0), fail(1), fail(2), fail(3), fail(4), fail(20)];
    expect(lockState(attempts, at(20))).toEqual({ locked: false, recentFailures: 1 });
  });

  it('is cleared by a successful sign-in', () => {
    const attempts = [fail(0), fail(1), fail(2), fail(3), ok(4), fail(5)];
    expect(lockState(attempts, at(5))).toEqual({ locked: false, recentFailures: 1 });
  });

  it('ignores the order the attempts are given in', () => {
    const attempts = [fail(4), fail(0), fail(3), fail(1), fail(2)];
    expect(lockState(attempts, at(5))).toEqual({ locked: true, until: at(19) });
  });
});
