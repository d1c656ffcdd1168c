import 'server-only';
import type { AuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { db } from '@/lib/db/client';
import { isProduction, runTimeEnv } from '@/lib/env';
import { logEvent } from '@/lib/log';
import { clientIpFrom } from '@/lib/request/client-ip';
import { configuredProxyTrust } from '@/lib/request/proxy-trust';
import {
  loginPath,
  sessionCookieName,
  sessionCookieOptions,
  sessionLifetimeSeconds,
  safeCallbackPath,
  validClaims,
} from './session';
import { attemptLogin } from './sign-in';
import { authSecret } from './secret';

type SessionUser = { id: string; email: string; role: string; sessionVersion: number };

/**
 * next-auth 4: a Credentials provider and JWT sessions in an httpOnly, SameSite=Lax cookie
 * (Secure in production). The lockout and the IP limit live in `attemptLogin`; a refusal reaches
 * the login form as the `error` of next-auth's answer. Built per request so that the secret is
 * read at run time, never during `next build`.
 */
export function authOptions(): AuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: 'jwt', maxAge: sessionLifetimeSeconds },
    jwt: { maxAge: sessionLifetimeSeconds },
    useSecureCookies: isProduction,
    cookies: { sessionToken: { name: sessionCookieName, options: sessionCookieOptions } },
    pages: { signIn: loginPath, error: loginPath },
    providers: [
      CredentialsProvider({
        name: 'Email and password',
        credentials: { email: { type: 'email' }, password: { type: 'password' } },
        async authorize(credentials, request) {
          const headers = (request.headers ?? {}) as Record<string, string | undefined>;
          const ip = clientIpFrom(
            { get: (name) => headers[name.toLowerCase()] ?? null },
            configuredProxyTrust(),
          );
          let result;
          try {
            result = await attemptLogin(
              await db(),
              { email: credentials?.email, password: credentials?.password, ip },
              { maxFailuresPerIp: runTimeEnv().ADMIN_LOGIN_MAX_FAILURES_PER_IP },
            );
          } catch (error) {
            logEvent('error', 'auth.login_failed', { message: String(error) });
            throw new Error('unavailable');
          }
          logEvent(result.ok ? 'info' : 'warn', 'auth.login', {
            outcome: result.ok ? 'success' : result.reason,
            ip,
          });
          // The one line an operator alerts on: an account (or an address) is being guessed at.
          if (
            !result.ok &&
            (result.reason === 'account_locked' || result.reason === 'ip_limited')
          ) {
            logEvent('warn', 'auth.lockout', { reason: result.reason, ip });
          }
          // next-auth hands the message to the form as `error`.
          if (!result.ok) throw new Error(result.reason);
          return result.user;
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          const { id, email, role, sessionVersion } = user as unknown as SessionUser;
          return { sub: id, email, role, signedInAt: Date.now(), sessionVersion };
        }
        // The absolute lifetime: next-auth slides `exp` on every session read; this does not.
        // Throwing makes next-auth drop the cookie.
        if (!validClaims(token)) throw new Error('The session is older than 8 hours.');
        return token;
      },
      session({ session, token }) {
        return { expires: session.expires, user: { email: token.email, role: token.role } };
      },
      // Only pages of the admin area, as paths: never another origin.
      redirect: ({ url }) => safeCallbackPath(url),
    },
    logger: {
      error: (code, metadata) =>
        logEvent('error', `auth.${code}`, { message: String((metadata as Error)?.message ?? '') }),
      // NEXTAUTH_URL is not needed: the login form never follows next-auth's absolute URLs.
      warn: (code) => code !== 'NEXTAUTH_URL' && logEvent('warn', `auth.${code}`),
      debug: () => {},
    },
  };
}
