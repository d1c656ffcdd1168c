import 'server-only';
import { db } from '@/lib/db/client';
import { leadRepository } from '@/lib/leads/repository';
import { logEvent } from '@/lib/log';
import { rateLimitStore } from '@/lib/rate-limit/store';

const everyMs = 60 * 60_000;
/** Rate-limit hits (hashed IPs) are kept for a day at most; the longest window is far shorter. */
const keepRateLimitHitsMs = 24 * 60 * 60_000;
/** Leads are kept 24 months after they were sent, as the privacy policy says. */
const keepLeadsMonths = 24;

/** Deletes what the privacy policy promises to delete. Safe to run on every instance. */
export async function runMaintenance(now = new Date()) {
  const prisma = await db();
  const hits = await rateLimitStore(prisma).prune(new Date(now.getTime() - keepRateLimitHitsMs));
  const leadsBefore = new Date(now);
  leadsBefore.setUTCMonth(leadsBefore.getUTCMonth() - keepLeadsMonths);
  const leads = await leadRepository(prisma).deleteExpired(leadsBefore);
  if (hits > 0 || leads > 0)
    logEvent('info', 'maintenance.deleted', { rateLimitHits: hits, leads });
}

/** Runs the maintenance a minute after start and then hourly, in the server process. */
export function startMaintenance() {
  const run = () =>
    runMaintenance().catch((error: unknown) =>
      logEvent('warn', 'maintenance.failed', {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  setTimeout(run, 60_000).unref();
  setInterval(run, everyMs).unref();
}
