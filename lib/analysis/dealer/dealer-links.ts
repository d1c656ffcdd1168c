import type { PageFacts } from '../html/page-facts';
import { fold } from './fold-text';
import { sameSite } from './site-facts';

/**
 * Which links lead from a dealer's home page to the stock list, and from the stock list to one
 * car's page; and which sitemap URLs look like either. Pure: no fetching here.
 */

/** A list written as comma-separated words. */
const words = (list: string) => list.split(',').map((word) => word.trim());

// Stock-list words in link text, folded. English words may take a plural "s"; Turkish and Greek
// ones any suffix (araçlarımız, stoktaki).
const englishWords =
  words(`stock, used cars, used vehicles, inventory, cars for sale, our cars, all cars, pre-owned,
  approved used, showroom, vehicles`);
const otherWords =
  words(`araclar, stok, ikinci el, satilik araclar, galeri, otomobiller, arabalar, αυτοκινητα,
  μεταχειρισμενα, οχηματα, αποθεμα, διαθεσιμα`);
/** Words as a pattern: a space or hyphen matches any run of either (none has other specials). */
const escape = (word: string) => word.replace(/[ -]/g, '[\\s-]+');
const stockText = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:${englishWords.map(escape).join('|')})s?(?![\\p{L}\\p{N}])|(?:${otherWords.map(escape).join('|')}))`,
  'u',
);
/** Stock-list path slugs, folded (Greek ones as they read once percent-decoded). */
const stockSlugs = new Set(
  words(`stock, used-cars, usedcars, used, inventory, cars, vehicles, araclar, arac-listesi, stok,
  ikinci-el, galeri, satilik, aftokinita, metaxeirismena, oximata, αυτοκινητα, μεταχειρισμενα,
  οχηματα`),
);

const withoutHash = (url: URL) => url.href.replace(/#.*$/, '');

/** A page's links resolved (against its <base href> if any), fragments dropped, deduped. */
type Link = { url: URL; text: string; hashOnly: boolean };
function resolvedLinks(page: PageFacts, pageUrl: URL): Link[] {
  let base = pageUrl;
  try {
    if (page.baseHref) base = new URL(page.baseHref, pageUrl);
  } catch {
    // keep the page's own URL
  }
  const seen = new Set<string>();
  const links: Link[] = [];
  for (const anchor of page.anchors) {
    const href = anchor.href.trim();
    if (!href || /^(javascript|mailto|tel|sms|data):/i.test(href)) continue;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    url.hash = '';
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    links.push({ url, text: anchor.text, hashOnly: href.startsWith('#') });
  }
  return links;
}

/** A path's segments, percent-decoded and folded, file extensions dropped. */
function segments(url: URL): string[] {
  return url.pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // keep it encoded
      }
      return fold(decoded).replace(/\.(html?|php|aspx?|jsp)$/, '');
    });
}

/** The first or last segment is a stock slug (loosely: "used-cars-for-sale" starts with one). */
function stockPath(url: URL, exact: boolean): boolean {
  const parts = segments(url);
  const ends = [parts[0], parts[parts.length - 1]].filter((part): part is string => !!part);
  return ends.some((part) => {
    if (stockSlugs.has(part)) return true;
    if (exact) return false;
    const tokens = part.split(/[-_]+/);
    return tokens.some(
      (_, i) =>
        stockSlugs.has(tokens.slice(0, i + 1).join('-')) ||
        stockSlugs.has(tokens.slice(i).join('-')),
    );
  });
}

/** Candidate stock-list links on the home page, best first: same site before third-party. */
export function stockLinks(home: PageFacts, homeUrl: URL): URL[] {
  const self = withoutHash(homeUrl);
  const scored = resolvedLinks(home, homeUrl)
    .filter((link) => link.url.href !== self)
    .map((link, order) => {
      const textHit = stockText.test(fold(link.text));
      const pathHit = stockPath(link.url, false);
      const carLike = looksLikeCar(link.url, '');
      const score = (textHit ? 2 : 0) + (pathHit ? 1 : 0) - (carLike ? 1 : 0);
      const [own, depth] = [sameSite(link.url, homeUrl), segments(link.url).length];
      return { url: link.url, hit: textHit || pathHit, score, own, order, depth };
    })
    .filter((link) => link.hit);
  scored.sort(
    (a, b) =>
      Number(b.own) - Number(a.own) || b.score - a.score || a.depth - b.depth || a.order - b.order,
  );
  return scored.map((link) => link.url);
}

const xmlEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function xmlText(raw: string): string {
  return raw
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
      if (name[0] !== '#') return xmlEntities[name.toLowerCase()] ?? whole;
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .trim();
}

const maxLocs = 50_000;
/** The <loc>s of a sitemap: pages (inside <url>) and child sitemaps (inside <sitemap>). */
export function sitemapLocs(xml: string): { pages: string[]; sitemaps: string[] } {
  const found = { pages: [] as string[], sitemaps: [] as string[] };
  const entry = /<(?:[\w.-]+:)?(url|sitemap)\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?\1\s*>/gi;
  const loc = /<(?:[\w.-]+:)?loc\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?loc\s*>/i;
  for (const match of xml.matchAll(entry)) {
    const list = match[1]!.toLowerCase() === 'url' ? found.pages : found.sitemaps;
    const value = loc.exec(match[2]!)?.[1];
    if (value === undefined || list.length >= maxLocs) continue;
    const text = xmlText(value);
    if (text) list.push(text);
  }
  return found;
}

function parsed(pages: string[]): URL[] {
  return pages.flatMap((page) => {
    try {
      const url = new URL(page);
      url.hash = '';
      return url.protocol === 'http:' || url.protocol === 'https:' ? [url] : [];
    } catch {
      return [];
    }
  });
}

/** The sitemap's stock list: a same-site page whose first or last segment is a stock slug. */
export function stockFromSitemap(pages: string[], homeUrl: URL): URL | null {
  const self = withoutHash(homeUrl);
  const hits = parsed(pages).filter(
    (url) => url.href !== self && sameSite(url, homeUrl) && stockPath(url, true),
  );
  hits.sort((a, b) => a.pathname.length - b.pathname.length);
  return hits[0] ?? null;
}

const paging = /(?:^|[?&])(page|sayfa|p|pg|sort|sortby|orderby|order|dir|limit|per_page|filter)=/i;
const pagingPath = /\/(page|sayfa|sort|filter|orderby)(\/|$)/i;
const carParam =
  /(?:^|[?&])(id|vid|vin|car_?id|vehicle_?id|vehicle|car|arac_?id|ilan_?id|ilan|listing_?id|listing|ad_?id|detail|stock_?(?:no|id|number))=[^&]/i;
const carSegment = new Set(words(`car, cars, vehicle, ilan, arac, listing, details, detail`));
const notCars = new Set(
  words(`blog, news, haber, haberler, duyurular, nea, article, articles, post, posts`),
);
const isYear = (word: string) => /^\d{4}$/.test(word) && +word >= 1980 && +word <= 2035;
/** An id (has a digit) or a slug (two or more dashed words). */
const idOrSlug = (part: string | undefined) =>
  !!part && (/\d/.test(part) || part.split(/[-_]+/).filter(Boolean).length >= 2);

/** Rules (b) and (c): a year and two more words, or /car/<id-or-slug> and its kin. */
function looksLikeCar(url: URL, text: string): boolean {
  const parts = segments(url);
  if (parts.length === 0 || notCars.has(parts[0]!)) return false;
  const tokens = parts.flatMap((part) => part.split(/[-_.]+/)).filter(Boolean);
  const textWords = fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const yearAndTwo = (list: string[]) =>
    list.some(isYear) && list.filter((w) => !isYear(w)).length >= 2;
  if (yearAndTwo(tokens) || (!text.includes('©') && yearAndTwo(textWords))) return true;
  return parts.some((part, i) => carSegment.has(part) && idOrSlug(parts[i + 1]));
}

function carRuleA(url: URL, stockUrl: URL): boolean {
  const base = segments(stockUrl);
  const parts = segments(url);
  if (parts.length <= base.length || base.some((part, i) => parts[i] !== part)) return false;
  const extra = parts.slice(base.length);
  return extra.length >= 2 || idOrSlug(extra[0]);
}

const isPaging = (url: URL) => paging.test(url.search.slice(1)) || pagingPath.test(url.pathname);

/** Links on a stock list to single cars, in page order. */
export function carLinks(stock: PageFacts, stockUrl: URL): URL[] {
  const self = withoutHash(stockUrl);
  return resolvedLinks(stock, stockUrl)
    .filter(({ url, text, hashOnly }) => {
      if (hashOnly || url.href === self || !sameSite(url, stockUrl) || isPaging(url)) return false;
      if (url.pathname === '/' && !url.search) return false;
      const samePath = url.pathname === stockUrl.pathname && url.host === stockUrl.host;
      if (samePath && carParam.test(url.search.slice(1))) return true;
      return carRuleA(url, stockUrl) || looksLikeCar(url, text);
    })
    .map(({ url }) => url);
}

/**
 * Links on a stock list to single cars that have no address of their own: a fragment
 * (`#/car/1042`, `#!/vehicle/…`) or a query on the list itself, as a list drawn by JavaScript
 * often makes them. Their hrefs as written, in page order.
 */
