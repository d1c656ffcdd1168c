import { describe, expect, it } from 'vitest';
import { leadFromSubmission, submissionContext } from '@/lib/leads/lead-from-submission';

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
    for (const fillMs of [undefined, '', 'soon', '-5', '1.5', '999999999999']) {
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
    expect(leadFromSubmission('leadCapture', fields, context)).toMatchObject({
      source: 'lead_capture',
      package: 'Lead Capture',
      message: 'Lead capture form submission',
      phone: null,
      consentGiven: true,
      consentVersion: '2024-12-15',
      locale: 'en',
    });
  });

  it('from the contact form: its choices, an empty message kept empty', () => {
    const lead = leadFromSubmission(
      'contact',
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
});
