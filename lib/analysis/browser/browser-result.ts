import type { RenderedReading } from '../checks/rendered-page';
import type { FirstScreen } from './first-screen';
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
  /** Images shown without a width and height (layout shifts only; absent when none). */
  unsizedImages?: string[];
  /** The files that held back the first paint, the costliest first (render blocking only). */
  blockingFiles?: BlockingFile[];
  /** The third parties behind it, the busiest first (third parties only). */
  thirdParties?: ThirdParty[];
};

/** A file that held back the page's first paint (Lighthouse's `render-blocking-insight`). */
export type BlockingFile = {
  url: string;
  /** From the network's own record of it when Lighthouse kept one, else from its name. */
  type: 'stylesheet' | 'script' | 'font' | 'other';
  bytes: number;
  /** How much later the page painted because of it (Lighthouse's estimate). */
  wastedMs: number;
};

/**
 * Another company's code or files on the page (Lighthouse's `third-parties-insight`, which it
 * reports even when informative): its name as Lighthouse's entity list knows it (else its
 * domain), the host it served most from, the main-thread time its scripts took and its bytes.
 */
export type ThirdParty = { name: string; host: string; mainThreadMs: number; bytes: number };

/** An element that moved while the page loaded, as the page's HTML names it. */
export type ShiftCulprit = { selector: string; label: string | null; shift: number };

/** The element the Largest Contentful Paint measured, as the page's HTML names it. */
export type LcpElement = { selector: string; snippet: string; label: string | null };

/** One image of a measurement: stored in measurement_images, served from /grader-shots/<id>.jpg. */
export type MeasuredImage = { id: string; width: number; height: number; timingMs: number };

/**
 * Lighthouse's line (its `SLOW_CPU_BENCHMARK_INDEX_THRESHOLD`): a machine that benchmarks below
 * it is too slow to trust a single load, and the runner loads the page up to three times.
 */
export const slowBenchmarkIndex = 1000;

/**
 * Past this share (%) of our machine's CPU taken by other work while a load ran (our builds,
 * other measurements, the web server), the runner loads the page again, up to three loads: a
 * busy machine shows the page's paints later, after more of its scripts' tasks, which moves its
 * simulated LCP. The quiet 2-core machine reads 0–1%; beside `stress-ng --cpu 2`, 68–72%.
 */
export const busyOtherLoad = 25;

/**
 * How a result was obtained: the loads of the page it is the median of, Lighthouse's benchmark of
 * our machine as each load started, and the CPU slowdown the simulation applied. Absent from
 * results measured before it was recorded.
 */
export type MeasurementMethod = {
  /** Loads of the page; the result is the one with the median Speed score. */
  runs: number;
  /** Lighthouse's benchmark of the machine for each load, in load order (null: none taken). */
  benchmarkIndexes: (number | null)[];
  /**
   * For each load, in load order, the share (%) of our machine's CPU, all cores together, that
   * other work took while it ran (machine-load.mjs; null: not recorded). Absent before it was
   * recorded.
   */
  otherLoads?: (number | null)[];
  /** …and the kept load's. */
  otherLoad?: number | null;
  /** The benchmark of the kept load… */
  benchmarkIndex: number | null;
  /** …and the CPU slowdown Lighthouse simulated (its default, 4). */
  cpuSlowdown: number;
  /** Lighthouse's warnings about the kept load, as it wrote them (English). */
  warnings: string[];
};

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
  /** Every third party on the page, the busiest first (absent before it was recorded). */
  thirdParties?: ThirdParty[];
  /** Connections the browser tried that the guard refused (private addresses and the like). */
  refusedConnections: number;
  screenshot: MeasuredImage | null;
  filmstrip: MeasuredImage[];
  /** How it was measured (absent before it was recorded). */
  method?: MeasurementMethod;
  /**
   * The content checks on the page as the phone rendered it (absent before it was recorded,
   * or when the rendered page could not be read).
   */
  rendered?: RenderedReading;
  /** The call and WhatsApp links on the first screen (absent before it was recorded). */
  firstScreen?: FirstScreen;
  /** How long the run took, browser start to result. */
  runMs: number;
  /** Google's field data for phones (PageSpeed Insights, when PAGESPEED_API_KEY is set). */
  field?: FieldData | null;
};
