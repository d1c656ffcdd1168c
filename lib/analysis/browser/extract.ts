import type {
  BlockingFile,
  BrowserResult,
  LcpElement,
  Opportunity,
  OpportunityId,
  ThirdParty,
} from './browser-result';
import { imageFromDataUrl, type RawImage } from './screenshot-images';
import { labMetrics, metricScore, speedScore, speedWeights, type LabValues } from './vitals';

/** The parts of Lighthouse's result (LHR) read here; anything may be missing. */
type Audit = {
  score?: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  metricSavings?: Record<string, number | undefined>;
  details?: Record<string, unknown> & {
    items?: unknown[];
    data?: unknown;
    overallSavingsBytes?: number;
  };
};
export type LighthouseResult = {
  lighthouseVersion?: string;
  finalDisplayedUrl?: string;
  runtimeError?: { code?: string; message?: string };
  runWarnings?: unknown[];
  /** `otherLoad` is ours: lighthouse-runner.mjs adds it (machine-load.mjs). */
  environment?: { benchmarkIndex?: number; otherLoad?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
  categories?: { performance?: { score?: number | null } };
  audits?: Record<string, Audit | undefined>;
};

export type ExtractedRun = {
  result: Omit<BrowserResult, 'screenshot' | 'filmstrip' | 'refusedConnections' | 'runMs'>;
  screenshot: RawImage | null;
  filmstrip: RawImage[];
};

/** Lighthouse's audits behind each of our opportunities. */
const auditsOf: Record<OpportunityId, readonly string[]> = {
  renderBlocking: ['render-blocking-insight'],
  imageSize: ['image-delivery-insight'],
  lcpLate: ['lcp-discovery-insight'],
  serverResponse: ['document-latency-insight', 'server-response-time', 'redirects'],
  caching: ['cache-insight'],
  unusedCode: [
    'unused-javascript',
    'unused-css-rules',
    'unminified-javascript',
    'unminified-css',
    'duplicated-javascript-insight',
    'legacy-javascript-insight',
  ],
  mainThread: ['bootup-time', 'mainthread-work-breakdown', 'forced-reflow-insight'],
  // `layout-shifts` carries the shift itself (CLS saving, culprits); Lighthouse 13.5 leaves the
  // CLS saving of `cls-culprits-insight` and `unsized-images` at 0 even when the page jumps.
  layoutShifts: [
    'layout-shifts',
    'cls-culprits-insight',
    'unsized-images',
    'non-composited-animations',
  ],
  fonts: ['font-display-insight'],
  // Built from the third parties themselves (thirdPartyOpportunity): Lighthouse 13.5 reports
  // `third-parties-insight` as informative, with no savings.
  thirdParties: [],
  pageWeight: ['total-byte-weight'],
  domSize: ['dom-size-insight'],
  viewport: ['viewport-insight'],
  requestChains: ['network-dependency-tree-insight'],
};

/** At most this many opportunities are kept, the most valuable first. */
export const maxOpportunities = 5;

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Null when a metric is missing: a run without its metrics is no measurement. */
export function extractRun(lhr: LighthouseResult): ExtractedRun | null {
  const audits = lhr.audits ?? {};
  const value = (id: string) => finite(audits[id]?.numericValue);
  const raw = {
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
  };
  if (Object.values(raw).some((metric) => metric === null)) return null;
  const values: LabValues = {
    fcp: Math.round(raw.fcp!),
    lcp: Math.round(raw.lcp!),
    tbt: Math.round(raw.tbt!),
    cls: Math.round(raw.cls! * 1000) / 1000,
    si: Math.round(raw.si!),
  };
  const lighthouseScore = finite(lhr.categories?.performance?.score);
  const benchmark = benchmarkIndex(lhr);
  const load = otherLoad(lhr);
  const cpuSlowdown = finite(lhr.configSettings?.throttling?.cpuSlowdownMultiplier) ?? 4;
  const thirdPartyReading = thirdParties(audits, cpuSlowdown);
  const thumbnails = (audits['screenshot-thumbnails']?.details?.items ?? []) as {
    timing?: unknown;
    data?: unknown;
  }[];
  const finalShot = audits['final-screenshot']?.details;
  return {
    result: {
      version: 1,
      lighthouseVersion: lhr.lighthouseVersion ?? 'unknown',
      finalUrl: lhr.finalDisplayedUrl ?? '',
      values,
      score: speedScore(values),
      lighthouseScore: lighthouseScore === null ? null : Math.round(lighthouseScore * 100),
      totalBytes: Math.round(value('total-byte-weight') ?? 0),
      lcpElement: lcpElement(audits),
      opportunities: opportunities(audits, values, thirdPartyReading),
      thirdParties: thirdPartyReading.parties,
      method: {
        runs: 1,
        benchmarkIndexes: [benchmark],
        benchmarkIndex: benchmark,
        otherLoads: [load],
        otherLoad: load,
        cpuSlowdown,
        warnings: (lhr.runWarnings ?? [])
          .filter((warning): warning is string => typeof warning === 'string')
          .slice(0, maxWarnings)
          .map((warning) => clean(warning, 300)),
      },
    },
    screenshot: imageFromDataUrl(finalShot?.data, finite(finalShot?.timing) ?? 0),
    filmstrip: thumbnails
      .map((frame) => imageFromDataUrl(frame.data, finite(frame.timing) ?? 0))
      .filter((image): image is RawImage => image !== null),
  };
}

/** At most this many of Lighthouse's warnings are kept. */
const maxWarnings = 5;

/** Lighthouse's benchmark of the machine as the load started, rounded; null when it took none. */
function benchmarkIndex(lhr: LighthouseResult): number | null {
  const value = finite(lhr.environment?.benchmarkIndex);
  return value === null ? null : Math.round(value);
}

/** What other work took of our machine's CPU during the load, in %; null when not recorded. */
function otherLoad(lhr: LighthouseResult): number | null {
  const value = finite(lhr.environment?.otherLoad);
  return value === null ? null : Math.round(Math.min(Math.max(value, 0), 1) * 100);
}

/**
 * The load with the median Speed score of those that have their metrics (the lower middle of
 * an even count), with how many loads there were and each one's benchmark; null when none has.
 */
export function extractMedianRun(lhrs: readonly LighthouseResult[]): ExtractedRun | null {
  const measured = lhrs
    .map((lhr) => extractRun(lhr))
    .filter((run): run is ExtractedRun => run !== null)
    .sort((a, b) => a.result.score - b.result.score);
  const kept = measured[Math.floor((measured.length - 1) / 2)];
  if (!kept) return null;
  const method = kept.result.method!;
  return {
    ...kept,
    result: {
      ...kept.result,
      method: {
        ...method,
        runs: measured.length,
        benchmarkIndexes: lhrs.map(benchmarkIndex),
        otherLoads: lhrs.map(otherLoad),
      },
    },
  };
}

type NodeDetails = { type?: string; selector?: unknown; snippet?: unknown; nodeLabel?: unknown };

const clean = (value: unknown, max: number) =>
  typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, max) : '';