export function fragmentCarLinks(stock: PageFacts, stockUrl: URL): string[] {
  const found: string[] = [];
  for (const anchor of stock.anchors) {
    const href = anchor.href.trim();
    let url: URL;
    try {
      url = new URL(href, stockUrl);
    } catch {
      continue;
    }
    if (url.origin !== stockUrl.origin || url.pathname !== stockUrl.pathname) continue;
    const route = url.hash.replace(/^#!?/, '');
    const byHash = route.startsWith('/') && looksLikeCar(new URL(route, stockUrl), anchor.text);
    const byQuery = carParam.test(url.search.slice(1));
    if ((byHash || byQuery) && !found.includes(href)) found.push(href);
  }
  return found;
}

/** Sitemap pages that look like cars: under the stock list first (rule a), then rules b/c. */
export function carsFromSitemap(pages: string[], stockUrl: URL | null, homeUrl: URL): URL[] {
  const skip = new Set([withoutHash(homeUrl), stockUrl ? withoutHash(stockUrl) : '']);
  const own = parsed(pages).filter(
    (url) => !skip.has(url.href) && sameSite(url, homeUrl) && !isPaging(url),
  );
  const underStock = stockUrl ? own.filter((url) => carRuleA(url, stockUrl)) : [];
  const rest = own.filter((url) => !underStock.includes(url) && looksLikeCar(url, ''));
  return [...new Set([...underStock, ...rest].map((url) => url.href))].map((href) => new URL(href));
}
