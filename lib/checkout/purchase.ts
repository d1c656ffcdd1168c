import 'server-only';
import type Stripe from 'stripe';
import type { PackageId } from '@/lib/catalogue/packages';
import { logEvent } from '@/lib/log';
import type { OrderRepository } from '@/lib/orders/order-repository';
import { orderReportFromSession } from './order-report';

export type Purchase = {
  packageId: PackageId;
  email: string | null;
  amountMinor: number;
  currency: string;
  /** False while a delayed payment method (a bank debit) has not cleared yet. */
  paid: boolean;
};

/** Checkout Session ids look like cs_test_a1B2… / cs_live_…; nothing else is sent to Stripe. */
const sessionIdPattern = /^cs_(test|live)_[A-Za-z0-9]{1,250}$/;

/**
 * What the visitor bought, read from Stripe on the server for the thank-you page; null for a
 * missing, malformed, unknown or unfinished session, or when Stripe cannot be reached (the page
 * then thanks them without details). A completed session is also recorded as an order, so an
 * order exists even while the webhook is delayed or not set up.
 */
export async function readPurchase(
  stripe: Stripe | null,
  sessionId: string | undefined,
  record?: () => Promise<Pick<OrderRepository, 'record'>>,
): Promise<Purchase | null> {
  if (!stripe || !sessionId || !sessionIdPattern.test(sessionId)) return null;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(
      sessionId,
      {},
      { timeout: 5_000, maxNetworkRetries: 0 },
    );
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== 404) logEvent('warn', 'checkout.session_unreadable', { status });
    return null;
  }
  if (session.status !== 'complete') return null;
  const report = orderReportFromSession(session, 'checkout.session.completed');
  if (!report) return null;
  if (record) {
    await record()
      .then((orders) => orders.record(report))
      .catch((error: Error) => logEvent('error', 'order.record_failed', { sessionId, error }));
  }
  return {
    packageId: report.packageId as PackageId,
    email: report.customerEmail ?? null,
    amountMinor: report.amountMinor,
    currency: report.currency,
    paid: report.status === 'paid',
  };
}