/** At most this many of the elements that moved are named. */
const maxCulprits = 3;

/** The elements `layout-shifts` names, the biggest shift first, with their share of the CLS. */
function shiftCulprits(audit: Audit): Pick<Opportunity, 'culprits'> {
  const items = (audit.details?.items ?? []) as { node?: NodeDetails; score?: unknown }[];
  const culprits = items
    .filter((item) => item.node?.type === 'node' && typeof item.node.selector === 'string')
    .map((item) => ({
      selector: clean(item.node!.selector, 200),
      label: clean(item.node!.nodeLabel, 120) || null,
      shift: Math.round((finite(item.score) ?? 0) * 1000) / 1000,
    }))
    .filter((culprit) => culprit.shift >= 0.001)
    .sort((a, b) => b.shift - a.shift)
    .slice(0, maxCulprits);
  return culprits.length > 0 ? { culprits } : {};
}

/** The LCP element: in Lighthouse 13's LCP breakdown, or the older LCP-element audit. */
function lcpElement(audits: Record<string, Audit | undefined>): LcpElement | null {
  const found: NodeDetails[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 4 || value === null || typeof value !== 'object') return;
    const node = value as NodeDetails & { items?: unknown[]; node?: unknown };
    if (node.type === 'node') found.push(node);
    for (const child of node.items ?? []) visit(child, depth + 1);
    if (node.node) visit(node.node, depth + 1);
  };
  visit(audits['lcp-breakdown-insight']?.details, 0);
  visit(audits['largest-contentful-paint-element']?.details, 0);
  const node = found.find((candidate) => typeof candidate.snippet === 'string');
  if (!node) return null;
  return {
    selector: clean(node.selector, 200),
    snippet: clean(node.snippet, 300),
    label: clean(node.nodeLabel, 120) || null,
  };
}

type Ranked = { opportunity: Opportunity; points: number };

/** At most this many files, images or third parties are named under one fix. */
const maxNamed = 5;

