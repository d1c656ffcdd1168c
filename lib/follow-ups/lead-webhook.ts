import 'server-only';
import { createHmac } from 'node:crypto';
import type { Lead } from '@/lib/db/generated/client';

/** What the agency's endpoint receives for each stored lead (one delivery per lead). */
export function leadWebhookBody(lead: Lead, deliveryId: string): string {
  return JSON.stringify({
    event: 'lead.created',
    deliveryId,
    lead: { ...lead, createdAt: lead.createdAt.toISOString() },
  });
}

/** `X-Signature`: `sha256=` and the hex HMAC-SHA256 of the exact body with the shared secret. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * POSTs one delivery; resolves with the endpoint's status line, throws on a network error, a
 * timeout or any answer but 2xx (the outbox retries it). `X-Delivery-Id` stays the same across
 * retries, so a receiver that saw it already can ignore the repeat.
 */
export async function postLeadWebhook(
  url: string,
  body: string,
  {
    secret,
    deliveryId,
    timeoutMs = 10_000,
  }: { secret: string; deliveryId: string; timeoutMs?: number },
): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'AutoSites-Leads/2',
      'x-delivery-id': deliveryId,
      'x-signature': webhookSignature(body, secret),
    },
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the endpoint answered ${response.status}`);
  return `HTTP ${response.status}`;
}
