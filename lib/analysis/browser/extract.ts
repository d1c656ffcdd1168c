import type { BrowserResult, LcpElement, Opportunity, OpportunityId } from './browser-result';
import { imageFromDataUrl, type RawImage } from './screenshot-images';
import { speedScore, type LabValues } from './vitals';

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
  layoutShifts: ['cls-culprits-insight', 'unsized-images', 'non-composited-animations'],
  fonts: ['font-display-insight'],
  thirdParties: ['third-parties-insight'],
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
      opportunities: opportunities(audits),
    },
    screenshot: imageFromDataUrl(finalShot?.data, finite(finalShot?.timing) ?? 0),
    filmstrip: thumbnails
      .map((frame) => imageFromDataUrl(frame.data, finite(frame.timing) ?? 0))
      .filter((image): image is RawImage => image !== null),
  };
}

type NodeDetails = { type?: string; selector?: unknown; snippet?: unknown; nodeLabel?: unknown };

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
  const text = (value: unknown, max: number) =>
    typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, max) : '';
  return {
    selector: text(node.selector, 200),
    snippet: text(node.snippet, 300),
    label: text(node.nodeLabel, 120) || null,
  };
}

/**
 * Lighthouse's failing audits, grouped into our opportunities, most valuable first: the time
 * they would save, a layout shift of 0.1 counted like a second, 100 KB like 10 ms.
 */
function opportunities(audits: Record<string, Audit | undefined>): Opportunity[] {
  const found: Opportunity[] = [];
  for (const [id, sources] of Object.entries(auditsOf) as [OpportunityId, readonly string[]][]) {
    let best: Opportunity | null = null;
    for (const source of sources) {
      const audit = audits[source];
      if (!audit || typeof audit.score !== 'number' || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative')
        continue;
      const savings = audit.metricSavings ?? {};
      const candidate: Opportunity = {
        id,
        savingsMs: Math.round(
          Math.max(finite(savings.LCP) ?? 0, finite(savings.FCP) ?? 0, finite(savings.TBT) ?? 0),
        ),
        savingsBytes: Math.round(finite(audit.details?.overallSavingsBytes) ?? 0),
        cls: Math.round((finite(savings.CLS) ?? 0) * 1000) / 1000,
      };
      if (!best || rank(candidate) > rank(best)) best = candidate;
    }
    if (best) found.push(best);
  }
  return found.sort((a, b) => rank(b) - rank(a)).slice(0, maxOpportunities);
}

const rank = (o: Opportunity) => o.savingsMs + o.cls * 10_000 + o.savingsBytes / 10_240;
