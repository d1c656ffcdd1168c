import { allChecks, type CheckId } from '@/lib/analysis/checks/all-checks';
import { pageJsonLd } from '@/lib/analysis/checks/schema-markup';
import type { CheckContext, CheckOutcome } from '@/lib/analysis/checks/check-types';
import { pageFacts } from '@/lib/analysis/html/page-facts';

/** A check context for a snippet of HTML, with a healthy response unless overridden. */
export function contextFor(html: string, overrides: Partial<CheckContext> = {}): CheckContext {
  const page = pageFacts(html);
  return {
    page,
    url: new URL('https://dealer.example/'),
    status: 200,
    headers: {},
    redirects: 0,
    ttfbMs: 100,
    loadMs: 300,
    htmlBytes: html.length,
    encoding: 'gzip',
    robots: null,
    sitemap: null,
    httpProbe: null,
    jsonLd: pageJsonLd(page),
    ...overrides,
  };
}

export function runCheck(
  id: CheckId,
  html: string,
  overrides: Partial<CheckContext> = {},
): CheckOutcome {
  const check = allChecks.find((c) => c.id === id);
  if (!check) throw new Error(`no check ${id}`);
  return check.run(contextFor(html, overrides));
}

export const status = (id: CheckId, html: string, overrides: Partial<CheckContext> = {}) =>
  runCheck(id, html, overrides).status;

/** n <img> tags built by `attrs(i)`. */
export const images = (n: number, attrs: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => `<img src="/car${i}.jpg" ${attrs(i)}>`).join('');
