import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readPurchase } from '@/lib/checkout/purchase';
import { createStripeClient } from '@/lib/checkout/stripe-client';
import type { OrderReport } from '@/lib/orders/order-repository';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';

let fake: FakeStripe;
let stripe: Stripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = createStripeClient({ secretKey: 'sk_test_fake', apiBase: fake.origin });
});
afterAll(() => fake?.close());

async function openSession(packageId = 'ultimate-dealership') {
  return stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'gbp', unit_amount: 599_900, product_data: { name: 'x' } },
      },
    ],
    metadata: { packageId, locale: 'en' },
    success_url: 'http://localhost/ok',
  });
}

describe('the purchase shown on the thank-you page', () => {
  it('reads the package and receipt address of a paid session and records the order', async () => {
    const session = await openSession();
    fake.complete(session.id, { email: 'sales@limassolcars.example', name: 'Andreas' });
    const recorded: OrderReport[] = [];
    const record = vi.fn(async () => ({
      record: async (report: OrderReport) => {
        recorded.push(report);
        return { order: {} as never, created: true };
      },
    }));
    expect(await readPurchase(stripe, session.id, record)).toEqual({
      packageId: 'ultimate-dealership',
      email: 'sales@limassolcars.example',
      amountMinor: 599_900,
      currency: 'gbp',
      paid: true,
    });
    expect(recorded).toMatchObject([{ stripeSessionId: session.id, status: 'paid' }]);
  });

  it('shows nothing for a session that is not paid for, unknown or not ours', async () => {
    expect(await readPurchase(stripe, (await openSession()).id)).toBeNull();
    expect(await readPurchase(stripe, 'cs_test_doesnotexist')).toBeNull();
    const foreign = await openSession('something-else');
    fake.complete(foreign.id);
    expect(await readPurchase(stripe, foreign.id)).toBeNull();
  });

  it('never sends a malformed id to Stripe, and needs Stripe configured', async () => {
    const before = fake.requests.length;
    for (const id of [undefined, '', '../../v1/charges', 'cs_test_a/b', 'pi_123', 'cs_test_'])
      expect(await readPurchase(stripe, id)).toBeNull();
    expect(fake.requests.length).toBe(before);
    expect(await readPurchase(null, 'cs_test_abc')).toBeNull();
  });

  it('still thanks the customer when the order cannot be recorded', async () => {
    const session = await openSession();
    fake.complete(session.id);
    const broken = async () => {
      throw new Error('database unavailable');
    };
    expect(await readPurchase(stripe, session.id, broken)).toMatchObject({ paid: true });
  });
});
