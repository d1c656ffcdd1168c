import { describe, expect, it } from 'vitest';
import { loginPathFor, safeCallbackPath, validClaims } from '@/lib/auth/session';

describe('where sign-in returns to', () => {
  it('keeps admin pages with their query', () => {
    expect(safeCallbackPath('/admin/submissions?status=new')).toBe('/admin/submissions?status=new');
    expect(safeCallbackPath(['/admin/submissions', '/evil'])).toBe('/admin/submissions');
  });

  it('never leaves the admin area or the site', () => {
    for (const unsafe of [
      undefined,
      '',
      'https://evil.example/admin/submissions',
      '//evil.example/admin/x',
      '/\\evil.example',
      '/admin/../about',
      '/admin/login?callbackUrl=/admin/login',
      '/about',
      '/admin',
      'javascript:alert(1)',
    ]) {
      expect(safeCallbackPath(unsafe), String(unsafe)).toBe('/admin/submissions');
    }
  });

  it('builds the login address', () => {
    expect(loginPathFor('/admin/submissions?q=x')).toBe(
      '/admin/login?callbackUrl=%2Fadmin%2Fsubmissions%3Fq%3Dx',
    );
  });
});

describe('session claims', () => {
  const now = Date.parse('2030-01-01T12:00:00Z');
  const claims = {
    sub: 'u1',
    email: 'a@b.cy',
    role: 'admin',
    signedInAt: now - 60_000,
    sessionVersion: 3,
  };

  it('accepts a complete token younger than 8 hours', () => {
    expect(validClaims({ ...claims, iat: 1, exp: 2 }, now)).toEqual(claims);
    expect(validClaims({ ...claims, signedInAt: now - 8 * 3_600_000 + 1 }, now)).not.toBeNull();
  });

  it('refuses tokens 8 hours old or older, from the future, or incomplete', () => {
    expect(validClaims({ ...claims, signedInAt: now - 8 * 3_600_000 }, now)).toBeNull();
    expect(validClaims({ ...claims, signedInAt: now + 3_600_000 }, now)).toBeNull();
    expect(validClaims({ ...claims, role: 'owner' }, now)).toBeNull();
    expect(validClaims({ ...claims, signedInAt: undefined }, now)).toBeNull();
    expect(validClaims({ email: 'a@b.cy' }, now)).toBeNull();
    // Signed in before sessions had versions, or tampered with: it cannot be checked, so no.
    expect(validClaims({ ...claims, sessionVersion: undefined }, now)).toBeNull();
    expect(validClaims({ ...claims, sessionVersion: '3' }, now)).toBeNull();
    expect(validClaims({ ...claims, sessionVersion: -1 }, now)).toBeNull();
    expect(validClaims(null, now)).toBeNull();
  });
});
