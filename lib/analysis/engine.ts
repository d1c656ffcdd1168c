import 'server-only';
import { runChecks } from './checks/all-checks';
import { contactForms } from './checks/lead-generation';
import { gradeDealerPages } from './dealer/dealer-pages';
import type { GivenPages } from './dealer/dealer-page-types';
import { wordCount } from './checks/rendered-page';
import { pageJsonLd } from './checks/schema-markup';
import type { CheckContext, HttpProbe, SideFile } from './checks/check-types';
import type { AddressPolicy } from './fetch/address-policy';
import { decodeHtml, looksLikeHtml } from './fetch/decode';
import { AnalysisRefusal } from './fetch/refusal';
import type { Resolver } from './fetch/resolve';
import { safeFetch, type SafeFetchOptions } from './fetch/safe-fetch';
import { metaContent, pageFacts } from './html/page-facts';
import { fetchPageSpeed, type PageSpeedConfig } from './pagespeed';
import type { AnalysisResult } from './analysis-result';
import { scoreAnalysis } from './scoring';

export type EngineOptions = AddressPolicy & {
  resolver?: Resolver;
  pageSpeed: PageSpeedConfig | null;
  userAgent?: string;
  now?: () => Date;
  /** The page's time limit (10 s) — tests shorten it. */
  timeoutMs?: number;
};

const mb = 1024 * 1024;

/**
 * Fetches a page (already checked by parseTargetUrl) and measures it: the page itself, its
 * robots.txt and sitemap, where http:// sends visitors, and optionally PageSpeed Insights.
 * Throws AnalysisRefusal when the page itself cannot be analysed; a side fetch that fails only
 * fails its check.
 */
export async function analyzeWebsite(
  url: URL,
  options: EngineOptions,
  /** The stock list's and a car page's addresses, when the visitor typed them (checked already). */
  given?: GivenPages,
): Promise<AnalysisResult> {
  const base = {
    allowLoopback: options.allowLoopback,
    publicForTests: options.publicForTests,
    resolver: options.resolver,
    userAgent: options.userAgent ?? 'AutoSitesGrader/1.0',
  };
  const response = await safeFetch(url, {
    ...base,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxBytes: 3 * mb,
    maxRedirects: 5,
  });
  const contentType = response.headers['content-type'] ?? '';
  const html = decodeHtml(response.body, contentType);
  if (!looksLikeHtml(contentType, html)) throw new AnalysisRefusal('not_html', contentType);

  const page = pageFacts(html);
  const final = response.url;
  const side = { ...base, timeoutMs: 5_000, maxBytes: mb / 2, maxRedirects: 5 };
  const jsonLd = pageJsonLd(page);
  const sideFiles = fetchSideFile(new URL('/robots.txt', final), side).then(async (robots) => ({
    robots,
    sitemap: await fetchSideFile(sitemapLocation(robots, final), side),
  }));
  const [robotsAndSitemap, httpProbe, pageSpeed, dealer] = await Promise.all([
    sideFiles,
    final.protocol === 'https:' ? probeHttp(final, side) : Promise.resolve(null),
    fetchPageSpeed(final.href, options.pageSpeed),
    sideFiles.then(({ sitemap }) =>
      gradeDealerPages({
        homeUrl: final,
        home: page,
        homeJsonLd: jsonLd,
        sitemap,
        given,
        fetch: base,
      }),
    ),
  ]);

  const context: CheckContext = {
    page,
    url: final,
    status: response.status,
    headers: response.headers,
    redirects: response.redirects.length,
    ttfbMs: response.ttfbMs,
    loadMs: response.totalMs,
    htmlBytes: response.body.length,
    encoding: response.encoding,
    robots: robotsAndSitemap.robots,
    sitemap: robotsAndSitemap.sitemap,
    httpProbe,
    jsonLd,
  };
  const checks = runChecks(context);
  const hasStructuredData = jsonLd.some((block) => block !== null);
  const forms = contactForms(page).length;
  return {
    version: 1,
    url: url.href,
    finalUrl: final.href,
    analyzedAt: (options.now?.() ?? new Date()).toISOString(),
    status: response.status,
    redirects: response.redirects.length,
    ttfbMs: response.ttfbMs,
    loadMs: response.totalMs,
    htmlBytes: response.body.length,
    pageSpeed,
    facts: {
      metaTitle: page.title || null,
      metaDescription: metaContent(page, 'description') || null,
      hasSsl: final.protocol === 'https:',
      hasStructuredData,
      mobileResponsive: checks.find((check) => check.id === 'viewport')?.status === 'pass',
      contactForms: forms,
      words: wordCount(page.text),
    },
    checks,
    dealer,
    scores: scoreAnalysis({
      checks,
      loadMs: response.totalMs,
      pageSpeedScore: pageSpeed.source === 'pagespeed' ? pageSpeed.score : null,
      contactForms: forms,
    }),
  };
}

async function fetchSideFile(url: URL, options: SafeFetchOptions): Promise<SideFile> {
  try {
    const response = await safeFetch(url, { ...options, accept: '*/*' });
    return {
      status: response.status,
      contentType: response.headers['content-type'] ?? '',
      body: response.body.toString('utf8'),
    };
  } catch {
    return null;
  }
}

/** The sitemap robots.txt names, else /sitemap.xml. */
function sitemapLocation(robots: SideFile, page: URL): URL {
  const named =
    robots?.status === 200 ? /^\s*sitemap\s*:\s*(\S+)/im.exec(robots.body)?.[1] : undefined;
  if (named) {
    try {
      return new URL(named, page);
    } catch {
      // fall through to the conventional place
    }
  }
  return new URL('/sitemap.xml', page);
}

/** Where http:// (same host and port) sends a visitor: one request, redirects not followed. */
async function probeHttp(page: URL, options: SafeFetchOptions): Promise<HttpProbe> {
  const plain = new URL(page.href);
  plain.protocol = 'http:';
  plain.pathname = '/';
  plain.search = '';
  try {
    const response = await safeFetch(plain, { ...options, maxRedirects: 0 });
    return { status: response.status, location: response.headers.location ?? null };
  } catch (error) {
    return { error: error instanceof AnalysisRefusal ? error.reason : 'failed' };
  }
}
