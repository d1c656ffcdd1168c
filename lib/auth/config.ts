import { isProduction } from '@/lib/env';

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
