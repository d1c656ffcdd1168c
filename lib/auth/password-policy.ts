import { commonPasswords } from './common-passwords';

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
