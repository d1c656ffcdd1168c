import type { CheckResult } from './checks/all-checks';
import type { DealerFindings } from './dealer/dealer-page-types';
import type { PageSpeedOutcome } from './pagespeed';
import type { AnalysisScores } from './scoring';

/**
 * One analysis of one URL, as stored (AnalysisReport.result) and shown by both tools. It holds
 * data only — numbers, ids and the site's own texts; every sentence a visitor reads is
 * translated when it is shown.
 */
export type AnalysisResult = {
  version: 1;
  /** The normalised URL that was asked for, and where it ended after redirects. */
  url: string;
  finalUrl: string;
  analyzedAt: string;
  status: number;
  redirects: number;
  ttfbMs: number;
  loadMs: number;
  htmlBytes: number;
  pageSpeed: PageSpeedOutcome;
  facts: {
    metaTitle: string | null;
    metaDescription: string | null;
    hasSsl: boolean;
    hasStructuredData: boolean;
    mobileResponsive: boolean;
    contactForms: number;
    /** Words of visible text in the HTML download (absent from reports made before). */
    words?: number;
  };
  checks: CheckResult[];
  /**
   * The dealer's stock list and a car's page, and the dealer checks on them (absent from
   * reports made before they were graded).
   */
  dealer?: DealerFindings;
  scores: AnalysisScores;
};
