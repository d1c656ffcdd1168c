import type Stripe from 'stripe';
import { findPackage } from '@/lib/catalogue/packages';
import type { OrderReport } from '@/lib/orders/order-repository';

/** The Checkout events that say something about an order. */
export const orderEventTypes = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
] as const;
export type OrderEventType = (typeof orderEventTypes)[number];

export function isOrderEventType(type: string): type is OrderEventType {
  return (orderEventTypes as readonly string[]).includes(type);
}

/**
 * What a Checkout Session tells us about an order, or null when it is not one of ours (no package
 * of the catalogue in its metadata: another integration on the same Stripe account).
 * "Completed" with payment_status "unpaid" is a delayed method (e.g. a bank debit) that clears
 * later with async_payment_succeeded or _failed.
 */
/** The fields of a Checkout Session an order is made of (lib/checkout/stripe-webhook.ts checks them). */
export type CheckoutSessionFacts = Pick<Stripe.Checkout.Session, 'id' | 'livemode'> & {
  metadata?: Record<string, string> | null;
  payment_status?: string | null;
  amount_total?: number | null;
  currency?: string | null;
  customer_details?: { email?: string | null; name?: string | null } | null;
  customer_email?: string | null;
  payment_intent?: string | { id: string } | null;
};

export function orderReportFromSession(
  session: CheckoutSessionFacts,
  eventType: OrderEventType,
  now = new Date(),
): OrderReport | null {
  const pkg = findPackage(session.metadata?.packageId ?? '');
  if (!pkg) return null;
  const status =
    eventType === 'checkout.session.async_payment_failed'
      ? 'failed'
      : eventType === 'checkout.session.async_payment_succeeded' ||
          session.payment_status !== 'unpaid'
        ? 'paid'
        : 'pending';
  const paymentIntent = session.payment_intent;
  return {
    stripeSessionId: session.id,
    packageId: pkg.id,
    amountMinor: session.amount_total ?? 0,
    currency: session.currency ?? pkg.currency.toLowerCase(),
    status,
    paidAt: status === 'paid' ? now : null,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    customerName: session.customer_details?.name ?? null,
    locale: session.metadata?.locale ?? null,
    paymentIntentId:
      typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
    livemode: session.livemode,
  };
}

/** True when Stripe charged what the catalogue says (a mismatch is logged, never hidden). */
export function chargedCatalogueAmount(report: OrderReport) {
  const pkg = findPackage(report.packageId);
  return (
    pkg !== undefined &&
    report.amountMinor === pkg.pricePence &&
    report.currency === pkg.currency.toLowerCase()
  );
}
