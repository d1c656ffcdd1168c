/**
 * PageSpeed Insights v5 (optional): when configured, its lab performance score replaces our own
 * timing in the speed score. Any failure — not configured, rate-limited (429), timed out,
 * broken answer — falls back to our own timing, and the report says which.
 */
export type PageSpeedConfig = { apiKey: string; baseUrl: string; timeoutMs: number };

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
  const endpoint = new URL(`${config.baseUrl.replace(/\/+$/, '')}/runPagespeed`);
  endpoint.searchParams.set('url', pageUrl);
  endpoint.searchParams.set('strategy', 'desktop');
  endpoint.searchParams.set('category', 'performance');
  endpoint.searchParams.set('key', config.apiKey);
  try {
    const response = await fetch(endpoint, { signal: AbortSignal.timeout(config.timeoutMs) });
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
