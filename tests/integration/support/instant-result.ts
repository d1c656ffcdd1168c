import type { AnalysisResult } from '@/lib/analysis/analysis-result';

/**
 * The instant checks' result of a graded page, as stored with its report before the phone
 * measurement: enough for the queue and worker tests, which look at the measurement only.
 */
export const instantResult = (url: string) =>
  ({
    version: 1,
    url,
    finalUrl: url,
    analyzedAt: new Date().toISOString(),
    status: 200,
    redirects: 0,
    ttfbMs: 100,
    loadMs: 300,
    htmlBytes: 2000,
    pageSpeed: { source: 'own', reason: 'not_configured' },
    facts: {
      metaTitle: 'x',
      metaDescription: null,
      hasSsl: true,
      hasStructuredData: false,
      mobileResponsive: true,
      contactForms: 0,
    },
    checks: [],
    scores: {
      speed: 90,
      mobile: 50,
      security: 90,
      seo: 40,
      ux: 30,
      overall: 60,
      categories: { mobile: 50, seo: 40, performance: 70, leadGeneration: 0 },
    },
  }) as AnalysisResult;
