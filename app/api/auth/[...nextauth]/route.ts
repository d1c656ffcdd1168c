import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptions } from '@/lib/auth/options';
import { refuseMediaType } from '@/lib/request/body';

/**
 * next-auth's endpoints, limited to the ones the admin login uses: a CSRF token and the
 * Credentials sign-in. Its built-in pages, provider list, session endpoint and sign-out answer
 * 404: the admin area reads the session on the server (lib/auth/guard.ts) and signs out through
 * its one sign-out route, /admin/sign-out, which also ends the session on the server.
 */
const allowed = { GET: new Set(['csrf']), POST: new Set(['callback/credentials']) };

type Context = { params: Promise<{ nextauth: string[] }> };

async function handle(method: keyof typeof allowed, request: NextRequest, context: Context) {
  const { nextauth } = await context.params;
  if (!allowed[method].has(nextauth.join('/'))) {
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  // The login form posts URL-encoded; next-auth throws on a JSON body that does not parse.
  if (method === 'POST') {
    const wrongType = refuseMediaType(request, ['application/x-www-form-urlencoded']);
    if (wrongType) return wrongType;
  }
  return NextAuth(request, context, authOptions()) as Promise<Response>;
}

export const GET = (request: NextRequest, context: Context) => handle('GET', request, context);
export const POST = (request: NextRequest, context: Context) => handle('POST', request, context);
