import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import { commonPasswords } from './common-passwords';

/**
 * argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1): about 20 ms per hash here.
 * `algorithm: 2` is Argon2id; the package's const enum does not survive isolatedModules.
 */
const argon2id = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const currentParameters = '$argon2id$v=19$m=19456,t=2,p=1$';

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2id);
}

let dummyHash: Promise<string> | undefined;

/**
 * True if `password` matches `passwordHash`. With no hash (no such user) it still spends the time
 * of a verification, so response times do not tell which emails have accounts.
 */
export async function verifyPassword(passwordHash: string | null, password: string) {
  if (!passwordHash) {
    dummyHash ??= hashPassword('no such user: constant-time placeholder');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** Hashes made with weaker (older) parameters are replaced at the next successful sign-in. */
export function needsRehash(passwordHash: string) {
  return !passwordHash.startsWith(currentParameters);
}

export const passwordMinLength = 12;
/** The login form accepts at most 100 characters, so no longer password could ever sign in. */
export const passwordMaxLength = 100;

export type PasswordCheck = { ok: true } | { ok: false; reason: string };

/**
 * The rule for passwords set with `npm run admin`: 12 to 100 characters, and not a common
 * password — neither one of the list, nor one of its words padded with digits and symbols,
 * repeated, or a run of consecutive keys — nor the account's own email.
 */
export function checkPasswordStrength(password: string, email = ''): PasswordCheck {
  if (password.length < passwordMinLength) {
    return { ok: false, reason: `Use at least ${passwordMinLength} characters.` };
  }
  if (password.length > passwordMaxLength) {
    return { ok: false, reason: `Use at most ${passwordMaxLength} characters.` };
  }
  const lower = password.toLowerCase();
  // Strip padding: digits, punctuation, symbols, spaces at either end ("!!Password2024").
  const core = lower.replace(/^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu, '');
  const localPart = email.toLowerCase().split('@')[0] ?? '';
  if (
    commonPasswords.has(lower) ||
    commonPasswords.has(core) ||
    isRepetition(lower) ||
    isRepetition(core) ||
    isKeyRun(lower) ||
    (localPart.length >= 4 && (core === localPart || lower.includes(email.toLowerCase())))
  ) {
    return {
      ok: false,
      reason:
        'That password is too common or too easy to guess. A passphrase of four or more ' +
        'unrelated words works well.',
    };
  }
  return { ok: true };
}

/** "abcabcabcabc", "aaaaaaaaaaaa", "passwordpassword" (a common word twice is caught too). */
function isRepetition(value: string) {
  if (value.length < 2) return false;
  for (let size = 1; size <= value.length / 2; size++) {
    if (value.length % size !== 0) continue;
    const unit = value.slice(0, size);
    if (unit.repeat(value.length / size) === value) return size <= 4 || commonPasswords.has(unit);
  }
  return false;
}

/** Consecutive characters up or down: "123456789012", "abcdefghijklm", "zyxwvutsrqpo". */
function isKeyRun(value: string) {
  const codes = [...value].map((c) => c.codePointAt(0) ?? 0);
  const steps = codes.slice(1).map((code, i) => code - (codes[i] ?? 0));
  const wrapsDigits = (step: number) => step === -9 || step === 9; // 9 → 0 and 0 → 9
  return (
    steps.every((s) => s === 1 || (s === -9 && /^\d+$/.test(value))) ||
    steps.every((s) => s === -1 || (wrapsDigits(s) && /^\d+$/.test(value)))
  );
}
