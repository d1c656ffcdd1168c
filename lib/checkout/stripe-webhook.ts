import 'server-only';
import Stripe from 'stripe';
import { z } from 'zod';
import { logEvent } from '@/lib/log';
import type { OrderRepository } from '@/lib/orders/order-repository';
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
  const shape = eventShape.safeParse(event);
  if (!shape.success) return malformed(event, 'not an event with a data.object');
  if (!isOrderEventType(event.type)) return ignored(event, 'event type not handled');

  const session = checkoutSessionShape.safeParse(shape.data.data.object);
  if (!session.success) return malformed(event, 'data.object is not a Checkout Session');
  const report = orderReportFromSession(session.data, event.type);
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
    // The error itself, not its text: Prisma's text quotes the customer's name and e-mail, which
    // the log masks (lib/server/log-masking.ts) as it keeps the error's class and code.
    logEvent('error', 'order.record_failed', { eventId: event.id, error });
    return { status: 500, body: { error: 'Could not record the order' } };
  }
}

/**
 * Correctly signed but not what Stripe sends (a hand-made or corrupted event): 400, nothing
 * stored. Only the fields an order is made of are checked, with the types Stripe documents.
 */
const eventShape = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
const optionalText = z.string().max(1000).nullish();
const checkoutSessionShape = z.object({
  id: z.string().min(1).max(255),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_status: optionalText,
  amount_total: z.number().int().min(0).max(2_000_000_000).nullish(),
  currency: z.string().max(10).nullish(),
  customer_details: z.object({ email: optionalText, name: optionalText }).nullish(),
  customer_email: optionalText,
  payment_intent: z.union([z.string().max(255), z.object({ id: z.string().max(255) })]).nullish(),
  livemode: z.boolean(),
});

function malformed(event: unknown, reason: string): WebhookResult {
  const id = (event as { id?: unknown } | null)?.id;
  logEvent('warn', 'stripe_webhook.malformed', {
    eventId: typeof id === 'string' ? id : null,
    reason,
  });
  return { status: 400, body: { error: 'Malformed event' } };
}

function ignored(event: Stripe.Event, reason: string): WebhookResult {
  logEvent('info', 'stripe_webhook.ignored', { eventId: event.id, type: event.type, reason });
  return { status: 200, body: { received: true, ignored: reason } };
}
