import { describe, expect, it } from 'vitest';
import {
  isActivePath,
  isKnownPublicPath,
  mainNavigation,
  routes,
  sitemapRoutes,
} from '@/lib/routes';

describe('route registry', () => {
  it('marks a route active on itself and its sub-pages only', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/about', '/')).toBe(false);
    expect(isActivePath('/services/seo-marketing', '/services')).toBe(true);
    expect(isActivePath('/services-extra', '/services')).toBe(false);
  });

  it('lists only indexed pages in the sitemap', () => {
    for (const key of sitemapRoutes()) {
      expect(routes[key].indexed).toBe(true);
    }
    expect(sitemapRoutes()).toContain('home');
  });

  it('navigates Home, About, Services (with its two pages), Portfolio, Contact', () => {
    expect(mainNavigation.map((item) => item.key)).toEqual([
      'home',
      'about',
      'services',
      'portfolio',
      'contact',
    ]);
    expect(mainNavigation[2]?.children).toEqual(['websiteDevelopment', 'seoMarketing']);
  });
});

describe('known public paths', () => {
  it('accepts the pages that exist, with or without a trailing slash', () => {
    expect(isKnownPublicPath('/')).toBe(true);
    for (const key of sitemapRoutes()) {
      expect(isKnownPublicPath(routes[key].path)).toBe(true);
      if (routes[key].path !== '/') expect(isKnownPublicPath(`${routes[key].path}/`)).toBe(true);
    }
  });

  it('sends everything else to the 404 page', () => {
    expect(isKnownPublicPath('/no-such-page')).toBe(false);
    expect(isKnownPublicPath('/page-not-found')).toBe(false);
    expect(isKnownPublicPath('//')).toBe(false);
  });
});

describe('demo dealer paths', () => {
  it('lets the proxy through to exactly the six demos', async () => {
    const { demoSlugs } = await import('@/lib/content/demo-dealers/all-dealers');
    for (const slug of demoSlugs) expect(isKnownPublicPath(`/portfolio/${slug}`)).toBe(true);
    expect(isKnownPublicPath('/portfolio/unknown-dealer')).toBe(false);
    expect(isKnownPublicPath('/portfolio/european-motors/extra')).toBe(false);
  });
});
