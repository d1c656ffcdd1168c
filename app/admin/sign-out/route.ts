import { cookies } from 'next/headers';
import { loginPath } from '@/lib/auth/config';
import { clearSessionCookie } from '@/lib/auth/session-cookie';

/**
 * Sign-out: the session is a cookie (a JWT), so dropping it ends the session in this browser.
 * Only from this site's own pages: another site must not be able to sign an admin out.
 */
export async function POST(request: Request) {
  const site = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  const sameOrigin = site
    ? site === 'same-origin'
    : !origin || origin === new URL(request.url).origin;
  if (!sameOrigin) return new Response('Forbidden', { status: 403 });
  clearSessionCookie(await cookies());
  return new Response(null, {
    status: 303,
    headers: { Location: `${loginPath}?signed-out=1`, 'Cache-Control': 'no-store' },
  });
}
