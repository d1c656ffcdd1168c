import { handleStripeWebhook } from '@/lib/checkout/stripe-webhook';
import { runTimeEnv } from '@/lib/env';
import { orders } from '@/lib/orders/order-repository';
import { jsonTypes, refuseMediaType } from '@/lib/request/body';

/** Stripe's event notifications; the signature is checked over the raw, unparsed body. */
export async function POST(request: Request) {
  const wrongType = refuseMediaType(request, jsonTypes);
  if (wrongType) return wrongType;
  const result = await handleStripeWebhook(
    await request.text(),
    request.headers.get('stripe-signature'),
    {
      secret: runTimeEnv().STRIPE_WEBHOOK_SECRET,
      record: async (report) => (await orders()).record(report),
    },
  );
  return Response.json(result.body, { status: result.status });
}
