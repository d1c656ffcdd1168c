import 'server-only';
import { sessionCookieName, sessionCookieOptions } from './config';

type CookieWriter = {
  set(name: string, value: string, options: typeof sessionCookieOptions & { maxAge: number }): void;
};

/** Ends the session in this browser. Written with the cookie's own attributes: a `__Secure-`
 * cookie is only replaced by a Secure one. */
export function clearSessionCookie(cookies: CookieWriter) {
  cookies.set(sessionCookieName, '', { ...sessionCookieOptions, maxAge: 0 });
}
