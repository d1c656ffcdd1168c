import { describe, expect, it } from 'vitest';
import { checkPasswordStrength } from '@/lib/auth/passwords';

describe('password policy', () => {
  it('accepts long passphrases and random strings', () => {
    for (const password of [
      'amber harbour dealership ledger',
      'kyrenia-sunrise-tractor-velvet',
      'Xq7#mT2!vR9@pL4z',
    ]) {
      expect(checkPasswordStrength(password), password).toEqual({ ok: true });
    }
  });

  it('refuses fewer than 12 characters and more than 100', () => {
    expect(checkPasswordStrength('Xq7#mT2!vR9')).toEqual({
      ok: false,
      reason: 'Use at least 12 characters.',
    });
    expect(checkPasswordStrength('a'.repeat(101)).ok).toBe(false);
  });

  it('refuses common passwords, padded, repeated or typed along the keyboard', () => {
    for (const password of [
      '123456789012',
      'qwertyuiop123',
      'Password1234',
      '!!Password2024!!',
      'Letmein!20242024',
      'passwordpassword',
      'AdminAdminAdmin1',
      'AutositesCyprus2026',
      'aaaaaaaaaaaaaaaa',
      'abcabcabcabcabc',
      'abcdefghijklmn',
      'zyxwvutsrqpo',
      '98765432109876',
      'Şifre12345678',
    ]) {
      expect(checkPasswordStrength(password).ok, password).toBe(false);
    }
  });

  it('refuses the account’s own email or its name', () => {
    expect(checkPasswordStrength('maria.k@dealer.cy!', 'maria.k@dealer.cy').ok).toBe(false);
    expect(checkPasswordStrength('mariakostas2026', 'mariakostas@dealer.cy').ok).toBe(false);
  });
});
