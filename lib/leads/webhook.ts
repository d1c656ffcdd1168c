import 'server-only';
import { logEvent } from '@/lib/log';
import type { Lead } from './repository';

/** What the agency's endpoint receives for each stored lead. */
export function leadWebhookPayload(lead: Lead) {
  return {
    event: 'lead.created',
    lead: {
      ...lead,
      createdAt: lead.createdAt.toISOString(),
    },
  };
}

type DeliveryOptions = {
  /** Waits before the 2nd, 3rd… attempt; one attempt more than there are delays. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

/**
 * POSTs the lead as JSON to `url`, retrying failures (network errors, timeouts, non-2xx).
 * Runs after the lead is stored and the visitor answered, so it can never lose or delay a lead;
 * it only logs (by lead id, no personal data) and reports whether it got through.
 */
export async function deliverLeadWebhook(
  lead: Lead,
  url: string,
  {
    retryDelaysMs = [2_000, 10_000, 60_000],
    timeoutMs = 10_000,
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }: DeliveryOptions = {},
): Promise<boolean> {
  const body = JSON.stringify(leadWebhookPayload(lead));
  for (let attempt = 1; attempt <= retryDelaysMs.length + 1; attempt++) {
    if (attempt > 1) await sleep(retryDelaysMs[attempt - 2] ?? 0);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'AutoSites-Leads/1' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) {
        logEvent('info', 'lead.webhook_delivered', { leadId: lead.id, attempt });
        return true;
      }
      logEvent('warn', 'lead.webhook_failed', {
        leadId: lead.id,
        attempt,
        status: response.status,
      });
    } catch (error) {
      logEvent('warn', 'lead.webhook_failed', {
        leadId: lead.id,
        attempt,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  logEvent('error', 'lead.webhook_gave_up', {
    leadId: lead.id,
    attempts: retryDelaysMs.length + 1,
  });
  return false;
}
