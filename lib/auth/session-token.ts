import 'server-only';
import { decode } from 'next-auth/jwt';
import { authSecret } from './secret';
import { validClaims, type SessionClaims } from './session-claims';

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