/** What Lighthouse named behind a fix besides its savings: which files, which images. */
function evidence(
  id: OpportunityId,
  audits: Record<string, Audit | undefined>,
): Pick<Opportunity, 'blockingFiles' | 'unsizedImages'> {
  if (id === 'renderBlocking') {
    const files = blockingFiles(audits);
    return files.length > 0 ? { blockingFiles: files } : {};
  }
  if (id === 'layoutShifts') {
    const images = tableItems(audits['unsized-images'])
      .map((item) => clean(item.url, 300))
      .filter((url) => url !== '')
      .slice(0, maxNamed);
    return images.length > 0 ? { unsizedImages: images } : {};
  }
  return {};
}

/** The rows of an audit's table (`details.items`), each an object. */
function tableItems(audit: Audit | undefined): Record<string, unknown>[] {
  const items = audit?.details?.items;
  return Array.isArray(items)
    ? items.filter(
        (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
      )
    : [];
}

/** Lighthouse's network resource types (the `network-requests` audit) as our file types. */
const fileTypes: Record<string, BlockingFile['type']> = {
  Stylesheet: 'stylesheet',
  Script: 'script',
  Font: 'font',
};

/**
 * The files that held back the first paint (`render-blocking-insight`), the costliest first,
 * each typed by the network's record of it (`network-requests`), else by its name, so that the
 * fix speaks of stylesheets where stylesheets block and of scripts where scripts do.
 */
function blockingFiles(audits: Record<string, Audit | undefined>): BlockingFile[] {
  const recorded = new Map<string, string>();
  for (const request of tableItems(audits['network-requests'])) {
    if (typeof request.url === 'string' && typeof request.resourceType === 'string') {
      recorded.set(request.url, request.resourceType);
    }
  }
  return tableItems(audits['render-blocking-insight'])
    .filter((item) => typeof item.url === 'string')
    .map((item) => {
      const url = item.url as string;
      return {
        url: clean(url, 300),
        type: fileTypes[recorded.get(url) ?? ''] ?? typeByName(url),
        bytes: Math.round(finite(item.totalBytes) ?? 0),
        wastedMs: Math.round(finite(item.wastedMs) ?? 0),
      };
    })
    .sort((a, b) => b.wastedMs - a.wastedMs || b.bytes - a.bytes)
    .slice(0, maxNamed);
}

function typeByName(url: string): BlockingFile['type'] {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // not a URL: judge the text itself
  }
  if (/\.css$/i.test(path)) return 'stylesheet';
  if (/\.m?js$/i.test(path)) return 'script';
  if (/\.(woff2?|ttf|otf)$/i.test(path)) return 'font';
  return 'other';
}

/**
 * Every third party Lighthouse found (`third-parties-insight`, read whatever its display mode:
 * 13.5 marks it informative), the busiest first: its name, the host it served most from, its
 * main-thread time and bytes as Lighthouse observed them; and the blocking time their scripts
 * account for on the simulated phone: each script's observed time slowed down as the phone's
 * CPU was, less the 50 ms a task may take without blocking. (Lighthouse gives third parties no
 * savings of their own; the page's own blocking time caps the estimate.)
 */
function thirdParties(
  audits: Record<string, Audit | undefined>,
  cpuSlowdown: number,
): { parties: ThirdParty[]; blockingMs: number } {
  let blockingMs = 0;
  const parties = tableItems(audits['third-parties-insight'])
    .map((item) => {
      const subItems = (item.subItems as { items?: unknown } | undefined)?.items;
      const scripts = (Array.isArray(subItems) ? subItems : []).filter(
        (sub): sub is { url: string; mainThreadTime?: unknown } =>
          typeof (sub as { url?: unknown }).url === 'string',
      );
      for (const script of scripts) {
        blockingMs += Math.max(0, (finite(script.mainThreadTime) ?? 0) * cpuSlowdown - 50);
      }
      const name = clean(
        typeof item.entity === 'object' && item.entity !== null
          ? (item.entity as { text?: unknown }).text
          : item.entity,
        120,
      );
      return {
        name,
        host: hostOf(scripts[0]?.url) ?? name,
        mainThreadMs: Math.round(finite(item.mainThreadTime) ?? 0),
        bytes: Math.round(finite(item.transferSize) ?? 0),
      };
    })
    .filter((party) => party.name !== '' && (party.mainThreadMs > 0 || party.bytes > 0))
    .sort((a, b) => b.mainThreadMs - a.mainThreadMs || b.bytes - a.bytes)
    .slice(0, maxNamed);
  return { parties, blockingMs: Math.round(blockingMs) };
}

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

/**
 * "Scripts keep the phone busy" counts every script, other companies' tags too: with the third
 * parties named as a fix of their own, it keeps only the blocking time left to the site's own
 * scripts, so that a page whose work is all tags is told about its tags and nothing else.
 */
