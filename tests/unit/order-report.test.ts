import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { chargedCatalogueAmount, orderReportFromSession } from '@/lib/checkout/order-report';

const session = (overrides: Partial<Stripe.Checkout.Session> = {}) =>
  ({
    id: 'cs_test_1',
    object: 'checkout.session',
    amount_total: 99_900,
    currency: 'gbp',
    payment_status: 'paid',
    status: 'complete',
    metadata: { packageId: 'basic', locale: 'tr' },
    customer_details: { email: 'a@example.com', name: 'Mehmet' },
    customer_email: null,
    payment_intent: 'pi_1',
    livemode: true,
    ...overrides,
  }) as Stripe.Checkout.Session;

const now = new Date('2030-05-01T12:00:00Z');

describe('order report from a Checkout Session', () => {
  it('maps a paid session to a paid order', () => {
    expect(orderReportFromSession(session(), 'checkout.session.completed', now)).toEqual({
      stripeSessionId: 'cs_test_1',
      packageId: 'basic',
      amountMinor: 99_900,
      currency: 'gbp',
      status: 'paid',
      paidAt: now,
      customerEmail: 'a@example.com',
      customerName: 'Mehmet',
      locale: 'tr',
      paymentIntentId: 'pi_1',
      livemode: true,
    });
  });

  it('keeps a completed but unpaid (delayed) payment pending until Stripe says how it ended', () => {
    const unpaid = session({ payment_status: 'unpaid' });
    expect(orderReportFromSession(unpaid, 'checkout.session.completed')?.status).toBe('pending');
    expect(orderReportFromSession(unpaid, 'checkout.session.completed')?.paidAt).toBeNull();
    expect(orderReportFromSession(unpaid, 'checkout.session.async_payment_succeeded')?.status).toBe(
      'paid',
    );
    expect(orderReportFromSession(unpaid, 'checkout.session.async_payment_failed')?.status).toBe(
      'failed',
    );
  });

  it('ignores sessions without a catalogue package', () => {
    expect(orderReportFromSession(session({ metadata: {} }), 'checkout.session.completed')).toBe(
      null,
    );
    const other = session({ metadata: { packageId: 'hosting-addon' } });
    expect(orderReportFromSession(other, 'checkout.session.completed')).toBeNull();
  });

  it('takes the email Stripe collected, or the one given up front', () => {
    const given = session({ customer_details: null, customer_email: 'b@example.com' });
    expect(orderReportFromSession(given, 'checkout.session.completed')?.customerEmail).toBe(
      'b@example.com',
    );
  });

  it('tells whether Stripe charged the catalogue price', () => {
    const report = orderReportFromSession(session(), 'checkout.session.completed')!;
    expect(chargedCatalogueAmount(report)).toBe(true);
    expect(chargedCatalogueAmount({ ...report, amountMinor: 100 })).toBe(false);
    expect(chargedCatalogueAmount({ ...report, currency: 'eur' })).toBe(false);
  });
});
