import 'server-only';
import { decode } from 'next-auth/jwt';
import { isProduction } from '@/lib/env';
import { authSecret } from './secret';

/**
 * The admin session: its settings (shared by next-auth in options.ts, the admin check in
 * guard.ts and the proxy), the claims its token carries, reading and clearing its cookie, and
 * where a request goes without one.
 */

/**
 * Session settings shared by next-auth (lib/auth/options.ts), the admin check (guard.ts) and the
 * proxy. A session lasts 8 hours from sign-in, however active it is.
 */
export const sessionLifetimeSeconds = 8 * 60 * 60;

/** The `__Secure-` prefix makes browsers refuse the cookie unless it is Secure (HTTPS or localhost). */
export const sessionCookieName = `${isProduction ? '__Secure-' : ''}next-auth.session-token`;

export const sessionCookieOptions = {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: isProduction,
} as const;

export const loginPath = '/admin/login';
/** A route handler that signs a non-admin out and shows the login form with "Access denied". */
export const accessDeniedPath = '/admin/access-denied';
export const defaultAdminPath = '/admin/submissions';

export type Role = 'admin' | 'user';

/** What an admin session token carries. The role is a hint for the proxy only; every admin
 * check reads the role from the database, and compares `sessionVersion` with the user's. */
export type SessionClaims = {
  sub: string;
  email: string;
  role: Role;
  signedInAt: number;
  sessionVersion: number;
};

/** Sign-in times this far in the future are accepted (clock differences between instances). */
const clockSkewMs = 60_000;

/**
 * The claims of a decoded token if they are complete and the session is younger than its
 * absolute lifetime (8 hours from sign-in, however often next-auth slid its expiry); else null.
 */
export function validClaims(token: unknown, now = Date.now()): SessionClaims | null {
  if (!token || typeof token !== 'object') return null;
  const { sub, email, role, signedInAt, sessionVersion } = token as Record<string, unknown>;
  if (typeof sub !== 'string' || typeof email !== 'string') return null;
  if (role !== 'admin' && role !== 'user') return null;
  if (typeof signedInAt !== 'number' || !Number.isFinite(signedInAt)) return null;
  if (signedInAt > now + clockSkewMs) return null;
  if (now - signedInAt >= sessionLifetimeSeconds * 1000) return null;
  if (!Number.isSafeInteger(sessionVersion) || (sessionVersion as number) < 0) return null;
  return { sub, email, role, signedInAt, sessionVersion: sessionVersion as number };
}

/**
 * Decrypts a session cookie (next-auth's JWE) and checks its claims. Null for a missing, forged,
 * expired or older-than-8-hours token. Used by the proxy and by the admin check.
 */
export async function readSessionClaims(
  cookieValue: string | undefined,
  now = Date.now(),
): Promise<SessionClaims | null> {
  if (!cookieValue) return null;
  try {
    return validClaims(await decode({ token: cookieValue, secret: authSecret() }), now);
  } catch {
    return null;
  }
}

type CookieWriter = {
  set(name: string, value: string, options: typeof sessionCookieOptions & { maxAge: number }): void;
};

/** Ends the session in this browser. Written with the cookie's own attributes: a `__Secure-`
 * cookie is only replaced by a Secure one. */
export function clearSessionCookie(cookies: CookieWriter) {
  cookies.set(sessionCookieName, '', { ...sessionCookieOptions, maxAge: 0 });
}

/**
 * Where to go after signing in: an admin page of this site, never another origin or the login
 * page itself. Anything else (absolute URLs, `//evil.example`, `/admin/../x`) becomes the inbox.
 */
export function safeCallbackPath(raw: string | string[] | null | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return defaultAdminPath;
  }
  let url: URL;
  try {
    url = new URL(value, 'http://placeholder.invalid');
  } catch {
    return defaultAdminPath;
  }
  const path = url.pathname;
  const isAdminPage = path.startsWith('/admin/') && !path.startsWith(loginPath);
  return url.origin === 'http://placeholder.invalid' && isAdminPage
    ? `${path}${url.search}`
    : defaultAdminPath;
}

/** The login page, remembering the admin page that was asked for. */
export function loginPathFor(returnTo: string) {
  return `${loginPath}?${new URLSearchParams({ callbackUrl: safeCallbackPath(returnTo) })}`;
}
