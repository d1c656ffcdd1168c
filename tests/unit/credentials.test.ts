import { describe, expect, it } from 'vitest';
import { normalizeEmail, parseCredentials } from '@/lib/auth/credentials';

describe('login form input', () => {
  it('trims the email, removes < and > and compares it in lower case', () => {
    expect(normalizeEmail('  <Admin@Dealer.CY> ')).toBe('admin@dealer.cy');
    expect(normalizeEmail(42)).toBe('');
  });

  it('needs both fields, each at most 100 characters', () => {
    expect(parseCredentials({ email: 'a@b.cy', password: 'x' })).toEqual({
      email: 'a@b.cy',
      password: 'x',
    });
    expect(parseCredentials({ email: '  ', password: 'x' })).toBeNull();
    expect(parseCredentials({ email: 'a@b.cy', password: '' })).toBeNull();
    expect(parseCredentials({ email: `${'a'.repeat(96)}@b.cy`, password: 'x' })).toBeNull();
    expect(parseCredentials({ email: 'a@b.cy', password: 'x'.repeat(101) })).toBeNull();
    expect(parseCredentials({ email: 'a@b.cy', password: 'x'.repeat(100) })).not.toBeNull();
  });
});
