import 'server-only';
import { analysisReportRepository } from '@/lib/analysis/reports';
import { db } from '@/lib/db/client';
import { runTimeEnv } from '@/lib/env';
import { mailCopyDir, pruneMailCopies } from '@/lib/follow-ups/mail-copies';
import { leadRepository } from '@/lib/leads/lead-repository';
import { logEvent } from '@/lib/log';
import { rateLimitStore } from '@/lib/rate-limit/store';

const everyMs = 60 * 60_000;
/** Rate-limit hits (hashed IPs) are kept for a day at most; the longest window is far shorter. */
const keepRateLimitHitsMs = 24 * 60 * 60_000;
/** Leads are kept 24 months after they were sent, as the privacy policy says. */
const keepLeadsMonths = 24;
/** Website grader reports (a graded address and its measurements) are kept 12 months. */
const keepReportsMonths = 12;

const monthsBefore = (now: Date, months: number) => {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - months);
  return before;
};

/** Deletes what the privacy policy promises to delete. Safe to run on every instance. */
export async function runMaintenance(now = new Date()) {
  const prisma = await db();
  const hits = await rateLimitStore(prisma).prune(new Date(now.getTime() - keepRateLimitHitsMs));
  // A lead's follow-ups go with it (ON DELETE CASCADE).
  const leads = await leadRepository(prisma).deleteExpired(monthsBefore(now, keepLeadsMonths));
  const reports = await analysisReportRepository(prisma).deleteCreatedBefore(
    monthsBefore(now, keepReportsMonths),
  );
  // The e-mails written to files go with their leads, and after MAIL_FILE_RETENTION_DAYS anyway.
  const env = runTimeEnv();
  const mailFiles = await pruneMailCopies(prisma, mailCopyDir(env), {
    retentionDays: env.MAIL_FILE_RETENTION_DAYS,
    now,
  });
  if (hits > 0 || leads > 0 || reports > 0 || mailFiles > 0)
    logEvent('info', 'maintenance.deleted', { rateLimitHits: hits, leads, reports, mailFiles });
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
