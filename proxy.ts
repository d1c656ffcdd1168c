import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';
import { guardAdminRequest, isAdminPath } from './lib/auth/proxy-guard';
import { fillsContactForm } from './lib/leads/contact-link';
import { logEvent } from './lib/log';
import { isKnownPublicPath, notFoundPath, prefilledContactPath, routes } from './lib/routes';
import { refuseMalformedAction } from './lib/server/action-requests';

const handleLanguages = createMiddleware(routing);

/** Splits `/tr/about` into `tr` and `/about`; unprefixed paths are English. */
function splitLocale(pathname: string) {
  const [, first = '', ...rest] = pathname.split('/');
  const locale = routing.locales.find((l) => l === first);
  return locale
    ? { locale, path: `/${rest.join('/')}` }
    : { locale: routing.defaultLocale, path: pathname };
}

/** Whether every %-escape of the path decodes (`/api/grader/reports/%FF%FE` does not). */
function decodablePath(pathname: string) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Handlers with a dynamic segment, which Next.js answers with a 500 when it cannot decode it. */
const handlerWithSegment = /^\/(api\/grader|grader-shots)\//;

export default async function proxy(request: NextRequest): Promise<Response> {
  const { pathname } = request.nextUrl;
  if (handlerWithSegment.test(pathname)) {
    return decodablePath(pathname)
      ? NextResponse.next()
      : Response.json({ error: 'bad_path' }, { status: 400 });
  }
  // A server-action request Next could not decode would be its 500: a 400 here instead.
  const malformed = await refuseMalformedAction(request);
  if (malformed) return malformed;
  // The admin area: English only, outside the language routing and the 404 rewrite.
  if (isAdminPath(request.nextUrl.pathname)) return guardAdminRequest(request);
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  if (!isKnownPublicPath(path)) {
    // Logged here, then answered with the prerendered localized 404 page.
    logEvent('warn', 'page_not_found', { path: request.nextUrl.pathname });
    return NextResponse.rewrite(new URL(`/${locale}${notFoundPath}`, request.url), {
      status: 404,
    });
  }
  const response = handleLanguages(request);
  // The prerendered contact page cannot fill in its form from the query: such an address is
  // answered by its twin rendered on demand, at the same URL (unless the language routing
  // redirects it, e.g. /en/contact → /contact).
  if (
    path === routes.contact.path &&
    fillsContactForm(request.nextUrl.searchParams) &&
    !isRedirect(response)
  ) {
    const target = new URL(
      `/${locale}${prefilledContactPath}${request.nextUrl.search}`,
      request.url,
    );
    return NextResponse.rewrite(target);
  }
  return response;
}

const isRedirect = (response: Response) => response.status >= 300 && response.status < 400;

export const config = {
  matcher: [
    // Language routing for every page, except:
    // - /admin (English only, its own root layout) and /api (route handlers),
    // - Next.js internals (/_next, /_vercel),
    // - metadata routes and files with an extension (icons, sitemap.xml, robots.txt).
    '/((?!api|admin|_next|_vercel|apple-icon|.*\\..*).*)',
    // The admin area's session check, for every path under it (dotted ones included).
    '/admin',
    '/admin/:path*',
    // Only to answer an undecodable segment with a 400 (handlerWithSegment).
    '/api/grader/:path*',
    '/grader-shots/:path*',
  ],
};
