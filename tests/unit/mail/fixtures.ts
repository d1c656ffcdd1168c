import type { AnalysisResult } from '@/lib/analysis/analysis-result';
import { allChecks, type CheckResult } from '@/lib/analysis/checks/all-checks';
import type { CheckStatus } from '@/lib/analysis/checks/check-types';
import { scoreAnalysis } from '@/lib/analysis/scoring';
import type { Lead } from '@/lib/db/generated/client';

/** A lead with every field filled, each value easy to find in an e-mail. */
export function leadFixture(overrides: Partial<Lead> = {}): Lead {
  const lead = {
    id: '01968a4e-5c1b-7cc0-9a51-6f1f0c2d3e4f',
    createdAt: new Date('2026-03-16T10:05:00.000Z'),
    source: 'contact',
    status: 'new',
    name: 'Andreas Georgiou',
    email: 'andreas@kyrenia-motors.example',
    phone: '+357 99 123 456',
    company: 'Kyrenia Motors Zebrafinch',
    message: 'We stock 40 cars; our old site is slow. Marmalade-Quokka-7741',
    package: 'advance',
    cars: '26-50',
    budget: '2500-5000',
    locale: 'tr',
    pagePath: '/tr/contact',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'spring-dealers',
    utmTerm: 'dealer websites',
    utmContent: 'ad-b',
    consentGiven: true,
    consentVersion: '2024-12-15',
    suspectedSpam: false,
    fillTimeMs: 42_300,
    reference: 'AS-7KQ2-M9XD',
    ...overrides,
  };
  // The schema may gain columns the e-mails do not read: a cast keeps this fixture valid.
  return lead as Lead;
}

/** An analysis result of `statusOf(check)` for every check, scored as the engine scores. */
export function resultFixture(
  statusOf: (index: number) => CheckStatus = () => 'fail',
  url = 'https://www.kyrenia-motors.example/',
): AnalysisResult {
  const checks: CheckResult[] = allChecks.map((check, index) => ({
    id: check.id,
    category: check.category,
    weight: check.weight,
    status: statusOf(index),
    evidence: {},
  }));
  return {
    version: 1,
    url,
    finalUrl: url,
    analyzedAt: '2026-03-16T10:00:00.000Z',
    status: 200,
    redirects: 0,
    ttfbMs: 900,
    loadMs: 4200,
    htmlBytes: 180_000,
    pageSpeed: { source: 'own', reason: 'not_configured' },
    facts: {
      metaTitle: null,
      metaDescription: null,
      hasSsl: false,
      hasStructuredData: false,
      mobileResponsive: false,
      contactForms: 0,
    },
    checks,
    scores: scoreAnalysis({
      checks,
      loadMs: 4200,
      pageSpeedScore: null,
      contactForms: 0,
    }),
  };
}

/** The text a reader sees: entities decoded and whitespace collapsed, tags removed. */
export function visibleText(html: string): string {
  return html
    .replace(/<head[\s\S]*?<\/head>/i, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;|&#xa0;/gi, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

export const squash = (text: string) => text.replace(/\s+/g, ' ');

/** Every image source, stylesheet or CSS url() an HTML part would fetch. */
export function remoteResources(html: string): string[] {
  const images = [...html.matchAll(/<img\b[^>]*\bsrc=["']?([^"'\s>]+)/gi)].map((m) => m[1]!);
  const styles = [...html.matchAll(/url\(\s*["']?([^"')]+)/gi)].map((m) => m[1]!);
  const links = [...html.matchAll(/<link\b[^>]*\bhref=["']?([^"'\s>]+)/gi)].map((m) => m[1]!);
  return [...images, ...styles, ...links];
}
