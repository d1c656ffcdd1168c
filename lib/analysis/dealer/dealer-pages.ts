import 'server-only';
import type { SideFile } from '../checks/check-types';
import { decodeHtml, looksLikeHtml } from '../fetch/decode';
import { safeFetch, type SafeFetchOptions } from '../fetch/safe-fetch';
import type { PageFacts } from '../html/page-facts';
import { runDealerChecks } from './dealer-checks';
import type { DealerFindings, FetchedPage, GivenPages } from './dealer-page-types';
import { findDealerPages } from './find-dealer-pages';

/** All the dealer pages' fetches together may take this long; the instant report waits for them. */
const budgetMs = 8_000;
const perPageMs = 5_000;
const maxBytes = 3 * 1024 * 1024;

/**
 * Finds the dealer's stock list and one car's page from the home page (its links, the sitemap,
 * the stock list's links), each through the same guard as the page itself, and runs the dealer
 * checks on the three. What is not found within the budget is reported as not found, with what
 * was tried.
 */
export async function gradeDealerPages(input: {
  homeUrl: URL;
  home: PageFacts;
  homeJsonLd: (unknown | null)[];
  sitemap: SideFile;
  given?: GivenPages;
  fetch: Omit<SafeFetchOptions, 'timeoutMs' | 'maxBytes' | 'maxRedirects'>;
  now?: () => number;
}): Promise<DealerFindings> {
  const now = input.now ?? (() => performance.now());
  const deadline = now() + budgetMs;
  const fetchPage = async (url: URL): Promise<FetchedPage | null> => {
    const left = Math.min(perPageMs, deadline - now());
    if (left < 250) return null;
    try {
      const response = await safeFetch(url, {
        ...input.fetch,
        timeoutMs: left,
        maxBytes,
        maxRedirects: 5,
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.5',
      });
      const contentType = response.headers['content-type'] ?? '';
      const text = decodeHtml(response.body, contentType);
      // A sitemap is read through the same fetcher: XML is text too.
      if (!looksLikeHtml(contentType, text) && !/xml/i.test(contentType)) return null;
      return { url: response.url, status: response.status, headers: response.headers, html: text };
    } catch {
      return null;
    }
  };
  const found = await findDealerPages({
    homeUrl: input.homeUrl,
    home: input.home,
    sitemap: input.sitemap,
    fetchPage,
    given: input.given,
  });
  const checks = runDealerChecks({
    home: { url: input.homeUrl, facts: input.home, jsonLd: input.homeJsonLd },
    stock: found.stock,
    car: found.car,
  });
  return { pages: found.findings, checks };
}
