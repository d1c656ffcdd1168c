import { configuredStripe } from '@/lib/checkout/stripe-client';
import { startCheckout } from '@/lib/checkout/start-checkout';
import { db } from '@/lib/db/client';
import { runTimeEnv } from '@/lib/env';
import { rateLimitStore } from '@/lib/rate-limit/store';
import { jsonTypes, refuseMediaType } from '@/lib/request/body';
import { requestClientIp } from '@/lib/request/client-ip';

const maxBodyBytes = 4096;

/** Body `{packageId, locale, attemptId?}` ⇒ `{url}` of a Stripe Checkout page, or `{error, code}`. */
export async function POST(request: Request) {
  const wrongType = refuseMediaType(request, jsonTypes);
  if (wrongType) return wrongType;
  const env = runTimeEnv();
  const rule = {
    bucket: 'checkout',
    max: env.CHECKOUT_RATE_LIMIT_MAX,
    windowMs: env.CHECKOUT_RATE_LIMIT_WINDOW_SECONDS * 1000,
  };
  // The body is a package id and a language; anything longer is not ours to parse.
  const tooLong = Number(request.headers.get('content-length') ?? 0) > maxBodyBytes;
  const result = await startCheckout(tooLong ? '' : await request.text(), {
    stripe: configuredStripe(),
    limit: async (key) => rateLimitStore(await db()).hit(rule, key),
    clientIp: await requestClientIp(),
  });
  return Response.json(result.body, {
    status: result.status,
    headers: { 'Cache-Control': 'no-store', ...result.headers },
  });
}
