import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { logEvent } from '@/lib/log';
import {
  accessDeniedPath,
  loginPathFor,
  readSessionClaims,
  sessionCookieName,
  validClaims,
  type SessionClaims,
} from './session';
import { users, type UserRepository } from './users';

export type AdminUser = { id: string; email: string };

export type AdminCheck =
  | { status: 'admin'; user: AdminUser }
  | { status: 'anonymous' }
  | { status: 'forbidden'; email: string };

/**
 * THE admin check, used by every admin page, layout, server action and route handler (the proxy
 * only redirects early, as a convenience). It decrypts the session cookie, enforces the 8-hour
 * absolute lifetime and re-reads the user from the database, so a removed or demoted admin, one
 * whose password was changed, or one who signed out (anywhere) since this session signed in,
 * loses access at once: the session's version is no longer the user's.
 */
export async function checkAdmin(): Promise<AdminCheck> {
  const claims = await readSessionClaims((await cookies()).get(sessionCookieName)?.value);
  return claims ? adminCheckFor(claims, await users()) : { status: 'anonymous' };
}

/** The database half of the check: is the session's user (still) an admin? */
export async function adminCheckFor(
  claims: SessionClaims,
  users: UserRepository,
): Promise<AdminCheck> {
  const user = await users.findById(claims.sub);
  if (!user || user.sessionVersion !== claims.sessionVersion) return { status: 'anonymous' };
  if (user.role !== 'admin') return { status: 'forbidden', email: user.email };
  return { status: 'admin', user: { id: user.id, email: user.email } };
}

/**
 * For pages, layouts and server actions: the signed-in admin, or a redirect — to the login page
 * (coming back to `returnTo` afterwards) or, for a signed-in non-admin, to the route that signs
 * them out and says "Access denied".
 */
export async function requireAdmin(returnTo: string): Promise<AdminUser> {
  const check = await checkAdmin();
  if (check.status === 'admin') return check.user;
  redirect(check.status === 'forbidden' ? accessDeniedPath : loginPathFor(returnTo));
}

/** For route handlers: the admin, or the 401/403 response to send instead. */
export async function requireAdminOrResponse(): Promise<AdminUser | Response> {
  const check = await checkAdmin();
  if (check.status === 'admin') return check.user;
  const status = check.status === 'forbidden' ? 403 : 401;
  return Response.json(
    { error: status === 403 ? 'Admin privileges required.' : 'Sign in as an admin first.' },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );
}

/**
 * Ends a session on the server, not only in the browser that signs out: a copy of its cookie
 * (in another browser, a proxy's log, a stolen one) is refused by the next admin check. The
 * session is a JWT, so what ends is every session of its user (lib/auth/guard.ts compares
 * versions). A failure is logged; the browser's cookie is cleared all the same.
 */
export async function endSessionsOf(token: unknown) {
  const claims = validClaims(token);
  if (!claims) return;
  try {
    const ended = await (await users()).endSessions(claims.sub, claims.sessionVersion);
    logEvent('info', 'auth.signed_out', { email: claims.email, ended });
  } catch (error) {
    logEvent('error', 'auth.sign_out_failed', { email: claims.email, error });
  }
}

/** The same, for the session cookie's value. */
export async function endSessionOfCookie(cookieValue: string | undefined) {
  const claims = await readSessionClaims(cookieValue);
  if (claims) await endSessionsOf(claims);
}
