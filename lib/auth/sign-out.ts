import 'server-only';
import { logEvent } from '@/lib/log';
import { validClaims } from './session-claims';
import { readSessionClaims } from './session-token';
import { users } from './users';

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