function firstPartyShare(mainThread: Ranked, thirdPartyMs: number, values: LabValues): Ranked {
  const savingsMs = Math.max(0, mainThread.opportunity.savingsMs - thirdPartyMs);
  return {
    opportunity: { ...mainThread.opportunity, savingsMs },
    points: pointsWonBack(values, { TBT: savingsMs }),
  };
}

/** The third parties as a fix: the blocking time their scripts account for, and their bytes. */
function thirdPartyOpportunity(
  { parties, blockingMs }: ReturnType<typeof thirdParties>,
  values: LabValues,
): Ranked | null {
  if (parties.length === 0) return null;
  const savingsMs = Math.min(values.tbt, blockingMs);
  return {
    opportunity: {
      id: 'thirdParties',
      savingsMs,
      savingsBytes: parties.reduce((sum, party) => sum + party.bytes, 0),
      cls: 0,
      thirdParties: parties,
    },
    points: pointsWonBack(values, { TBT: savingsMs }),
  };
}

/**
 * Lighthouse's failing audits, grouped into our opportunities: the one that would win back the
 * most Speed score first, then the most time, then the most bytes. An audit shows only when the
 * measurement shows its cost (`showsItsCost`).
 */
function opportunities(
  audits: Record<string, Audit | undefined>,
  values: LabValues,
  parties: ReturnType<typeof thirdParties>,
): Opportunity[] {
  const found: Ranked[] = [];
  const fromThirdParties = thirdPartyOpportunity(parties, values);
  if (fromThirdParties && showsItsCost(fromThirdParties.opportunity)) found.push(fromThirdParties);
  for (const [id, sources] of Object.entries(auditsOf) as [OpportunityId, readonly string[]][]) {
    let best: Ranked | null = null;
    for (const source of sources) {
      const audit = audits[source];
      if (!audit || typeof audit.score !== 'number' || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative')
        continue;
      const savings = audit.metricSavings ?? {};
      const candidate: Ranked = {
        opportunity: {
          id,
          savingsMs: Math.round(
            Math.max(finite(savings.LCP) ?? 0, finite(savings.FCP) ?? 0, finite(savings.TBT) ?? 0),
          ),
          savingsBytes: Math.round(finite(audit.details?.overallSavingsBytes) ?? 0),
          cls: Math.round((finite(savings.CLS) ?? 0) * 1000) / 1000,
          ...(source === 'layout-shifts' ? shiftCulprits(audit) : {}),
          ...evidence(id, audits),
        },
        points: pointsWonBack(values, savings),
      };
      if (!best || outranks(candidate, best)) best = candidate;
    }
    if (id === 'mainThread' && best && fromThirdParties) {
      best = firstPartyShare(best, fromThirdParties.opportunity.savingsMs, values);
    }
    if (best && showsItsCost(best.opportunity)) found.push(best);
  }
  return found
    .sort((a, b) => (outranks(a, b) ? -1 : outranks(b, a) ? 1 : 0))
    .slice(0, maxOpportunities)
    .map(({ opportunity }) => opportunity);
}

/**
 * Whether the run measured what the problem costs: 100 ms, a layout shift of 0.01 or 10 KB (the
 * least the report shows), so that no fix is advised where it would change nothing (scripts
 * "keeping the phone busy" on a page whose blocking time is 0). A page not sized for phones is
 * the exception: it costs taps and zooming, which no lab metric counts.
 */
const showsItsCost = (opportunity: Opportunity) =>
  opportunity.savingsMs >= 100 ||
  opportunity.cls >= 0.01 ||
  opportunity.savingsBytes >= 10_240 ||
  opportunity.id === 'viewport';

const outranks = (a: Ranked, b: Ranked) =>
  a.points !== b.points
    ? a.points > b.points
    : a.opportunity.savingsMs !== b.opportunity.savingsMs
      ? a.opportunity.savingsMs > b.opportunity.savingsMs
      : a.opportunity.savingsBytes > b.opportunity.savingsBytes;

/**
 * The Speed score points a fix would win back: the page's measured values less the audit's
 * estimated savings, scored on the same curves (vitals.ts), without the rounding of the score
 * itself, so that a fix worth 0.6 of a point still ranks above one worth 0.4.
 */
export function pointsWonBack(
  values: LabValues,
  savings: Record<string, number | undefined>,
): number {
  const saved: LabValues = {
    fcp: finite(savings.FCP) ?? 0,
    lcp: finite(savings.LCP) ?? 0,
    tbt: finite(savings.TBT) ?? 0,
    cls: finite(savings.CLS) ?? 0,
    si: 0,
  };
  return labMetrics.reduce(
    (sum, metric) =>
      sum +
      speedWeights[metric] *
        (metricScore(metric, Math.max(0, values[metric] - saved[metric])) -
          metricScore(metric, values[metric])),
    0,
  );
}
