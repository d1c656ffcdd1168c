import type { PageFacts } from '../html/page-facts';
import type { Evidence } from '../checks/check-types';

/**
 * The pages a car buyer lands on, beside the home page: the dealer's stock list and one car's
 * page. Found from the home page's links, the sitemap, or the stock list's own links.
 */
export type DealerPageRole = 'stock' | 'car';

/**
 * How a page was found: the address the visitor typed, a link on the home page, the sitemap, or
 * a link on the stock list.
 */
export type FoundBy = 'given' | 'link' | 'sitemap' | 'stock-page';

/** The stock list's and a car page's addresses, when the visitor typed them. */
export type GivenPages = { stock?: URL; car?: URL };

/** What was looked at for a page that was not found (shown as "we looked at …"). */
export type Tried =
  /** The address the visitor typed: what it answered (0: no answer, or not a page). */
  | { where: 'given'; status: number }
  | { where: 'home-links'; links: number }
  | { where: 'sitemap'; urls: number }
  | { where: 'stock-links'; links: number };

/** A page fetched through the guard (safeFetch), HTML decoded. */
export type FetchedPage = {
  url: URL;
  status: number;
  headers: Record<string, string>;
  html: string;
};

/** A found page as the checks read it. */
export type FoundPage = FetchedPage & {
  foundBy: FoundBy;
  facts: PageFacts;
  /** Its JSON-LD blocks parsed (null for a block that does not parse). */
  jsonLd: (unknown | null)[];
};

/** The outcome of looking for one page, as stored in the report. */
export type DealerPageFinding =
  | { role: DealerPageRole; found: true; url: string; foundBy: FoundBy; status: number }
  | { role: DealerPageRole; found: false; tried: Tried[] };

/** How many of the phone's fixes a dealer page's card and JSON show, the first ones. */
export const dealerPageFixes = 3;

export type DealerCheckStatus = 'pass' | 'partial' | 'fail' | 'na';

/** Which page a dealer check judges: the site as a whole, the stock list or the car page. */
export type DealerCheckPage = 'site' | 'stock' | 'car';

export const dealerCheckIds = [
  'stock-found',
  'stock-in-html',
  'stock-own-domain',
  'car-own-url',
  'car-structured-data',
  'car-price',
  'car-photos',
  'car-enquiry',
  'car-title',
  'dealer-local',
  'dealer-languages',
] as const;
/** The checks read from the pages' HTML, when the report is made. */
export type HtmlDealerCheckId = (typeof dealerCheckIds)[number];
/** With the one the phone measures on the car page, once its measurement is in. */
export type DealerCheckId = HtmlDealerCheckId | 'car-contact';

/**
 * One dealer check's outcome. `evidence.state` (a string) picks the sentence
 * `Analysis.dealer.checks.<id>.evidence.<state>`; the other values fill it. `cost` is what the
 * outcome costs the dealer (its weight, half for partial, 0 for pass and na): the report lists
 * the checks by it, the costliest first.
 */
export type DealerCheckResult = {
  id: DealerCheckId;
  page: DealerCheckPage;
  status: DealerCheckStatus;
  evidence: Evidence;
  cost: number;
};

/** What the report stores about the dealer's pages (AnalysisResult.dealer). */
export type DealerFindings = {
  pages: DealerPageFinding[];
  checks: DealerCheckResult[];
};

/** What the dealer checks read. A page that was not found is null (its checks are `na`). */
export type DealerCheckInput = {
  home: { url: URL; facts: PageFacts; jsonLd: (unknown | null)[] };
  stock: (FoundPage & { carLinks: URL[] }) | null;
  car: FoundPage | null;
};
