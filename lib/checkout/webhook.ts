import 'server-only';
import Stripe from 'stripe';
import { logEvent } from '@/lib/log';
import type { OrderRepository } from '@/lib/orders/repository';
import { chargedCatalogueAmount, isOrderEventType, orderReportFromSession } from './order-report';

export type WebhookResult = { status: number; body: Record<string, unknown> };

export type WebhookDeps = {
  /** STRIPE_WEBHOOK_SECRET; unset ⇒ 503, so Stripe keeps retrying until it is configured. */
  secret: string | undefined;
  record: OrderRepository['record'];
};

/**
 * POST /api/stripe/webhook: verifies Stripe's signature over the raw body, then records the
 * order. Answers 2xx only once the order is stored (or the event is not about one); a database
 * failure answers 500 and Stripe delivers the event again later.
 */
export async function handleStripeWebhook(
  rawBody: string,
  signature: string | null,
  deps: WebhookDeps,
): Promise<WebhookResult> {
  if (!deps.secret) {
    logEvent('error', 'stripe_webhook.unconfigured');
    return { status: 503, body: { error: 'Webhook signing secret not configured' } };
  }
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature ?? '', deps.secret);
  } catch (error) {
    logEvent('warn', 'stripe_webhook.bad_signature', { message: (error as Error).message });
    return { status: 400, body: { error: 'Invalid signature' } };
  }
  if (!isOrderEventType(event.type)) return ignored(event, 'event type not handled');

  const session = event.data.object as Stripe.Checkout.Session;
  const report = orderReportFromSession(session, event.type);
  if (!report) return ignored(event, 'not a package checkout');
  if (!chargedCatalogueAmount(report)) {
    logEvent('warn', 'order.amount_differs_from_catalogue', {
      sessionId: report.stripeSessionId,
      packageId: report.packageId,
      amountMinor: report.amountMinor,
      currency: report.currency,
    });
  }
  try {
    const { order, created } = await deps.record(report);
    logEvent('info', created ? 'order.created' : 'order.updated', {
      eventId: event.id,
      eventType: event.type,
      orderId: order.id,
      status: order.status,
    });
    return { status: 200, body: { received: true, orderId: order.id, status: order.status } };
  } catch (error) {
    logEvent('error', 'order.record_failed', {
      eventId: event.id,
      message: (error as Error).message,
    });
    return { status: 500, body: { error: 'Could not record the order' } };
  }
}

function ignored(event: Stripe.Event, reason: string): WebhookResult {
  logEvent('info', 'stripe_webhook.ignored', { eventId: event.id, type: event.type, reason });
  return { status: 200, body: { received: true, ignored: reason } };
}
