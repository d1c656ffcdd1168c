import { expect, type APIRequestContext } from '@playwright/test';
import Stripe from 'stripe';
import { fakeStripePort } from '../../../playwright.config';
import type { FakeSession, RecordedRequest } from '../../support/fake-stripe';

/** The fake Stripe API the e2e server is pointed at (started by playwright.config.ts). */
export const fakeStripeOrigin = `http://127.0.0.1:${fakeStripePort}`;
/** The signing secret the e2e server verifies webhooks with (playwright.config.ts). */
export const webhookSecret = 'whsec_e2e';

export const checkoutUrlPattern = new RegExp(`^${fakeStripeOrigin}/c/pay/(cs_test_\\w+)$`);

/** The request that created Checkout Session `sessionId`, as the SDK sent it. */
export async function creationRequest(request: APIRequestContext, sessionId: string) {
  const response = await request.get(`${fakeStripeOrigin}/__fake/requests`);
  const all = (await response.json()) as RecordedRequest[];
  const created = all.find((r) => r.method === 'POST' && r.sessionId === sessionId);
  expect(created, `no creation request for ${sessionId}`).toBeDefined();
  return created!;
}

/** Plays the customer paying on Stripe's page. */
export async function paySession(
  request: APIRequestContext,
  sessionId: string,
  customer: { email: string; name: string },
) {
  const response = await request.post(`${fakeStripeOrigin}/__fake/complete/${sessionId}`, {
    data: customer,
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as FakeSession;
}

/** A webhook delivery signed as Stripe signs it. */
export function signedWebhook(type: string, object: object, secret = webhookSecret) {
  const payload = JSON.stringify({
    id: `evt_e2e_${Date.now()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  return {
    data: payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
  };
}
