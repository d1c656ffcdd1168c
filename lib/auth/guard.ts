import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { accessDeniedPath, sessionCookieName } from './config';
import { loginPathFor } from './admin-paths';
import type { SessionClaims } from './session-claims';
import { readSessionClaims } from './session-token';
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
