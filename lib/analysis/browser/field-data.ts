import { askPageSpeed, type PageSpeedConfig } from '../pagespeed';
import { rate, type Rating } from './vitals';

/** Google's field metrics the report shows: p75 of real phone visits over 28 days (CrUX). */
export const fieldMetrics = ['lcp', 'inp', 'cls'] as const;
export type FieldMetric = (typeof fieldMetrics)[number];

/**
 * Real visitors' figures from the Chrome UX Report, as PageSpeed Insights gives them for phones:
 * the 75th percentile of each metric (LCP and INP in ms, CLS unitless), for the page itself or,
 * when Google has too few visits to the page, for its whole origin. A metric Google lacks is null.
 */
export type FieldData = {
  scope: 'page' | 'origin';
  values: Record<FieldMetric, number | null>;
};

type CruxMetric = { percentile?: number };
type LoadingExperience = {
  origin_fallback?: boolean;
  metrics?: Partial<Record<string, CruxMetric>>;
};
type PageSpeedAnswer = {
  loadingExperience?: LoadingExperience;
  originLoadingExperience?: LoadingExperience;
};

/** PSI's names; CLS comes as its percentile × 100. */
const cruxNames: Record<FieldMetric, { name: string; scale: number }> = {
  lcp: { name: 'LARGEST_CONTENTFUL_PAINT_MS', scale: 1 },
  inp: { name: 'INTERACTION_TO_NEXT_PAINT', scale: 1 },
  cls: { name: 'CUMULATIVE_LAYOUT_SHIFT_SCORE', scale: 100 },
};

function valuesOf(experience: LoadingExperience | undefined): FieldData['values'] | null {
  const values = { lcp: null, inp: null, cls: null } as FieldData['values'];
  let any = false;
  for (const metric of fieldMetrics) {
    const { name, scale } = cruxNames[metric];
    const percentile = experience?.metrics?.[name]?.percentile;
    if (typeof percentile === 'number' && Number.isFinite(percentile) && percentile >= 0) {
      values[metric] = percentile / scale;
      any = true;
    }
  }
  return any ? values : null;
}

/**
 * Asks PageSpeed Insights (mobile) for the page's field data. Null when no key is set, when
 * Google has no figures for the page or its origin, or when the request fails or is late: the
 * report then shows the lab run alone, which is the headline either way.
 */
export async function fetchFieldData(
  pageUrl: string,
  config: PageSpeedConfig | null,
): Promise<FieldData | null> {
  if (!config) return null;
  try {
    const response = await askPageSpeed(pageUrl, config);
    if (!response.ok) return null;
    const answer = (await response.json()) as PageSpeedAnswer;
    const page = answer.loadingExperience;
    const pageValues = page?.origin_fallback ? null : valuesOf(page);
    if (pageValues) return { scope: 'page', values: pageValues };
    const originValues = valuesOf(answer.originLoadingExperience) ?? valuesOf(page);
    return originValues ? { scope: 'origin', values: originValues } : null;
  } catch {
    return null;
  }
}

/** Each field metric's verdict against Google's thresholds (null when Google lacks it). */
export function fieldRating(metric: FieldMetric, value: number | null): Rating | null {
  return value === null ? null : rate(metric, value);
}
