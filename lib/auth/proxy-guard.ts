import { NextResponse, type NextRequest } from 'next/server';
import {
  accessDeniedPath,
  loginPath,
  sessionCookieName,
  loginPathFor,
  readSessionClaims,
} from './session';

/** Pages of the admin area that anyone may open. */
const publicAdminPaths = new Set([loginPath, accessDeniedPath]);

/**
 * The proxy's part of guarding /admin: a page request without a valid admin session goes to the
 * login page (keeping the page asked for), a non-admin session to the sign-out route. Only a
 * convenience: it reads the role carried by the token, and every page, action and route handler
 * checks the session against the database itself (lib/auth/guard.ts), so a request that slips
 * past here is still refused. Server actions and other non-GET requests pass to their handler,
 * which answers them in the form they expect.
 */
export async function guardAdminRequest(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const isPage = request.method === 'GET' || request.method === 'HEAD';
  if (publicAdminPaths.has(pathname) || !isPage || request.headers.has('next-action')) {
    return withNoIndex(NextResponse.next());
  }
  const claims = await readSessionClaims(request.cookies.get(sessionCookieName)?.value);
  if (claims?.role === 'admin') return withNoIndex(NextResponse.next());
  const target = claims ? accessDeniedPath : loginPathFor(`${pathname}${withoutRscParam(search)}`);
  return withNoIndex(NextResponse.redirect(new URL(target, request.url)));
}

function withNoIndex(response: NextResponse) {
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

/** `_rsc` is the client router's cache buster, not part of the page's address. */
function withoutRscParam(search: string) {
  const params = new URLSearchParams(search);
  params.delete('_rsc');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export function isAdminPath(pathname: string) {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
