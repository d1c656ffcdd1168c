import { describe, expect, it } from 'vitest';
import {
  contactLead,
  fullReportLead,
  leadCaptureLead,
  submissionContext,
} from '@/lib/leads/lead-from-submission';

const fields = {
  name: 'Ayşe',
  email: 'ayse@example.com',
  phone: '',
  company: 'Girne Oto',
  message: '',
  consent: 'yes',
};

describe('where and how a form was sent', () => {
  it('flags a form sent faster than the minimum fill time, and only then', () => {
    expect(submissionContext({ fillMs: '1200' }, 'en', 3000)).toMatchObject({
      fillTimeMs: 1200,
      suspectedSpam: true,
    });
    expect(submissionContext({ fillMs: '3000' }, 'en', 3000).suspectedSpam).toBe(false);
  });

  it('does not flag a form without a stamp (no JavaScript) or with a nonsense one', () => {
    // 2 ** 31 and more would not fit the column: a tab left open for weeks is "unknown", not a
    // reason to lose the lead.
    for (const fillMs of [
      undefined,
      '',
      'soon',
      '-5',
      '1.5',
      '1e3',
      '999999999999',
      '2147483648',
      String(2 ** 53),
    ]) {
      expect(
        submissionContext({ ...(fillMs === undefined ? {} : { fillMs }) }, 'en', 3000),
      ).toMatchObject({
        fillTimeMs: null,
        suspectedSpam: false,
      });
    }
  });

  it('keeps a page path and campaign tags, cleaned', () => {
    const context = submissionContext(
      { pagePath: '/tr/contact', utm_source: ' <google> ', utm_medium: '' },
      'tr',
      3000,
    );
    expect(context.pagePath).toBe('/tr/contact');
    expect(context.utm).toMatchObject({ utm_source: 'google', utm_medium: null });
    expect(submissionContext({ pagePath: 'https://evil.example' }, 'en', 0).pagePath).toBeNull();
  });
});

describe('the stored lead', () => {
  const context = submissionContext({ pagePath: '/' }, 'en', 3000);

  it('from the home form: package "Lead Capture" and a default message', () => {
    expect(leadCaptureLead(fields, context)).toMatchObject({
      source: 'lead_capture',
      package: 'Lead Capture',
      message: 'Lead capture form submission',
      phone: null,
      consentGiven: true,
      consentVersion: '2026-11-28',
      locale: 'en',
    });
  });

  it('from the contact form: its choices, an empty message kept empty', () => {
    const lead = contactLead(
      { ...fields, package: 'ultimate', cars: '', budget: '5000-plus' },
      context,
    );
    expect(lead).toMatchObject({
      source: 'contact',
      package: 'ultimate',
      cars: null,
      budget: '5000-plus',
      message: '',
    });
  });

  it('from the grader: the site and score come from the report, not the form', () => {
    const lead = fullReportLead(
      { name: 'Eleni', email: 'e@x.cy', company: 'Paphos Cars', consent: 'yes' },
      context,
      {
        url: 'https://paphos-cars.example/',
        score: 41,
        reportUrl: 'http://localhost:3000/website-grader/report/r1',
      },
    );
    expect(lead).toMatchObject({
      source: 'website_grader',
      package: 'Website Grader',
      phone: null,
      message:
        'Full website report requested for https://paphos-cars.example/ (overall score 41/100). Report: http://localhost:3000/website-grader/report/r1',
    });
  });
});
