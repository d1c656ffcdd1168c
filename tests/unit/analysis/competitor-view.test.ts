import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@/lib/analysis/analysis-result';
import { runChecks } from '@/lib/analysis/checks/all-checks';
import { competitorViewFor } from '@/lib/analysis/competitor-view';
import type { PageSpeedOutcome } from '@/lib/analysis/pagespeed';
import { analysisTextsFor } from '@/lib/analysis/present';
import { scoreAnalysis } from '@/lib/analysis/scoring';
import en from '@/messages/en.json';
import { contextFor } from './context';

const poorHtml = readFileSync(
  new URL('../../fixtures/sites/poor-dealer.html', import.meta.url),
  'utf8',
);

/** An analysis of the poor fixture page as served from `url`, timed at `loadMs`. */
function analysis(
  url: string,
  loadMs: number,
  pageSpeed: PageSpeedOutcome = { source: 'own', reason: 'not_configured' },
): AnalysisResult {
  const context = contextFor(poorHtml, { url: new URL(url), loadMs });
  const checks = runChecks(context);
  return {
    version: 1,
    url,
    finalUrl: url,
    analyzedAt: '2026-01-01T00:00:00.000Z',
    status: 200,
    redirects: 0,
    ttfbMs: 100,
    loadMs,
    htmlBytes: poorHtml.length,
    pageSpeed,
    facts: {
      metaTitle: 'Poor Motors',
      metaDescription: null,
      hasSsl: url.startsWith('https:'),
      hasStructuredData: false,
      mobileResponsive: false,
      contactForms: 0,
    },
    checks,
    scores: scoreAnalysis({
      checks,
      loadMs,
      pageSpeedScore: pageSpeed.source === 'pagespeed' ? pageSpeed.score : null,
      contactForms: 0,
    }),
  };
}

// Outside a Next request there is no next-intl request config: the texts come from the file.
const view = async (result: AnalysisResult) =>
  competitorViewFor(
    '0190a000-0000-7000-8000-000000000000',
    result,
    analysisTextsFor('en', en),
    'en',
    en,
  );

describe('the competitor tool result', () => {
  it('names the site by its host without scheme or www., with the one overall score', async () => {
    const result = analysis('http://www.poor-motors.example/', 3500);
    const shown = await view(result);
    expect(shown.competitorName).toBe('poor-motors.example');
    expect(shown.url).toBe('http://www.poor-motors.example/');
    const { speed, mobile, security, seo, ux } = result.scores;
    expect(shown.overallScore).toBe(Math.round((speed + mobile + security + seo + ux) / 5));
    expect(shown.overallScore).toBe(result.scores.overall);
    expect(shown.pageSpeed).toBe(30); // 3500 ms without PageSpeed
    expect(shown.loadTime).toBe(3500);
    expect(shown.tone).toBe('red');
  });

  it('lists the five scores with their status; SSL is good when present, poor when not', async () => {
    const plain = await view(analysis('http://poor-motors.example/', 500));
    expect(plain.issues.map((issue) => issue.category)).toEqual([
      'speed',
      'mobile',
      'security',
      'seo',
      'ux',
    ]);
    const byCategory = Object.fromEntries(plain.issues.map((issue) => [issue.category, issue]));
    expect(byCategory.speed).toMatchObject({ score: 90, status: 'good', statusLabel: 'Good' });
    expect(byCategory.security).toMatchObject({ score: 20, status: 'poor' });
    expect(byCategory.security?.description).toMatch(/No HTTPS/);
    expect(byCategory.ux).toMatchObject({ score: 30, status: 'poor' });

    const secure = await view(analysis('https://poor-motors.example/', 500));
    const security = secure.issues.find((issue) => issue.category === 'security');
    expect(security).toMatchObject({ score: 90, status: 'good' });
    expect(secure.hasSSL).toBe(true);
  });

  it('offers at most 8 opportunities, most valuable fix first', async () => {
    const result = analysis('http://poor-motors.example/', 500);
    const failing = result.checks.filter((check) => check.status !== 'pass');
    expect(failing.length).toBeGreaterThan(8);
    const shown = await view(result);
    expect(shown.opportunities).toHaveLength(8);
    expect(new Set(shown.opportunities).size).toBe(8);
  });

  it('estimates the potential ROI from the gap to 100', async () => {
    const result = analysis('http://poor-motors.example/', 500);
    const gap = 100 - result.scores.overall;
    const shown = await view(result);
    expect(shown.potentialROI).toEqual({
      additionalLeads: Math.round((gap / 100) * 150),
      revenueIncrease: Math.round((gap / 100) * 62_500),
      revenueText: expect.stringMatching(/^£[\d,]+$/),
      timeframe: gap > 60 ? '3-6 months' : '6-12 months',
    });
  });

  it('says when speed fell back to our own timing because PageSpeed failed', async () => {
    const limited = await view(
      analysis('https://poor-motors.example/', 1500, { source: 'own', reason: 'rate_limited' }),
    );
    expect(limited.issues[0]?.description).toBe(
      'The page loaded in 1500 ms. Google PageSpeed Insights was busy (rate-limited), so speed uses our own timing of the page.',
    );
    const measured = await view(
      analysis('https://poor-motors.example/', 1500, {
        source: 'pagespeed',
        score: 64,
        fcpMs: 900,
        lcpMs: 2100,
      }),
    );
    expect(measured.pageSpeed).toBe(64);
    expect(measured.issues[0]).toMatchObject({ score: 64, status: 'fair' });
  });
});
