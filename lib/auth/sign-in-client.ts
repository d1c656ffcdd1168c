import { isLoginFailure, type LoginFailure } from './credentials';

/**
 * The browser side of signing in, without next-auth's React client: fetch a CSRF token, post
 * the credentials to next-auth's Credentials callback, read the answer. next-auth answers with
 * a URL whose `error` names the refusal; its host is irrelevant (only relative paths are
 * followed), which is why NEXTAUTH_URL need not be configured.
 */
export async function signInWithCredentials(
  email: string,
  password: string,
): Promise<'ok' | LoginFailure> {
  try {
    const csrf = (await (await fetch('/api/auth/csrf', { cache: 'no-store' })).json()) as {
      csrfToken?: string;
    };
    const response = await fetch('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password, csrfToken: csrf.csrfToken ?? '', json: 'true' }),
      cache: 'no-store',
    });
    const { url } = (await response.json()) as { url?: string };
    const answer = new URL(url ?? '/api/auth/error', window.location.href);
    const error = answer.searchParams.get('error');
    if (isLoginFailure(error)) return error;
    if (!response.ok || error || answer.pathname.startsWith('/api/auth/')) return 'unavailable';
    return 'ok';
  } catch {
    return 'unavailable';
  }
}
