import { describe, expect, it } from 'vitest';
import { isActivePath, mainNavigation, routes, sitemapRoutes } from '@/lib/routes';

describe('route registry', () => {
  it('marks a route active on itself and its sub-pages only', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/about', '/')).toBe(false);
    expect(isActivePath('/services/seo-marketing', '/services')).toBe(true);
    expect(isActivePath('/services-extra', '/services')).toBe(false);
  });

  it('lists only pages that exist and are indexed in the sitemap', () => {
    for (const key of sitemapRoutes()) {
      expect(routes[key].live && routes[key].indexed).toBe(true);
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
