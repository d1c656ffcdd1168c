import { linksWithRel, metaContent } from '../html/page-facts';
import { defineCheck, fail, partial, pass } from './check-types';

/** SEO checks about being found: status, indexing, canonical URL, languages, robots, sitemap. */
export const crawlChecks = [
  defineCheck({
    id: 'httpStatus',
    category: 'seo',
    weight: 10,
    run({ status }) {
      if (status === 200) return pass({ status });
      return status >= 200 && status < 300 ? partial({ status }) : fail({ status });
    },
  }),
  defineCheck({
    id: 'indexable',
    category: 'seo',
    weight: 10,
    run({ page, headers }) {
      const sources = [
        metaContent(page, 'robots'),
        metaContent(page, 'googlebot'),
        headers['x-robots-tag'],
      ];
      const blocked = sources.some((value) => value && /\b(noindex|none)\b/i.test(value));
      return blocked ? fail({ state: 'noindex' }) : pass({ state: 'indexable' });
    },
  }),
  defineCheck({
    id: 'canonical',
    category: 'seo',
    weight: 5,
    run({ page, url }) {
      const href = linksWithRel(page, 'canonical')[0]?.href;
      if (!href) return fail({ state: 'missing', href: '' });
      try {
        const canonical = new URL(href, url);
        // Only a web address is a canonical URL: `javascript:`, `data:` or `mailto:` is ignored.
        if (canonical.protocol !== 'https:' && canonical.protocol !== 'http:') throw new Error();
        return pass({ state: 'ok', href: canonical.href });
      } catch {
        return partial({ state: 'invalid', href: href.slice(0, 200) });
      }
    },
  }),
  defineCheck({
    id: 'hreflang',
    category: 'seo',
    weight: 3,
    run({ page }) {
      const languages = new Set(
        linksWithRel(page, 'alternate')
          .map((link) => link.hreflang?.toLowerCase())
          .filter((lang): lang is string => Boolean(lang) && lang !== 'x-default'),
      );
      const list = [...languages].sort().join(', ');
      if (languages.size >= 2) return pass({ count: languages.size, languages: list });
      return languages.size === 1
        ? partial({ count: 1, languages: list })
        : fail({ count: 0, languages: '' });
    },
  }),
  defineCheck({
    id: 'robotsTxt',
    category: 'seo',
    weight: 3,
    run({ robots }) {
      if (!robots || robots.status !== 200 || /html/i.test(robots.contentType)) {
        return fail({ state: 'missing' });
      }
      return blocksEverything(robots.body) ? fail({ state: 'blocksAll' }) : pass({ state: 'ok' });
    },
  }),
  defineCheck({
    id: 'sitemap',
    category: 'seo',
    weight: 3,
    run({ sitemap }) {
      if (!sitemap || sitemap.status !== 200) return fail({ state: 'missing', urls: 0 });
      if (!/<(urlset|sitemapindex)[\s>]/i.test(sitemap.body))
        return partial({ state: 'invalid', urls: 0 });
      return pass({ state: 'ok', urls: (sitemap.body.match(/<loc>/gi) ?? []).length });
    },
  }),
];

/** True when robots.txt tells every crawler (User-agent: *) to stay out of the whole site. */
export function blocksEverything(robots: string): boolean {
  let applies = false;
  let inGroupHeader = false;
  for (const rawLine of robots.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*/, '').trim();
    const match = /^([a-z-]+)\s*:\s*(.*)$/i.exec(line);
    if (!match) continue;
    const field = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if (field === 'user-agent') {
      applies = inGroupHeader ? applies || value === '*' : value === '*';
      inGroupHeader = true;
      continue;
    }
    inGroupHeader = false;
    if (applies && field === 'disallow' && value === '/') return true;
  }
  return false;
}
