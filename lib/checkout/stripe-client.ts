import 'server-only';
import Stripe from 'stripe';
import { runTimeEnv } from '@/lib/env';

export type StripeSettings = {
  secretKey: string;
  /** Tests only: a local fake of the Stripe API instead of https://api.stripe.com. */
  apiBase?: string;
};

/**
 * A Stripe client. Network errors and Stripe's 5xx answers are retried twice; every POST carries
 * an idempotency key, so a retry never creates a second Checkout Session.
 */
export function createStripeClient({ secretKey, apiBase }: StripeSettings): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: 'autosites-cyprus-website' },
    ...(base && {
      host: base.hostname,
      port: base.port || (protocol === 'http' ? 80 : 443),
      protocol,
    }),
  });
}

let cached: Stripe | undefined;

/** The configured client, or null when STRIPE_SECRET_KEY is not set: payments are off. */
export function configuredStripe(): Stripe | null {
  const env = runTimeEnv();
  if (!env.STRIPE_SECRET_KEY) return null;
  cached ??= createStripeClient({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE });
  return cached;
}
