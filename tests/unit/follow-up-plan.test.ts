import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { followUpState } from '@/components/admin/follow-up-labels';
import { maxRetryDelayMs, retryDelayMs, retryWindowMs } from '@/lib/follow-ups/backoff';
import { leadWebhookBody, webhookSignature } from '@/lib/follow-ups/lead-webhook';
import { planFollowUps } from '@/lib/follow-ups/plan';
import type { Lead } from '@/lib/leads/lead-repository';

const settings = { notifyTo: ['sales@agency.example', 'boss@agency.example'] };

describe('what a stored lead sets off', () => {
  it('tells the agency and confirms to the visitor, for every lead form', () => {
    for (const source of ['lead_capture', 'contact'] as const) {
      expect(planFollowUps({ source, email: 'v@x.cy', suspectedSpam: false }, settings)).toEqual([
        { kind: 'agency_email', target: 'sales@agency.example,boss@agency.example' },
        { kind: 'visitor_confirmation', target: 'v@x.cy', mailbox: 'v@x.cy' },
      ]);
    }
  });

  it('sends the grader report instead of a confirmation to whoever asked for it', () => {
    const planned = planFollowUps(
      { source: 'website_grader', email: 'v@x.cy', suspectedSpam: false },
      { ...settings, reportId: 'r1' },
    );
    expect(planned.map((p) => p.kind)).toEqual(['agency_email', 'grader_report']);
    expect(planned[1]).toEqual({
      kind: 'grader_report',
      target: 'v@x.cy',
      payload: { reportId: 'r1' },
      mailbox: 'v@x.cy',
    });
  });

  it('reminds a booked call’s visitor a day before, unless the call is too soon for one', () => {
    const bookedAt = new Date('2027-03-01T06:00:00Z');
    const lead = { source: 'booking' as const, email: 'v@x.cy', suspectedSpam: false };
    const inTwoDays = new Date('2027-03-03T08:00:00Z');
    const planned = planFollowUps(lead, { ...settings, call: { startsAt: inTwoDays, bookedAt } });
    expect(planned.map((p) => p.kind)).toEqual([
      'agency_email',
      'visitor_confirmation',
      'booking_reminder',
    ]);
    expect(planned[2]?.due).toEqual({
      at: new Date('2027-03-02T08:00:00Z'),
      retryUntil: inTwoDays,
    });
    // Booked at 08:00 for 10:00 tomorrow: 26 hours ahead, the confirmation is reminder enough.
    const tomorrow = new Date('2027-03-02T08:00:00Z');
    expect(
      planFollowUps(lead, { ...settings, call: { startsAt: tomorrow, bookedAt } }).map(
        (p) => p.kind,
      ),
    ).toEqual(['agency_email', 'visitor_confirmation']);
  });

  it('still tells the agency about suspected spam, but never writes to the visitor', () => {
    const planned = planFollowUps(
      { source: 'website_grader', email: 'v@x.cy', suspectedSpam: true },
      { ...settings, reportId: 'r1', webhookUrl: 'https://crm.example/hook' },
    );
    expect(planned.map((p) => p.kind)).toEqual(['agency_email', 'webhook']);
  });
});

describe('retries', () => {
  it('wait twice as long each time, never more than an hour, for 24 hours', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(12, 30_000)).toBe(maxRetryDelayMs);
    expect(retryDelayMs(10_000, 30_000)).toBe(maxRetryDelayMs);
    expect(retryWindowMs).toBe(24 * 60 * 60_000);
    // Attempts over the window: far more than a handful.
    let elapsed = 0;
    let attempts = 0;
    while (elapsed + retryDelayMs(attempts + 1, 30_000) <= retryWindowMs) {
      attempts += 1;
      elapsed += retryDelayMs(attempts, 30_000);
    }
    expect(attempts).toBeGreaterThan(25);
  });
});

describe('the webhook delivery', () => {
  const lead = {
    id: '0193b1c2-0000-7000-8000-000000000001',
    createdAt: new Date('2030-01-01T10:00:00Z'),
    source: 'contact',
    name: 'Eleni',
  } as Lead;

  it('carries the lead and its delivery id, signed with HMAC-SHA256 of the exact body', () => {
    const body = leadWebhookBody(lead, 'delivery-1');
    expect(JSON.parse(body)).toMatchObject({
      event: 'lead.created',
      deliveryId: 'delivery-1',
      lead: { id: lead.id, createdAt: '2030-01-01T10:00:00.000Z', name: 'Eleni' },
    });
    const expected = createHmac('sha256', 'a-shared-secret-1').update(body).digest('hex');
    expect(webhookSignature(body, 'a-shared-secret-1')).toBe(`sha256=${expected}`);
    expect(webhookSignature(`${body} `, 'a-shared-secret-1')).not.toBe(`sha256=${expected}`);
  });
});

describe('how the inbox shows a follow-up', () => {
  const now = new Date('2030-01-01T10:00:00Z');
  const base = { attempts: 0, lastError: null, leaseUntil: null };
  it.each([
    [{ ...base, status: 'pending' }, 'Queued'],
    [{ ...base, status: 'pending', leaseUntil: new Date('2030-01-01T10:01:00Z') }, 'Sending…'],
    [
      { ...base, status: 'pending', attempts: 3, lastError: 'refused' },
      'Failed (3 attempts), will retry',
    ],
    [{ ...base, status: 'sent', attempts: 1 }, 'Sent'],
    [{ ...base, status: 'filed', attempts: 1 }, 'Written to file'],
    [{ ...base, status: 'skipped' }, 'Skipped'],
    [{ ...base, status: 'dead', attempts: 1 }, 'Dead after 1 attempt'],
  ] as const)('%o ⇒ %s', (followUp, label) => {
    expect(followUpState(followUp, now).label).toBe(label);
  });
});
