import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Language routing for every page, except:
  // - /admin (English only, its own root layout) and /api (route handlers),
  // - Next.js internals (/_next, /_vercel),
  // - files with an extension (icons, sitemap.xml, robots.txt, og-image.png).
  matcher: '/((?!api|admin|_next|_vercel|.*\\..*).*)',
};
