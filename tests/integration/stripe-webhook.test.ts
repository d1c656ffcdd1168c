import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from '@/lib/checkout/stripe-client';
import { handleStripeWebhook } from '@/lib/checkout/stripe-webhook';
import { orderRepository, type OrderRepository } from '@/lib/orders/order-repository';
import { startFakeStripe, type FakeSession, type FakeStripe } from '../support/fake-stripe';
import { freshDatabase, type TestDatabase } from './databases';

const secret = 'whsec_test_secret';
let fake: FakeStripe;
let database: TestDatabase;
let repo: OrderRepository;
let stripe: Stripe;
let eventNumber = 0;

beforeAll(async () => {
  fake = await startFakeStripe();
  database = await freshDatabase('pglite');
  repo = orderRepository(database.database.prisma);
  stripe = createStripeClient({ secretKey: 'sk_test_fake', apiBase: fake.origin });
}, 60_000);
afterAll(async () => {
  await fake?.close();
  await database?.dispose();
});

/** A Checkout Session made the way the site makes it, then paid on the fake Stripe. */
async function paidSession(packageId = 'advance', price = 250_000): Promise<FakeSession> {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'gbp', unit_amount: price, product_data: { name: 'x' } },
      },
    ],
    metadata: { packageId, locale: 'el' },
    success_url: 'http://localhost/ok',
  });
  return fake.complete(session.id, { email: 'dealer@example.com', name: 'Nikos Georgiou' });
}

function signedEvent(type: string, object: object, signWith = secret) {
  const payload = JSON.stringify({
    id: `evt_test_${++eventNumber}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    api_version: Stripe.API_VERSION,
    data: { object },
  });
  return {
    payload,
    signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: signWith }),
  };
}

const deliver = ({ payload, signature }: { payload: string; signature: string | null }) =>
  handleStripeWebhook(payload, signature, { secret, record: repo.record });

describe('POST /api/stripe/webhook', () => {
  it('records a completed checkout as a paid order with what Stripe charged', async () => {
    const session = await paidSession();
    const result = await deliver(signedEvent('checkout.session.completed', session));
    expect(result).toMatchObject({ status: 200, body: { received: true, status: 'paid' } });
    expect(await repo.findBySessionId(session.id)).toMatchObject({
      packageId: 'advance',
      amountMinor: 250_000,
      currency: 'gbp',
      status: 'paid',
      customerEmail: 'dealer@example.com',
      customerName: 'Nikos Georgiou',
      locale: 'el',
      livemode: false,
      paymentIntentId: session.payment_intent,
    });
  });

  it('refuses a bad or missing signature with 400 and stores nothing', async () => {
    const session = await paidSession();
    const forged = signedEvent('checkout.session.completed', session, 'whsec_someone_else');
    expect((await deliver(forged)).status).toBe(400);
    const unsigned = signedEvent('checkout.session.completed', session);
    expect((await deliver({ ...unsigned, signature: null })).status).toBe(400);
    const tampered = { ...unsigned, payload: unsigned.payload.replace('250000', '1') };
    expect((await deliver(tampered)).status).toBe(400);
    expect(await repo.findBySessionId(session.id)).toBeNull();
  });

  it('makes one order of the same event delivered twice, or twice at once', async () => {
    const session = await paidSession('basic', 99_900);
    const event = signedEvent('checkout.session.completed', session);
    await deliver(event);
    await deliver(event);
    await Promise.all([deliver(event), deliver(event)]);
    expect(await repo.count({ stripeSessionId: session.id })).toBe(1);
  });

  it('follows a delayed payment from pending to paid, or to failed', async () => {
    for (const [outcome, status] of [
      ['checkout.session.async_payment_succeeded', 'paid'],
      ['checkout.session.async_payment_failed', 'failed'],
    ] as const) {
      const session = { ...(await paidSession()), payment_status: 'unpaid' };
      await deliver(signedEvent('checkout.session.completed', session));
      expect((await repo.findBySessionId(session.id))?.status).toBe('pending');
      const paid = { ...session, payment_status: status === 'paid' ? 'paid' : 'unpaid' };
      await deliver(signedEvent(outcome, paid));
      expect((await repo.findBySessionId(session.id))?.status).toBe(status);
    }
  });

  it('refuses, with 400 and storing nothing, a signed event without a proper Checkout Session', async () => {
    const session = await paidSession();
    const broken: [string, unknown][] = [
      ['data.object null', null],
      ['data.object a string', session.id],
      ['amount a string', { ...session, amount_total: '250000' }],
      ['customer name a number', { ...session, customer_details: { name: 5 } }],
      ['livemode missing', { ...session, livemode: undefined }],
    ];
    for (const [label, object] of broken) {
      const result = await deliver(signedEvent('checkout.session.completed', object as object));
      expect(result, label).toEqual({ status: 400, body: { error: 'Malformed event' } });
    }
    const withoutData = JSON.stringify({ id: 'evt_no_data', type: 'checkout.session.completed' });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: withoutData, secret });
    expect((await deliver({ payload: withoutData, signature })).status).toBe(400);
    for (const payload of ['null', '[]', '"event"']) {
      const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      expect((await deliver({ payload, signature: signed })).status, payload).toBe(400);
    }
    expect(await repo.findBySessionId(session.id)).toBeNull();
  });

  it('acknowledges, without storing, events that are not about a package', async () => {
    const foreign = { ...(await paidSession()), metadata: {} };
    expect(await deliver(signedEvent('checkout.session.completed', foreign))).toMatchObject({
      status: 200,
      body: { ignored: 'not a package checkout' },
    });
    expect(await repo.findBySessionId(foreign.id)).toBeNull();
    const other = await deliver(signedEvent('customer.created', { id: 'cus_1' }));
    expect(other).toMatchObject({ status: 200, body: { ignored: 'event type not handled' } });
  });

  it('answers 503 without a signing secret and 500 when the order cannot be stored', async () => {
    const event = signedEvent('checkout.session.completed', await paidSession());
    expect(
      (
        await handleStripeWebhook(event.payload, event.signature, {
          secret: undefined,
          record: repo.record,
        })
      ).status,
    ).toBe(503);
    const broken = async () => {
      throw new Error('database unavailable');
    };
    expect(
      (await handleStripeWebhook(event.payload, event.signature, { secret, record: broken }))
        .status,
    ).toBe(500);
  });
});
