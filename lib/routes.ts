import { demoSlugList } from './content/demo-dealers/slugs';

/**
 * The one list of public pages: every page.tsx under `app/[locale]` has an entry here (a test,
 * tests/unit/route-registry.test.ts, fails when one is missing or left over). The header, the
 * footer, the sitemap, the language alternates and the proxy's 404 read it. Titles are
 * translated under `Routes.<key>` and metadata under `Meta.pages.<key>` in messages/*.json.
 */
export type RouteInfo = {
  path: `/${string}`;
  /** Listed in the sitemap and open to search engines. */
  indexed: boolean;
  /**
   * Rendered for each request instead of prerendered: only a page whose content is live data
   * that must work without JavaScript (the booking page's free times).
   */
  onDemand?: true;
};

export const routes = {
  home: { path: '/', indexed: true },
  about: { path: '/about', indexed: true },
  services: { path: '/services', indexed: true },
  websiteDevelopment: { path: '/services/website-development', indexed: true },
  seoMarketing: { path: '/services/seo-marketing', indexed: true },
  portfolio: { path: '/portfolio', indexed: true },
  caseStudies: { path: '/case-studies', indexed: true },
  websiteGrader: { path: '/website-grader', indexed: true },
  roiCalculator: { path: '/roi-calculator', indexed: true },
  contact: { path: '/contact', indexed: true },
  book: { path: '/book', indexed: true, onDemand: true },
  support: { path: '/support', indexed: true },
  privacyPolicy: { path: '/privacy-policy', indexed: true },
  termsOfService: { path: '/terms-of-service', indexed: true },
  // Reached only from Stripe Checkout; never indexed.
  paymentSuccess: { path: '/payment-success', indexed: false },
  paymentCancel: { path: '/payment-cancel', indexed: false },
} as const satisfies Record<string, RouteInfo>;

export type RouteKey = keyof typeof routes;

export const routeKeys = Object.keys(routes) as RouteKey[];

/** Header navigation: Services opens a dropdown of its service pages. */
export const mainNavigation: ReadonlyArray<{ key: RouteKey; children?: readonly RouteKey[] }> = [
  { key: 'home' },
  { key: 'about' },
  { key: 'services', children: ['websiteDevelopment', 'seoMarketing'] },
  { key: 'portfolio' },
  { key: 'contact' },
];

export const footerQuickLinks: readonly RouteKey[] = [
  'about',
  'portfolio',
  'caseStudies',
  'websiteGrader',
  'roiCalculator',
  'contact',
];

export const footerLegalLinks: readonly RouteKey[] = ['support', 'privacyPolicy', 'termsOfService'];

export function sitemapRoutes() {
  return routeKeys.filter((key) => routes[key].indexed);
}

/** Where the proxy sends unknown paths: a page that prerenders the localized 404. */
export const notFoundPath = '/page-not-found';

/**
 * Where the proxy sends a contact address whose query fills in the form (`?message=…`, utm_
 * tags): the contact page rendered on demand. Reached only through that rewrite; the path
 * itself answers 404 like any path outside the registry.
 */
export const prefilledContactPath = '/contact/prefilled';

/**
 * Pages with a parameter: their folder under app/[locale] and the paths they answer (without the
 * locale prefix). Not in the sitemap, the navigation or the alternates of `routes`.
 */
export const dynamicRoutes = {
  /** A demo dealer site (one of six). */
  demoDealer: {
    page: '/portfolio/[slug]',
    matches: new RegExp(`^/portfolio/(${demoSlugList.join('|')})$`),
  },
  /** A website grader report (its id is a UUID); shareable, not indexed. */
  graderReport: {
    page: '/website-grader/report/[id]',
    matches:
      /^\/website-grader\/report\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  },
  /** A booked call's page, opened from its e-mails' signed link (?token=…); never indexed. */
  bookingManage: {
    page: '/book/manage',
    matches: /^\/book\/manage$/,
  },
} as const satisfies Record<string, { page: `/${string}`; matches: RegExp }>;

/** True when a path (without locale prefix) has a page; everything else answers 404. */
export function isKnownPublicPath(path: string) {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (
    routeKeys.some((key) => routes[key].path === normalized) ||
    Object.values(dynamicRoutes).some((route) => route.matches.test(normalized))
  );
}

/** True when `pathname` (without locale prefix) is the route or one of its sub-pages. */
export function isActivePath(pathname: string, path: string) {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}
