import { demoSlugList } from './content/demo-dealers/slugs';

/**
 * The one list of public routes. The header, the footer, the sitemap and the language
 * alternates read it; each feature adds its route here and sets `live` when its page lands.
 * Titles are translated under `Routes.<key>` in messages/*.json.
 */
export type RouteSection = 'main' | 'services' | 'tools' | 'company' | 'legal' | 'payment';

export type RouteInfo = {
  path: `/${string}`;
  section: RouteSection;
  /** Listed in the sitemap and open to search engines. */
  indexed: boolean;
  /** The page exists. Planned routes appear in navigation only where the design needs them. */
  live: boolean;
};

export const routes = {
  home: { path: '/', section: 'main', indexed: true, live: true },
  about: { path: '/about', section: 'company', indexed: true, live: true },
  services: { path: '/services', section: 'services', indexed: true, live: true },
  websiteDevelopment: {
    path: '/services/website-development',
    section: 'services',
    indexed: true,
    live: true,
  },
  seoMarketing: {
    path: '/services/seo-marketing',
    section: 'services',
    indexed: true,
    live: true,
  },
  portfolio: { path: '/portfolio', section: 'company', indexed: true, live: true },
  caseStudies: { path: '/case-studies', section: 'tools', indexed: true, live: true },
  websiteGrader: { path: '/website-grader', section: 'tools', indexed: true, live: true },
  roiCalculator: { path: '/roi-calculator', section: 'tools', indexed: true, live: true },
  contact: { path: '/contact', section: 'main', indexed: true, live: true },
  support: { path: '/support', section: 'company', indexed: true, live: true },
  privacyPolicy: { path: '/privacy-policy', section: 'legal', indexed: true, live: true },
  termsOfService: { path: '/terms-of-service', section: 'legal', indexed: true, live: true },
  // Reached only from Stripe Checkout; never indexed.
  paymentSuccess: { path: '/payment-success', section: 'payment', indexed: false, live: true },
  paymentCancel: { path: '/payment-cancel', section: 'payment', indexed: false, live: true },
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
  return routeKeys.filter((key) => routes[key].live && routes[key].indexed);
}

/** Where the proxy sends unknown paths: a page that prerenders the localized 404. */
export const notFoundPath = '/page-not-found';

/**
 * Paths (without locale prefix) that have a page. Routes with parameters register a matcher
 * here; everything else answers 404.
 */
const dynamicPublicPaths: RegExp[] = [
  new RegExp(`^/portfolio/(${demoSlugList.join('|')})$`),
  // A website grader report (its id is a UUID); not indexed.
  /^\/website-grader\/report\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
];

export function isKnownPublicPath(path: string) {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (
    routeKeys.some((key) => routes[key].live && routes[key].path === normalized) ||
    dynamicPublicPaths.some((pattern) => pattern.test(normalized))
  );
}

/** True when `pathname` (without locale prefix) is the route or one of its sub-pages. */
export function isActivePath(pathname: string, path: string) {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}
