import { describe, expect, it } from 'vitest';
import type { CheckResult } from '@/lib/analysis/checks/all-checks';
import {
  categoryScore,
  competitorTone,
  graderBand,
  overallScore,
  potentialRoi,
  prioritisedIssues,
  scoreAnalysis,
  scoreStatus,
  securityFromSsl,
  speedFromLoadTime,
  uxScore,
} from '@/lib/analysis/scoring';

const check = (
  id: CheckResult['id'],
  category: CheckResult['category'],
  weight: number,
  status: CheckResult['status'],
): CheckResult => ({ id, category, weight, status, evidence: {} });

describe('the five scores (competitor tool rules)', () => {
  it('speed from our own timing: <1000 ms 90, <2000 70, <3000 50, else 30', () => {
    expect([0, 999, 1000, 1999, 2000, 2999, 3000, 60_000].map(speedFromLoadTime)).toEqual([
      90, 90, 70, 70, 50, 50, 30, 30,
    ]);
  });

  it('security: 90 with SSL, 20 without', () => {
    expect([securityFromSsl(true), securityFromSsl(false)]).toEqual([90, 20]);
  });

  it('UX: load <2000 30, <3000 20, else 10; navigation 25; content 25; >1 form 20', () => {
    const base = { goodNavigation: false, organisedContent: false, contactForms: 0 };
    expect([1999, 2000, 2999, 3000].map((loadMs) => uxScore({ ...base, loadMs }))).toEqual([
      30, 20, 20, 10,
    ]);
    expect(uxScore({ ...base, loadMs: 500, goodNavigation: true })).toBe(55);
    expect(uxScore({ ...base, loadMs: 500, organisedContent: true })).toBe(55);
    expect(uxScore({ ...base, loadMs: 500, contactForms: 1 })).toBe(30);
    expect(uxScore({ ...base, loadMs: 500, contactForms: 2 })).toBe(50);
    expect(
      uxScore({ loadMs: 500, goodNavigation: true, organisedContent: true, contactForms: 3 }),
    ).toBe(100);
  });

  it('overall: the rounded mean of the five', () => {
    expect(overallScore({ speed: 90, mobile: 16, security: 20, seo: 20, ux: 30 })).toBe(35);
    expect(overallScore({ speed: 70, mobile: 63, security: 90, seo: 60, ux: 55 })).toBe(68);
    expect(overallScore({ speed: 70, mobile: 62, security: 90, seo: 60, ux: 55 })).toBe(67);
    // 67.5 rounds up.
    expect(overallScore({ speed: 70, mobile: 62, security: 90, seo: 60, ux: 55.5 })).toBe(68);
  });
});

describe('statuses, bands and colours', () => {
  it('score status: over 70 good, over 40 fair, else poor', () => {
    expect([100, 71, 70, 41, 40, 0].map(scoreStatus)).toEqual([
      'good',
      'good',
      'fair',
      'fair',
      'poor',
      'poor',
    ]);
  });

  it('grader band: 80+ excellent, 60–79 good, below 60 poor', () => {
    expect([100, 80, 79, 60, 59, 0].map(graderBand)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'poor',
      'poor',
    ]);
  });

  it('competitor colour: 80 emerald, 60 blue, 40 yellow, else red', () => {
    expect([80, 79, 60, 59, 40, 39].map(competitorTone)).toEqual([
      'emerald',
      'blue',
      'blue',
      'yellow',
      'yellow',
      'red',
    ]);
  });
});

describe('potential ROI', () => {
  it('gap = 100 − overall: leads gap/100 × 150, revenue gap/100 × 62,500', () => {
    expect(potentialRoi(35)).toEqual({
      additionalLeads: 98,
      revenueIncrease: 40_625,
      timeframe: '3-6',
    });
    expect(potentialRoi(96)).toEqual({
      additionalLeads: 6,
      revenueIncrease: 2_500,
      timeframe: '6-12',
    });
    expect(potentialRoi(100)).toEqual({
      additionalLeads: 0,
      revenueIncrease: 0,
      timeframe: '6-12',
    });
  });

  it('timeframe: 3-6 months only when the gap is over 60', () => {
    expect(potentialRoi(39).timeframe).toBe('3-6'); // gap 61
    expect(potentialRoi(40).timeframe).toBe('6-12'); // gap 60
  });
});

describe('category scores and priorities', () => {
  const checks = [
    check('viewport', 'mobile', 10, 'pass'),
    check('zoom', 'mobile', 6, 'partial'),
    check('noPlugins', 'mobile', 4, 'fail'),
    check('title', 'seo', 8, 'fail'),
    check('canonical', 'seo', 5, 'partial'),
    check('https', 'security', 10, 'pass'),
  ];

  it('weighted share of passes, partial counting half', () => {
    expect(categoryScore(checks, 'mobile')).toBe(65); // (10 + 3) / 20
    expect(categoryScore(checks, 'seo')).toBe(19); // 2.5 / 13
    expect(categoryScore(checks, 'security')).toBe(100);
    expect(categoryScore(checks, 'leadGeneration')).toBe(0);
  });

  it('orders the fixes by the points they would win, then by report order', () => {
    expect(prioritisedIssues(checks).map((c) => c.id)).toEqual([
      'title', // 8 lost
      'noPlugins', // 4
      'zoom', // 3
      'canonical', // 2.5
    ]);
  });

  it('scores an analysis: PageSpeed replaces our timing in the speed score', () => {
    const input = {
      checks: [
        ...checks,
        check('navigation', 'seo', 4, 'pass'),
        check('headingOutline', 'seo', 4, 'partial'),
        check('metaDescription', 'seo', 7, 'partial'),
      ],
      loadMs: 2500,
      contactForms: 2,
    };
    const own = scoreAnalysis({ ...input, pageSpeedScore: null });
    // SEO: (0 + 2.5 + 4 + 2 + 3.5) of 28 → 43.
    expect(own).toMatchObject({ speed: 50, mobile: 65, security: 90, seo: 43, ux: 65 });
    expect(own.overall).toBe(63);
    expect(scoreAnalysis({ ...input, pageSpeedScore: 87 }).speed).toBe(87);
  });

  it('shows one score per thing: the grader’s categories are the five scores they name', () => {
    const scores = scoreAnalysis({ checks, loadMs: 1500, pageSpeedScore: null, contactForms: 0 });
    expect(scores.categories).toEqual({
      mobile: scores.mobile,
      seo: scores.seo,
      performance: scores.speed,
      leadGeneration: 0,
    });
    expect(scores.seo).toBe(categoryScore(checks, 'seo'));
    expect(
      scoreAnalysis({ checks, loadMs: 1500, pageSpeedScore: 41, contactForms: 0 }).categories
        .performance,
    ).toBe(41);
  });
});
