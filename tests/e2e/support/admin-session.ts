import { expect, type Page } from '@playwright/test';
import { decode, encode } from 'next-auth/jwt';
import { baseURL } from '../../../playwright.config';
import { readyToUse } from '../fixtures';
import { password } from './admin-accounts';
import { e2eAuthSecret } from './servers';

/** `next start` runs in production mode: the session cookie is `__Secure-` (and Secure). */
export const sessionCookie = '__Secure-next-auth.session-token';

/** Signs in through the login form and waits for the page it leads to. */
export async function signIn(page: Page, email: string, secret = password) {
  await readyToUse(page.getByRole('button', { name: 'Sign in' }));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInAsAdmin(page: Page, email: string, path = '/admin/submissions') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login\?callbackUrl=/);
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact submissions' })).toBeVisible();
}

/** Signs in as next-auth's own endpoints are called by the login form; returns the session
 * cookie's value. Plain fetch with the cookies handled by hand, to see exactly what is sent. */
export async function sessionFor(
  email: string,
  secret = password,
  base = baseURL,
): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const csrfCookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signedIn = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: csrfCookies.join('; '),
    },
    body: new URLSearchParams({ email, password: secret, csrfToken, json: 'true' }),
  });
  const session = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${sessionCookie}=`));
  if (!session) throw new Error(`No session for ${email}: ${await signedIn.text()}`);
  return session.slice(sessionCookie.length + 1);
}

/**
 * A genuinely signed session token with some claims changed — what a session looks like after
 * its user was demoted (the token still says "admin") or after 8 hours. Only the server's own
 * checks against the database can tell.
 */
export async function alteredSession(token: string, changes: Record<string, unknown>) {
  const secret = e2eAuthSecret;
  const claims = await decode({ token, secret });
  return encode({ token: { ...claims, ...changes }, secret, maxAge: 8 * 60 * 60 });
}
