import type { PageFacts } from '../html/page-facts';

export type CheckStatus = 'pass' | 'partial' | 'fail';
export type CheckCategory = 'mobile' | 'seo' | 'performance' | 'security' | 'leadGeneration';
/** Values shown with the check's translated evidence message (`Analysis.checks.<id>.evidence`). */
export type Evidence = Record<string, string | number>;
export type CheckOutcome = { status: CheckStatus; evidence: Evidence };

/** A site file fetched beside the page (robots.txt, sitemap.xml); null when unreachable. */
export type SideFile = { status: number; contentType: string; body: string } | null;

/** Where http:// sends a visitor (only probed when the page itself is on https). */
export type HttpProbe = { status: number; location: string | null } | { error: string } | null;

/** Everything a check may read: the parsed page, the response, and the side fetches. */
export type CheckContext = {
  page: PageFacts;
  url: URL;
  status: number;
  headers: Record<string, string>;
  redirects: number;
  ttfbMs: number;
  loadMs: number;
  htmlBytes: number;
  encoding: string | null;
  robots: SideFile;
  sitemap: SideFile;
  httpProbe: HttpProbe;
  /** Parsed JSON-LD blocks (null for a block that does not parse). */
  jsonLd: (unknown | null)[];
};

export type CheckDefinition<Id extends string = string> = {
  id: Id;
  category: CheckCategory;
  /** Relative importance inside its category. */
  weight: number;
  run(context: CheckContext): CheckOutcome;
};

/** Keeps each check's id as a literal type, so message keys are type-checked. */
export function defineCheck<const Id extends string>(check: CheckDefinition<Id>) {
  return check;
}

export const pass = (evidence: Evidence = {}): CheckOutcome => ({ status: 'pass', evidence });
export const partial = (evidence: Evidence = {}): CheckOutcome => ({ status: 'partial', evidence });
export const fail = (evidence: Evidence = {}): CheckOutcome => ({ status: 'fail', evidence });

/** pass at or above `good`, partial at or above `fair`, else fail (for shares 0…1). */
export function byShare(share: number, good: number, fair: number, evidence: Evidence) {
  if (share >= good) return pass(evidence);
  return share >= fair ? partial(evidence) : fail(evidence);
}

/** pass at or below `good`, partial at or below `fair`, else fail (for counts and times). */
export function byLimit(value: number, good: number, fair: number, evidence: Evidence) {
  if (value <= good) return pass(evidence);
  return value <= fair ? partial(evidence) : fail(evidence);
}

export const percent = (share: number) => Math.round(share * 100);
