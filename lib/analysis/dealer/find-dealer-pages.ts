import type { SideFile } from '../checks/check-types';
import { pageJsonLd } from '../checks/schema-markup';
import { pageFacts, type PageFacts } from '../html/page-facts';
import {
  carLinks,
  carsFromSitemap,
  sitemapLocs,
  stockFromSitemap,
  stockLinks,
} from './dealer-links';
import type {
  DealerPageFinding,
  FetchedPage,
  FoundBy,
  FoundPage,
  GivenPages,
  Tried,
} from './dealer-page-types';

/** Fetches one page through the guard; null when it failed, was refused or is not HTML. */
export type PageFetcher = (url: URL) => Promise<FetchedPage | null>;

export type DealerPagesFound = {
  stock: (FoundPage & { carLinks: URL[] }) | null;
  car: FoundPage | null;
  /** [stock finding, car finding]. */
  findings: DealerPageFinding[];
};

/** At most this many fetches in all (candidate pages and child sitemaps). */
export const maxDealerFetches = 8;
const linkTries = 2;
const childSitemaps = 3;
const carTries = 2;
const likelyStockSitemap = /stock|car|vehicle|inventory|listing|arac|ilan|otomobil|auto/i;

/**
 * Looks for the dealer's stock list and one car's page: the stock list from the home page's
 * links (up to two tried), else from the sitemap (its index's likeliest three children read);
 * the car from the stock list's car links (up to two), else from the sitemap. Only a page that
 * answers 200 with HTML is found: a car link answering 404 is skipped, not reported as the car.
 */
export async function findDealerPages(input: {
  homeUrl: URL;
  home: PageFacts;
  sitemap: SideFile;
  fetchPage: PageFetcher;
  /** Addresses the visitor typed: tried first; one that does not answer is reported, then searched. */
  given?: GivenPages;
}): Promise<DealerPagesFound> {
  const { homeUrl, fetchPage } = input;
  let fetches = 0;
  const fetched = new Map<string, FetchedPage | null>();
  const budgetLeft = () => fetches < maxDealerFetches;

  /** One fetch, counted; a URL already fetched is not fetched again. */
  async function get(url: URL): Promise<FetchedPage | null> {
    if (fetched.has(url.href)) return fetched.get(url.href) ?? null;
    fetches += 1;
    let page: FetchedPage | null = null;
    try {
      page = await fetchPage(url);
    } catch {
      page = null;
    }
    fetched.set(url.href, page);
    return page;
  }

  /** The first of the candidates (up to `tries`) answering 200 HTML, and how many were tried. */
  async function firstFound(candidates: URL[], tries: number, foundBy: FoundBy) {
    let tried = 0;
    for (const url of candidates.slice(0, tries)) {
      if (!budgetLeft() && !fetched.has(url.href)) break;
      tried += 1;
      const page = await get(url);
      if (page && answers(page, homeUrl)) return { page: found(page, foundBy), tried };
    }
    return { page: null, tried };
  }

  // The sitemap's page URLs, read once and only when needed (null: no sitemap answered).
  let sitemapPages: Promise<string[] | null> | null = null;
  const readSitemap = () => (sitemapPages ??= sitemapUrls(input.sitemap, get, budgetLeft));

  /** The page at an address the visitor typed, or what it answered. */
  async function fromGiven(url: URL | undefined, tried: Tried[]): Promise<FoundPage | null> {
    if (!url) return null;
    const page = await get(url);
    if (page && answers(page, homeUrl)) return found(page, 'given');
    tried.push({ where: 'given', status: page?.status === 200 ? 0 : (page?.status ?? 0) });
    return null;
  }

  // The stock list.
  let stock: DealerPagesFound['stock'] = null;
  const stockTried: Tried[] = [];
  let stockPage = await fromGiven(input.given?.stock, stockTried);
  if (!stockPage) {
    // "We looked at the N links on your home page": every link was read for the stock list's words.
    stockTried.push({ where: 'home-links', links: input.home.anchors.length });
    stockPage = (await firstFound(stockLinks(input.home, homeUrl), linkTries, 'link')).page;
  }
  if (!stockPage) {
    const pages = await readSitemap();
    if (pages) {
      stockTried.push({ where: 'sitemap', urls: pages.length });
      const candidate = stockFromSitemap(pages, homeUrl);
      if (candidate) stockPage = (await firstFound([candidate], 1, 'sitemap')).page;
    }
  }
  if (stockPage) stock = { ...stockPage, carLinks: carLinks(stockPage.facts, stockPage.url) };

  // One car's page.
  const carTried: Tried[] = [];
  let car = await fromGiven(input.given?.car, carTried);
  if (!car && stock) {
    car = (await firstFound(stock.carLinks, carTries, 'stock-page')).page;
    carTried.push({ where: 'stock-links', links: stock.carLinks.length });
  }
  if (!car) {
    const pages = await readSitemap();
    if (pages) {
      carTried.push({ where: 'sitemap', urls: pages.length });
      const candidates = carsFromSitemap(pages, stock?.url ?? null, homeUrl);
      car = (await firstFound(candidates, carTries, 'sitemap')).page;
    }
  }

  return {
    stock,
    car,
    findings: [finding('stock', stock, stockTried), finding('car', car, carTried)],
  };
}

/**
 * The page answered 200 with a page a buyer sees: not XML (the fetcher lets XML through for
 * sitemaps) and not a redirect back to the home page.
 */
function answers(page: FetchedPage, homeUrl: URL): boolean {
  const type = page.headers['content-type'] ?? '';
  const xml = /xml/i.test(type) && !/xhtml/i.test(type);
  const home = page.url.href.replace(/#.*$/, '') === homeUrl.href.replace(/#.*$/, '');
  return page.status === 200 && !xml && !home;
}

function found(page: FetchedPage, foundBy: FoundBy): FoundPage {
  const facts = pageFacts(page.html);
  return { ...page, foundBy, facts, jsonLd: pageJsonLd(facts) };
}

function finding(role: 'stock' | 'car', page: FoundPage | null, tried: Tried[]): DealerPageFinding {
  return page
    ? { role, found: true, url: page.url.href, foundBy: page.foundBy, status: page.status }
    : { role, found: false, tried };
}

/**
 * The page URLs of the sitemap (null when it did not answer 200). For a sitemap index, up to
 * three child sitemaps are fetched, those whose URL mentions stock or cars first.
 */
async function sitemapUrls(
  sitemap: SideFile,
  get: (url: URL) => Promise<FetchedPage | null>,
  budgetLeft: () => boolean,
): Promise<string[] | null> {
  if (!sitemap || sitemap.status !== 200) return null;
  const { pages, sitemaps } = sitemapLocs(sitemap.body);
  const children = sitemaps
    .map((loc, order) => ({
      loc,
      order,
      likely: likelyStockSitemap.test(loc.replace(/^[a-z]+:\/\/[^/]+/i, '')),
    }))
    .sort((a, b) => Number(b.likely) - Number(a.likely) || a.order - b.order)
    .slice(0, childSitemaps);
  for (const { loc } of children) {
    if (!budgetLeft()) break;
    let url: URL;
    try {
      url = new URL(loc);
    } catch {
      continue;
    }
    const child = await get(url);
    if (child?.status === 200) pages.push(...sitemapLocs(child.html).pages);
  }
  return pages;
}
