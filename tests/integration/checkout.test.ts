import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { packages } from '@/lib/catalogue/packages';
import { startCheckout, type CheckoutDeps } from '@/lib/checkout/start-checkout';
import { createStripeClient } from '@/lib/checkout/stripe-client';
import { rateLimitStore } from '@/lib/rate-limit/store';
import { siteConfig } from '@/lib/site-config';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { freshDatabase, type TestDatabase } from './databases';

let fake: FakeStripe;
let database: TestDatabase;
let deps: CheckoutDeps;
const rule = { bucket: 'checkout-test', max: 1000, windowMs: 60_000 };

beforeAll(async () => {
  fake = await startFakeStripe();
  database = await freshDatabase('pglite');
  const store = rateLimitStore(database.database.prisma);
  deps = {
    stripe: createStripeClient({ secretKey: 'sk_test_fake', apiBase: fake.origin }),
    limit: (key) => store.hit(rule, key),
    clientIp: '203.0.113.7',
  };
}, 60_000);
afterAll(async () => {
  await fake?.close();
  await database?.dispose();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const post = (body: unknown, overrides: Partial<CheckoutDeps> = {}) =>
  startCheckout(typeof body === 'string' ? body : JSON.stringify(body), { ...deps, ...overrides });

describe('POST /api/checkout', () => {
  it.each(packages.map((p) => [p.id, p.pricePence]))(
    'charges the catalogue price for %s, in GBP, once, with return pages on SITE_URL',
    async (packageId, pricePence) => {
      const result = await post({ packageId, locale: 'en' });
      expect(result.status).toBe(200);
      const [sent] = fake.requests;
      expect(result.body).toEqual({
        url: `${fake.origin}/c/pay/${[...fake.sessions.keys()].at(-1)}`,
      });
      expect(sent).toMatchObject({
        method: 'POST',
        path: '/v1/checkout/sessions',
        authorization: 'Bearer sk_test_fake',
        body: {
          mode: 'payment',
          locale: 'en-GB',
          line_items: {
            0: { quantity: '1', price_data: { currency: 'gbp', unit_amount: String(pricePence) } },
          },
          metadata: { packageId, locale: 'en' },
          success_url: `${siteConfig.siteUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${siteConfig.siteUrl}/payment-cancel`,
        },
      });
      expect(sent?.idempotencyKey).toMatch(new RegExp(`^checkout:${packageId}:en:[0-9a-f-]{36}$`));
    },
  );

  it('returns to the pages in the visitor language and names the product in it', async () => {
    await post({ packageId: 'advance', locale: 'tr' });
    expect(fake.requests[0]?.body).toMatchObject({
      locale: 'tr',
      success_url: `${siteConfig.siteUrl}/tr/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${siteConfig.siteUrl}/tr/payment-cancel`,
      line_items: { 0: { price_data: { product_data: { name: 'Advance web sitesi paketi' } } } },
    });
  });

  it('ignores a price, amount or currency sent by the browser', async () => {
    const result = await post({
      packageId: 'ultimate',
      locale: 'en',
      price: 1,
      amount: 1,
      unit_amount: 1,
      currency: 'usd',
    });
    expect(result.status).toBe(200);
    expect(fake.requests[0]?.body).toMatchObject({
      line_items: { 0: { price_data: { currency: 'gbp', unit_amount: '399900' } } },
    });
  });

  it('refuses an unknown package with a clear message and never calls Stripe', async () => {
    expect(await post({ packageId: 'free-website', locale: 'en' })).toEqual({
      status: 400,
      body: {
        code: 'unknown_package',
        error: 'This package does not exist. Please choose one of our packages.',
      },
      headers: undefined,
    });
    const greek = await post({ packageId: 'free-website', locale: 'el' });
    expect(greek.body).toMatchObject({ error: expect.stringContaining('πακέτο') });
    expect((await post('not json')).body).toMatchObject({ code: 'invalid_request' });
    expect((await post({ locale: 'en' })).status).toBe(400);
    expect(fake.requests).toEqual([]);
  });

  it('answers 503 with a translated message when payments are not configured', async () => {
    const result = await post({ packageId: 'basic', locale: 'tr' }, { stripe: null });
    expect(result.status).toBe(503);
    expect(result.body).toEqual({
      code: 'payments_unavailable',
      error: expect.stringContaining('çevrimiçi ödeme yapılamıyor'),
    });
  });

  it('gives the same session back when one click is sent twice (idempotency key)', async () => {
    const attemptId = '0b7e5a52-9a55-4a5c-9a0e-2f0c4d7c1e11';
    const first = await post({ packageId: 'basic', locale: 'en', attemptId });
    const second = await post({ packageId: 'basic', locale: 'en', attemptId });
    expect(second.body).toEqual(first.body);
    expect(fake.requests.map((r) => r.idempotencyKey)).toEqual([
      `checkout:basic:en:${attemptId}`,
      `checkout:basic:en:${attemptId}`,
    ]);
  });

  it('retries a Stripe failure with the same idempotency key', async () => {
    const before = fake.sessions.size;
    fake.failNext(1);
    const result = await post({ packageId: 'advance', locale: 'en' });
    expect(result.status).toBe(200);
    const [failed, retried] = fake.requests;
    expect(retried?.idempotencyKey).toBe(failed?.idempotencyKey);
    expect(fake.sessions.size).toBe(before + 1);
  });

  it('reports "Failed to create checkout session" when Stripe keeps failing', async () => {
    fake.failNext(3);
    const result = await post({ packageId: 'advance', locale: 'en' });
    expect(result).toMatchObject({
      status: 502,
      body: { code: 'checkout_failed', error: 'Failed to create checkout session' },
    });
  }, 15_000);

  it('limits checkout attempts per client IP and says when to retry', async () => {
    const store = rateLimitStore(database.database.prisma);
    const tight = { bucket: 'checkout-tight', max: 2, windowMs: 600_000 };
    const limited = (clientIp: string) => ({
      clientIp,
      limit: (key: string) => store.hit(tight, key),
    });
    for (let i = 0; i < 2; i++) {
      expect((await post({ packageId: 'basic' }, limited('198.51.100.1'))).status).toBe(200);
    }
    const refused = await post({ packageId: 'basic' }, limited('198.51.100.1'));
    expect(refused).toMatchObject({
      status: 429,
      body: {
        code: 'rate_limited',
        // Fixed windows: the wait is what is left of this one, at most 10 minutes.
        error: expect.stringMatching(/try again in ([1-9]|10) minutes?\./),
      },
      headers: { 'Retry-After': expect.stringMatching(/^\d+$/) },
    });
    expect((await post({ packageId: 'basic' }, limited('198.51.100.2'))).status).toBe(200);
  });

  it('lets a customer pay when the rate-limit store is down', async () => {
    const broken = async () => {
      throw new Error('database unavailable');
    };
    expect((await post({ packageId: 'basic' }, { limit: broken })).status).toBe(200);
  });
});
