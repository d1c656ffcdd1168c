import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Language routing for every page, except:
  // - /admin (English only, its own root layout) and /api (route handlers),
  // - Next.js internals (/_next, /_vercel),
  // - metadata routes and files with an extension (icons, sitemap.xml, robots.txt).
  matcher: '/((?!api|admin|_next|_vercel|apple-icon|.*\\..*).*)',
};
