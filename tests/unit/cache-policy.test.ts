import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  cdnCacheControlFor,
  personal,
  prerenderedPage,
} from '@/lib/server/cache-policy';

const nextPrerendered = 's-maxage=31536000';
const nextDynamic = 'private, no-cache, no-store, max-age=0, must-revalidate';
const immutable = 'public, max-age=31536000, immutable';

describe('Cache-Control policy', () => {
  it('lets shared caches keep prerendered pages briefly; browsers revalidate every time', () => {
    expect(prerenderedPage).toBe('public, max-age=0, s-maxage=300');
    expect(prerenderedPage).not.toContain('stale-while-revalidate');
    for (const path of ['/', '/tr', '/el/contact', '/services/seo']) {
      expect(cacheControlFor({ method: 'GET', path, current: nextPrerendered })).toBe(
        prerenderedPage,
      );
    }
    expect(
      cacheControlFor({
        method: 'HEAD',
        path: '/',
        current: 's-maxage=60, stale-while-revalidate=30',
      }),
    ).toBe(prerenderedPage);
  });

  it('lets CDNs, and only them, serve a prerendered page stale for a day while refreshing', () => {
    expect(cdnCacheControlFor(prerenderedPage)).toBe(
      'public, max-age=300, stale-while-revalidate=86400',
    );
    for (const other of [personal, 'public, max-age=31536000, immutable', undefined]) {
      expect(cdnCacheControlFor(other)).toBeUndefined();
    }
  });

  it('keeps hashed assets immutable', () => {
    expect(
      cacheControlFor({ method: 'GET', path: '/_next/static/chunks/a1b2.js', current: immutable }),
    ).toBe(immutable);
  });

  it('keeps fonts and pictures whose name carries their hash for a year, and nothing else in public/', () => {
    const served = 'public, max-age=0';
    const font = '/fonts/inter-greek-wght-normal.1be3448e.woff2';
    expect(cacheControlFor({ method: 'GET', path: font, current: served })).toBe(immutable);
    expect(cacheControlFor({ method: 'HEAD', path: font, current: served })).toBe(immutable);
    const picture = '/illustrations/devices.530f4c9e.svg';
    expect(cacheControlFor({ method: 'GET', path: picture, current: served })).toBe(immutable);
    expect(
      cacheControlFor({ method: 'GET', path: '/illustrations/devices.svg', current: served }),
    ).toBe(served);
    // A name without a hash may change in place; a missing file's 404 is not public.
    expect(cacheControlFor({ method: 'GET', path: '/fonts/inter.woff2', current: served })).toBe(
      served,
    );
    expect(cacheControlFor({ method: 'GET', path: '/logo.svg', current: served })).toBe(served);
    expect(cacheControlFor({ method: 'GET', path: font, current: nextDynamic })).toBe(personal);
  });

  it('makes anything personal private and unstored', () => {
    const cases = [
      { method: 'GET', path: '/admin/submissions', current: nextDynamic },
      { method: 'GET', path: '/admin', current: undefined },
      { method: 'GET', path: '/api/health', current: 'no-store' },
      { method: 'GET', path: '/api/auth/csrf', current: undefined },
      // A form's answer is a POST to a prerendered page: never the page's public policy.
      { method: 'POST', path: '/', current: nextPrerendered },
      { method: 'POST', path: '/contact', current: undefined },
      { method: 'GET', path: '/website-grader/report/abc', current: nextDynamic },
    ];
    for (const facts of cases) expect(cacheControlFor(facts), facts.path).toBe(personal);
  });

  it('leaves other responses as Next set them', () => {
    expect(
      cacheControlFor({ method: 'GET', path: '/og-image.png', current: 'public, max-age=0' }),
    ).toBe('public, max-age=0');
    expect(
      cacheControlFor({ method: 'GET', path: '/robots.txt', current: undefined }),
    ).toBeUndefined();
  });

  it('does not mistake a path that merely starts like the API for it', () => {
    expect(cacheControlFor({ method: 'GET', path: '/apiary', current: nextPrerendered })).toBe(
      prerenderedPage,
    );
  });
});
