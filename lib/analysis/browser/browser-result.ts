import type { FieldData } from './field-data';
import type { LabValues } from './vitals';

/**
 * What slows a page, in our own words (`Analysis.browser.opportunities.<id>` in messages/*.json).
 * Several of Lighthouse's audits can name the same problem; each maps to one of these.
 */
export const opportunityIds = [
  'renderBlocking',
  'imageSize',
  'lcpLate',
  'serverResponse',
  'caching',
  'unusedCode',
  'mainThread',
  'layoutShifts',
  'fonts',
  'thirdParties',
  'pageWeight',
  'domSize',
  'viewport',
  'requestChains',
] as const;
export type OpportunityId = (typeof opportunityIds)[number];

export type Opportunity = {
  id: OpportunityId;
  /** Lighthouse's estimate of the time it would save (FCP, LCP or blocking time), ms. */
  savingsMs: number;
  savingsBytes: number;
  /** How much layout shift it causes, when that is the problem. */
  cls: number;
  /** The elements that moved, the biggest shift first (layout shifts only; absent before). */
  culprits?: ShiftCulprit[];
};

/** An element that moved while the page loaded, as the page's HTML names it. */
export type ShiftCulprit = { selector: string; label: string | null; shift: number };

/** The element the Largest Contentful Paint measured, as the page's HTML names it. */
export type LcpElement = { selector: string; snippet: string; label: string | null };

/** One image of a measurement: stored in measurement_images, served from /grader-shots/<id>.jpg. */
export type MeasuredImage = { id: string; width: number; height: number; timingMs: number };

/**
 * One browser measurement of a page (BrowserMeasurement.result): Lighthouse's mobile lab run
 * with simulated throttling, reduced to what the report shows. Numbers and the site's own
 * markup only; every sentence is translated when shown.
 */
export type BrowserResult = {
  version: 1;
  lighthouseVersion: string;
  finalUrl: string;
  /** FCP, LCP, TBT and Speed Index in ms; CLS unitless. */
  values: LabValues;
  /** The Speed score from `values` (vitals.ts); Lighthouse's own score is kept to compare. */
  score: number;
  lighthouseScore: number | null;
  totalBytes: number;
  lcpElement: LcpElement | null;
  opportunities: Opportunity[];
  /** Connections the browser tried that the guard refused (private addresses and the like). */
  refusedConnections: number;
  screenshot: MeasuredImage | null;
  filmstrip: MeasuredImage[];
  /** How long the run took, browser start to result. */
  runMs: number;
  /** Google's field data for phones (PageSpeed Insights, when PAGESPEED_API_KEY is set). */
  field?: FieldData | null;
};
