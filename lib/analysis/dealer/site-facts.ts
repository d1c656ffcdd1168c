/**
 * What the dealer checks read about the site as a whole: whose host a page is on, frames from
 * other sites, the business markup, map links and language versions. Pure: no I/O.
 */
import type { PageFacts } from '../html/page-facts';
import { tokenize } from '../html/tokenize';
import { hasValue, typesOf } from './car-facts';
import { fold } from './fold-text';

type JsonObject = Record<string, unknown>;

/** A host without its "www.", as a site is named. */
const bareHost = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, '');

/** The home page's site, or one of its subdomains (stock.dealer.com for dealer.com). */
export const isOwnHost = (url: URL, home: URL) =>
  bareHost(url) === bareHost(home) || bareHost(url).endsWith(`.${bareHost(home)}`);

/** One site either way: the same host, or a subdomain of the other (for finding pages). */
export const sameSite = (a: URL, b: URL) => isOwnHost(a, b) || isOwnHost(b, a);

export function parseUrl(href: string, base: URL): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

/** Frames that are not a stock list: maps, videos, social posts. */
const notStock = /(^|\.)(google\.[a-z.]+|youtube(-nocookie)?\.com|vimeo\.com|facebook\.com)$/i;

/**
 * The host of an <iframe> from another site in `html` (a marketplace's or dealer-software
 * vendor's stock list). PageFacts keeps no frames, so the HTML is read again.
 */
export function foreignFrameHost(html: string, pageUrl: URL, home: URL): string | null {
  for (const token of tokenize(html)) {
    if (token.type !== 'start' || token.name !== 'iframe' || !token.attrs.src) continue;
    const url = parseUrl(token.attrs.src.trim(), pageUrl);
    if (!url || !/^https?:$/.test(url.protocol) || notStock.test(url.hostname)) continue;
    if (!isOwnHost(url, home)) return url.hostname;
  }
  return null;
}

/** A robots rule forbidding search engines to index the page, in a <meta> or a header. */
export function noindex(page: { facts: PageFacts; headers: Record<string, string> }): boolean {
  const metas = page.facts.metas.filter((meta) =>
    ['robots', 'googlebot'].includes((meta.name ?? '').toLowerCase().trim()),
  );
  const header = Object.entries(page.headers).find(([key]) => key.toLowerCase() === 'x-robots-tag');
  return [...metas.map((meta) => meta.content ?? ''), header?.[1] ?? ''].some((rule) =>
    /noindex|\bnone\b/i.test(rule),
  );
}

/** Types that tell search engines "a local car business": Organization alone does not. */
const businessTypes = new Set(['AutoDealer', 'AutomotiveBusiness', 'LocalBusiness']);
const isBusiness = (type: string) => businessTypes.has(type) || /Dealer$/.test(type);

const businessFields = (object: JsonObject) =>
  [
    object.address,
    object.telephone,
    object.openingHours ?? object.openingHoursSpecification,
  ].filter(hasValue).length;

/** The local-business object in the JSON-LD (the most complete of several), or null. */
export function businessOf(objects: JsonObject[]): JsonObject | null {
  const businesses = objects.filter((object) => typesOf(object).some(isBusiness));
  let best: JsonObject | null = null;
  for (const business of businesses) {
    if (!best || businessFields(business) > businessFields(best)) best = business;
  }
  return best;
}

/** A link to the dealer on a map service. */
export const mapLink =
  /^(https?:)?\/\/([\w-]+\.)*(google\.[a-z.]+\/maps|maps\.google\.[a-z.]+|goo\.gl\/maps|maps\.app\.goo\.gl|maps\.apple\.com|openstreetmap\.org|yandex\.[a-z.]+\/maps|waze\.com|bing\.com\/maps)/i;

/** The languages a Cyprus dealer's buyers read, in report order. */
const languages = ['en', 'tr', 'el'] as const;
type Language = (typeof languages)[number];

/** A language code or name as a language ("gr" is the country, often used for Greek). */
function languageOf(code: string): Language | null {
  const short = code.trim().slice(0, 2).toLowerCase();
  if (short === 'gr') return 'el';
  return (languages as readonly string[]).includes(short) ? (short as Language) : null;
}

/** Switcher texts, folded: a name may start the text ("English version"), a code is all of it. */
const languageNames: [RegExp, Language][] = [
  [/^(english|ingilizce)(?![\p{L}])/u, 'en'],
  [/^(turkce|turkish)(?![\p{L}])/u, 'tr'],
  [/^(ελληνικα|greek|yunanca)(?![\p{L}])/u, 'el'],
];

function anchorLanguage(anchor: PageFacts['anchors'][number], base: URL): Language | null {
  const text = fold(anchor.text)
    .replace(/[^\p{L}\s]/gu, '')
    .trim();
  if (/^(en|tr|el|gr)$/.test(text)) return languageOf(text);
  const named = languageNames.find(([pattern]) => pattern.test(text));
  if (named) return named[1];
  const url = parseUrl(anchor.href, base);
  if (!url || !/^https?:$/.test(url.protocol)) return null;
  const path = url.pathname.toLowerCase().match(/^\/(en|tr|el|gr)(\/|$)|\/(en|tr|el|gr)\/?$/);
  const code = path?.[1] ?? path?.[3] ?? url.searchParams.get('lang');
  return code ? languageOf(code) : null;
}

const ordered = (found: Set<Language>) => languages.filter((language) => found.has(language));

/**
 * The page's languages among English, Turkish and Greek: those named by hreflang alternates,
 * and those reached some way a search engine cannot pair (switcher links, the page's own lang).
 */
export function languageLinks(facts: PageFacts, base: URL) {
  const hreflang = new Set<Language>();
  for (const link of facts.links) {
    const rel = (link.rel ?? '').toLowerCase().split(/\s+/);
    const language = rel.includes('alternate') && link.hreflang ? languageOf(link.hreflang) : null;
    if (language) hreflang.add(language);
  }
  const linked = new Set<Language>(hreflang);
  const own = facts.lang ? languageOf(facts.lang) : null;
  if (own) linked.add(own);
  for (const anchor of facts.anchors) {
    const language = anchorLanguage(anchor, base);
    if (language) linked.add(language);
  }
  return { hreflang: ordered(hreflang), linked: ordered(linked) };
}
