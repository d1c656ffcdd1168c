import 'server-only';
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { z } from 'zod';
import { locales, type Locale } from '@/i18n/routing';
import { findPackage } from '@/lib/catalogue/packages';
import { logEvent } from '@/lib/log';
import type { RateLimitResult } from '@/lib/rate-limit/store';
import { checkoutSessionParams } from './session-params';
import { checkoutTranslator } from './texts';

/** What POST /api/checkout answers; `error` is a sentence in the visitor's language. */
export type CheckoutErrorCode =
  | 'invalid_request'
  | 'unknown_package'
  | 'payments_unavailable'
  | 'rate_limited'
  | 'checkout_failed';
export type CheckoutResult = {
  status: number;
  body: { url: string } | { error: string; code: CheckoutErrorCode };
  headers?: Record<string, string>;
};

export type CheckoutDeps = {
  /** Null when STRIPE_SECRET_KEY is not set. */
  stripe: Stripe | null;
  /** Counts one checkout attempt for `key` (the client IP) against the limit. */
  limit: (key: string) => Promise<RateLimitResult>;
  clientIp: string | null;
};

/**
 * Only a package id travels from the browser; anything else it sends (a price, say) is dropped
 * here. `attemptId` is one click of a Buy button: the same attempt sent twice gets the same
 * session back from Stripe (idempotency key) instead of a second one.
 */
const requestSchema = z.object({
  packageId: z.string().min(1).max(64),
  locale: z.enum(locales).catch('en'),
  attemptId: z.uuid().optional(),
});

export async function startCheckout(rawBody: string, deps: CheckoutDeps): Promise<CheckoutResult> {
  const parsed = requestSchema.safeParse(parseJson(rawBody));
  if (!parsed.success) return failure('en', 400, 'invalid_request');
  const { packageId, locale, attemptId } = parsed.data;
  const pkg = findPackage(packageId);
  if (!pkg) return failure(locale, 400, 'unknown_package');
  if (!deps.stripe) {
    logEvent('warn', 'checkout.unconfigured', { packageId });
    return failure(locale, 503, 'payments_unavailable');
  }

  const limited = await checkLimit(deps);
  if (!limited.allowed) {
    const seconds = Math.max(1, Math.ceil(limited.retryAfterMs / 1000));
    return failure(locale, 429, 'rate_limited', { minutes: Math.ceil(seconds / 60) }, seconds);
  }

  const t = checkoutTranslator(locale);
  try {
    const session = await deps.stripe.checkout.sessions.create(
      checkoutSessionParams(pkg, locale, t),
      { idempotencyKey: `checkout:${pkg.id}:${locale}:${attemptId ?? randomUUID()}` },
    );
    if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
    logEvent('info', 'checkout.session_created', { packageId, locale, sessionId: session.id });
    return { status: 200, body: { url: session.url } };
  } catch (error) {
    const stripeError = error as { type?: string; code?: string; message?: string };
    logEvent('error', 'checkout.session_failed', {
      packageId,
      type: stripeError.type,
      code: stripeError.code,
      message: stripeError.message,
    });
    return failure(locale, 502, 'checkout_failed');
  }
}

/** A broken rate-limit store must not stop a customer paying: it is logged and let through. */
async function checkLimit({ limit, clientIp }: CheckoutDeps): Promise<RateLimitResult> {
  try {
    return await limit(clientIp ?? 'unknown');
  } catch (error) {
    logEvent('error', 'checkout.rate_limit_unavailable', { message: (error as Error).message });
    return { allowed: true };
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function failure(
  locale: Locale,
  status: number,
  code: CheckoutErrorCode,
  values: { minutes?: number } = {},
  retryAfterSeconds?: number,
): CheckoutResult {
  const t = checkoutTranslator(locale);
  const error =
    code === 'rate_limited'
      ? t('Checkout.errors.rate_limited', { minutes: values.minutes ?? 1 })
      : t(`Checkout.errors.${code}`);
  return {
    status,
    body: { error, code },
    headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
  };
}
