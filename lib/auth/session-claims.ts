import { sessionLifetimeSeconds } from './config';

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
