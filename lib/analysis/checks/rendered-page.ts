import { fragmentCarLinks } from '../dealer/dealer-links';
import { pageFacts } from '../html/page-facts';
import { allChecks, type CheckId } from './all-checks';
import type { CheckContext, CheckStatus, Evidence } from './check-types';
import { pageJsonLd } from './schema-markup';

/**
 * The checks that judge what a visitor sees in the page (headings, menu, image texts, forms,
 * phone and WhatsApp links, chat, calls to action, stock), which a site built by JavaScript
 * only has once its scripts have run. The others judge the response itself (its headers,
 * speed, head tags, robots.txt…) and are the same whatever the scripts do.
 */
export const contentCheckIds = [
  'singleH1',
  'headingOutline',
  'navigation',
  'imageAlt',
  'contactForm',
  'phoneLink',
  'whatsapp',
  'chatWidget',
  'callToAction',
  'inventory',
] as const satisfies readonly CheckId[];
export type ContentCheckId = (typeof contentCheckIds)[number];

const contentChecks = new Set<CheckId>(contentCheckIds);
export const isContentCheck = (id: CheckId): id is ContentCheckId => contentChecks.has(id);

/** The page as the phone showed it after its load: the content checks, and how much text. */
export type RenderedReading = {
  checks: { id: ContentCheckId; status: CheckStatus; evidence: Evidence }[];
  /** Words of visible text in the rendered page (the HTML download's: `wordCount`). */
  words: number;
  /**
   * Links to single cars at a fragment or a query of the page itself (`#/car/1042`), as a list
   * drawn by JavaScript makes them: the stock list's `car-own-url` (at most 50 kept).
   */
  fragmentCars?: string[];
};

/** Words in a page's text, as both readings count them. */
export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** At most this much of the rendered page is read (a page may grow without end). */
export const maxRenderedHtml = 2_000_000;

/**
 * The content checks run on the page as the browser rendered it (its DOM serialised after the
 * phone measurement's load). Only the parsed page is theirs to read: the rest of the context is
 * the response's, which those checks never look at.
 */
export function readRenderedPage(html: string, url: URL): RenderedReading {
  const page = pageFacts(html.slice(0, maxRenderedHtml));
  const context: CheckContext = {
    page,
    url,
    status: 200,
    headers: {},
    redirects: 0,
    ttfbMs: 0,
    loadMs: 0,
    htmlBytes: html.length,
    encoding: null,
    robots: null,
    sitemap: null,
    httpProbe: null,
    jsonLd: pageJsonLd(page),
  };
  const checks: RenderedReading['checks'] = [];
  for (const check of allChecks) {
    if (isContentCheck(check.id)) checks.push({ id: check.id, ...check.run(context) });
  }
  return {
    checks,
    words: wordCount(page.text),
    fragmentCars: fragmentCarLinks(page, url).slice(0, 50),
  };
}
