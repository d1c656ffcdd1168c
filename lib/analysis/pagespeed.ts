import type { RunTimeEnv } from '@/lib/env';

/**
 * PageSpeed Insights v5 (optional), on an instance without a browser of its own: when
 * configured, its mobile lab performance score replaces our own timing in the speed score (with
 * a browser, the grader measures the page itself and asks PageSpeed only for Google's field data:
 * browser/field-data.ts). Any failure — not configured, rate-limited (429), timed out,
 * broken answer — falls back to our own timing, and the report says which.
 */
export type PageSpeedConfig = { apiKey: string; baseUrl: string; timeoutMs: number };

/** PageSpeed Insights, when a key is set (PAGESPEED_API_KEY). */
export function pageSpeedConfig(env: RunTimeEnv, timeoutMs = 20_000): PageSpeedConfig | null {
  return env.PAGESPEED_API_KEY
    ? { apiKey: env.PAGESPEED_API_KEY, baseUrl: env.PAGESPEED_API_BASE, timeoutMs }
    : null;
}

/** One PageSpeed Insights run of `pageUrl` on a phone (the performance category only). */
export function askPageSpeed(pageUrl: string, config: PageSpeedConfig): Promise<Response> {
  const endpoint = new URL(`${config.baseUrl.replace(/\/+$/, '')}/runPagespeed`);
  endpoint.searchParams.set('url', pageUrl);
  endpoint.searchParams.set('strategy', 'mobile');
  endpoint.searchParams.set('category', 'performance');
  endpoint.searchParams.set('key', config.apiKey);
  return fetch(endpoint, { signal: AbortSignal.timeout(config.timeoutMs) });
}

export type PageSpeedOutcome =
  | { source: 'pagespeed'; score: number; fcpMs: number | null; lcpMs: number | null }
  | { source: 'own'; reason: 'not_configured' | 'rate_limited' | 'timeout' | 'failed' };

type Audit = { numericValue?: number };
type PageSpeedAnswer = {
  lighthouseResult?: {
    categories?: { performance?: { score?: number | null } };
    audits?: Record<string, Audit | undefined>;
  };
};

export async function fetchPageSpeed(
  pageUrl: string,
  config: PageSpeedConfig | null,
): Promise<PageSpeedOutcome> {
  if (!config) return { source: 'own', reason: 'not_configured' };
  try {
    const response = await askPageSpeed(pageUrl, config);
    if (response.status === 429) return { source: 'own', reason: 'rate_limited' };
    if (!response.ok) return { source: 'own', reason: 'failed' };
    const answer = (await response.json()) as PageSpeedAnswer;
    const score = answer.lighthouseResult?.categories?.performance?.score;
    if (typeof score !== 'number' || score < 0 || score > 1)
      return { source: 'own', reason: 'failed' };
    const audits = answer.lighthouseResult?.audits ?? {};
    const metric = (id: string) => {
      const value = audits[id]?.numericValue;
      return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;
    };
    return {
      source: 'pagespeed',
      score: Math.round(score * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
    };
  } catch (error) {
    const name = (error as Error).name;
    return {
      source: 'own',
      reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'failed',
    };
  }
}
