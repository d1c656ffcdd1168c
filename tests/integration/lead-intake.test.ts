import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@/lib/analysis/analysis-result';
import { analysisReportRepository } from '@/lib/analysis/reports';
import { parseRunTimeEnv } from '@/lib/env';
import { intakeLead, type IntakeOutcome } from '@/lib/leads/intake';
import { leadRepository } from '@/lib/leads/lead-repository';
import { engines, freshDatabase, type TestDatabase } from './databases';
import { quoteForm } from './support/outbox-app';

const quote = quoteForm;

const stored = (outcome: IntakeOutcome) => {
  if (outcome.status !== 'stored') throw new Error(`not stored: ${outcome.status}`);
  return outcome;
};

describe.each(engines)('the lead intake on %s', (engine) => {
  let test: TestDatabase;
  let env = parseRunTimeEnv({});
  let ip = 0;
  const request = () => ({ locale: 'en' as const, ip: `198.51.100.${++ip}` });
  const deps = () => ({
    prisma: async () => test.database.prisma,
    jobs: test.jobs,
    env: () => env,
  });
  const intake = (
    kind: Parameters<typeof intakeLead>[0],
    raw: Record<string, string>,
    req = request(),
  ) => intakeLead(kind, raw, req, deps());

  beforeAll(async () => {
    test = await freshDatabase(engine);
  }, 120_000);
  afterAll(() => test?.dispose());
  beforeEach(() => {
    env = parseRunTimeEnv({ LEAD_NOTIFY_TO: 'sales@agency.example' });
  });

  it('stores the lead and its follow-ups in one go', async () => {
    const { lead, followUps } = stored(await intake('leadCapture', quote));
    expect(lead).toMatchObject({
      source: 'lead_capture',
      email: 'andreas@example.com',
      fillTimeMs: 8000,
    });
    expect(followUps.map((f) => [f.kind, f.target, f.status])).toEqual([
      ['agency_email', 'sales@agency.example', 'pending'],
      ['visitor_confirmation', 'andreas@example.com', 'pending'],
    ]);
    const rows = await test.database.prisma.followUp.findMany({ where: { leadId: lead.id } });
    expect(rows).toHaveLength(2);
  });

  it('stores what a person typed and drops what no person types (NUL, bidi overrides)', async () => {
    const { lead } = stored(
      await intake('contact', {
        ...quote,
        name: 'Ana\u0000 Maria\u202E',
        company: 'Nicosia\u0000 Motors',
        message: 'Line one\r\nLine two\u0000',
        package: 'basic',
      }),
    );
    expect(lead).toMatchObject({
      name: 'Ana Maria',
      company: 'Nicosia Motors',
      message: 'Line one\nLine two',
    });
  });

  it('refuses a name or company made only of invisible characters', async () => {
    const outcome = await intake('leadCapture', {
      ...quote,
      name: '\u200B\u200B\u200B',
      company: '\uFEFF\u2060',
    });
    expect(outcome).toMatchObject({
      status: 'invalid',
      errors: { name: 'nameInvalid', company: 'companyInvalid' },
    });
  });

  it('keeps a lead whose fill time would not fit the column, as "unknown"', async () => {
    for (const fillMs of [String(2 ** 31), String(25 * 24 * 60 * 60_000), '1e99']) {
      const { lead } = stored(await intake('leadCapture', { ...quote, fillMs }));
      expect(lead).toMatchObject({ fillTimeMs: null, suspectedSpam: false });
    }
  });

  it('counts every form in one rate-limit bucket per address', async () => {
    env = parseRunTimeEnv({ LEAD_RATE_LIMIT_MAX: '3' });
    const report = await analysisReportRepository(test.database.prisma).create(reportResult());
    const same = { locale: 'en' as const, ip: '203.0.113.77' };
    expect((await intake('leadCapture', quote, same)).status).toBe('stored');
    expect((await intake('contact', quote, same)).status).toBe('stored');
    expect((await intake('fullReport', { ...quote, reportId: report.id }, same)).status).toBe(
      'stored',
    );
    for (const kind of ['leadCapture', 'contact', 'fullReport'] as const) {
      expect(await intake(kind, { ...quote, reportId: report.id }, same)).toMatchObject({
        status: 'rate_limited',
        values: { name: 'Andreas Georgiou' },
      });
    }
    // Another address is not affected.
    expect((await intake('contact', quote)).status).toBe('stored');
  });

  it('makes a full-report lead from the stored report, never from the browser', async () => {
    const report = await analysisReportRepository(test.database.prisma).create(reportResult());
    const outcome = stored(
      await intake('fullReport', { ...quote, reportId: report.id, message: 'ignored', phone: '1' }),
    );
    expect(outcome.lead).toMatchObject({
      source: 'website_grader',
      phone: null,
      package: 'Website Grader',
      message: expect.stringContaining('https://dealer.example/ (overall score 41/100)'),
    });
    expect(outcome.reportSite).toBe('https://dealer.example/');
    expect(outcome.followUps.map((f) => [f.kind, f.payload])).toEqual([
      ['agency_email', null],
      ['grader_report', { reportId: report.id }],
    ]);
    const missing = await intake('fullReport', {
      ...quote,
      reportId: '0193b1c2-0000-7000-8000-00000000dead',
    });
    expect(missing.status).toBe('missing_report');
  });

  it('writes to a suspected spammer never, but still tells the agency', async () => {
    env = parseRunTimeEnv({ LEAD_MIN_FILL_MS: '5000' });
    const { lead, followUps } = stored(await intake('leadCapture', { ...quote, fillMs: '900' }));
    expect(lead.suspectedSpam).toBe(true);
    expect(followUps.map((f) => f.kind)).toEqual(['agency_email']);
  });

  it('writes to one address at most 3 times a day, however many leads arrive at once', async () => {
    const email = `busy-${engine}@example.com`;
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => intake('leadCapture', { ...quote, email })),
    );
    const visitorMails = outcomes
      .flatMap((outcome) => stored(outcome).followUps)
      .filter((f) => f.kind === 'visitor_confirmation');
    expect(visitorMails.filter((f) => f.status === 'pending')).toHaveLength(3);
    expect(visitorMails.filter((f) => f.status === 'skipped')).toHaveLength(3);
    // The agency hears of all six.
    const agency = outcomes
      .flatMap((o) => stored(o).followUps)
      .filter((f) => f.kind === 'agency_email');
    expect(agency.filter((f) => f.status === 'pending')).toHaveLength(6);
  });

  it('queues one webhook delivery per lead when an endpoint is configured', async () => {
    env = parseRunTimeEnv({
      LEAD_WEBHOOK_URL: 'https://crm.example/hook',
      LEAD_WEBHOOK_SECRET: 'a-long-shared-secret',
    });
    const { followUps } = stored(await intake('contact', quote));
    expect(followUps.map((f) => [f.kind, f.target])).toContainEqual([
      'webhook',
      'https://crm.example/hook',
    ]);
  });

  it('stores neither the lead nor a follow-up when the transaction fails', async () => {
    const repo = leadRepository(test.database.prisma);
    const before = await test.database.prisma.lead.count();
    await expect(
      repo.createWithFollowUps(
        await test.jobs(),
        {
          source: 'contact',
          name: 'Rolled Back',
          email: 'rollback@example.com',
          company: 'Nowhere',
          message: '',
          locale: 'en',
          consentGiven: true,
          consentVersion: 'x',
        },
        // An unknown kind makes the follow-up's insert fail after the lead's.
        () => [{ kind: 'carrier_pigeon' as never, target: 'x' }],
      ),
    ).rejects.toThrow();
    expect(await test.database.prisma.lead.count()).toBe(before);
    expect(
      await test.database.prisma.lead.count({ where: { email: 'rollback@example.com' } }),
    ).toBe(0);
  });

  it('answers a database failure without losing what was typed', async () => {
    const outcome = await intakeLead('contact', quote, request(), {
      prisma: () => Promise.reject(new Error('connection refused')),
      jobs: test.jobs,
      env: () => env,
    });
    expect(outcome).toMatchObject({ status: 'store_failed', values: { name: 'Andreas Georgiou' } });
  });
});

function reportResult(): AnalysisResult {
  return {
    version: 1,
    url: 'https://dealer.example/',
    finalUrl: 'https://dealer.example/',
    analyzedAt: '2030-01-01T10:00:00.000Z',
    status: 200,
    redirects: 0,
    ttfbMs: 100,
    loadMs: 900,
    htmlBytes: 10_000,
    pageSpeed: { source: 'own', reason: 'not_configured' },
    facts: {
      metaTitle: 'Dealer',
      metaDescription: null,
      hasSsl: true,
      hasStructuredData: false,
      mobileResponsive: true,
      contactForms: 0,
    },
    checks: [],
    scores: {
      speed: 90,
      mobile: 40,
      security: 90,
      seo: 20,
      ux: 30,
      overall: 41,
      categories: { mobile: 40, seo: 20, performance: 60, leadGeneration: 10 },
    },
  };
}
