import { cookies } from 'next/headers';
import { loginPath, sessionCookieName, clearSessionCookie } from '@/lib/auth/session';
import { endSessionOfCookie } from '@/lib/auth/guard';

/**
 * Sign-out: ends the session on the server (the cookie's old value is refused from now on) and
 * drops the cookie in this browser. Only from this site's own pages: another site must not be
 * able to sign an admin out.
 */
export async function POST(request: Request) {
  const site = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  const sameOrigin = site
    ? site === 'same-origin'
    : !origin || origin === new URL(request.url).origin;
  if (!sameOrigin) return new Response('Forbidden', { status: 403 });
  const jar = await cookies();
  await endSessionOfCookie(jar.get(sessionCookieName)?.value);
  clearSessionCookie(jar);
  return new Response(null, {
    status: 303,
    headers: { Location: `${loginPath}?signed-out=1`, 'Cache-Control': 'no-store' },
  });
}
