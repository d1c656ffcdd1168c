import 'server-only';
import { analysisReportRepository } from '@/lib/analysis/reports';
import type { PrismaClient } from '@/lib/db/connection';
import { runTimeEnv } from '@/lib/env';
import { mailCopyDir, pruneMailCopies } from '@/lib/follow-ups/mail-copies';
import { leadRepository } from '@/lib/leads/lead-repository';
import { rateLimitStore } from '@/lib/rate-limit/store';

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

/** A deletion the privacy policy promises, run hourly once per cluster (lib/jobs/schedules.ts). */
export type CleanUp = {
  /** The job engine's queue, and health's name for it. */
  name: string;
  /** The minute of each hour it runs at (UTC): the four are spread over the hour. */
  minute: number;
  /** Deletes what is due at `now`; how many rows or files went. */
  run(prisma: PrismaClient, now: Date): Promise<number>;
};

export const cleanUps: readonly CleanUp[] = [
  {
    name: 'clean-up.rate-limit-hits',
    minute: 5,
    run: (prisma, now) =>
      rateLimitStore(prisma).prune(new Date(now.getTime() - keepRateLimitHitsMs)),
  },
  {
    // A lead's follow-ups go with it (ON DELETE CASCADE).
    name: 'clean-up.expired-leads',
    minute: 20,
    run: (prisma, now) => leadRepository(prisma).deleteExpired(monthsBefore(now, keepLeadsMonths)),
  },
  {
    name: 'clean-up.expired-reports',
    minute: 35,
    run: (prisma, now) =>
      analysisReportRepository(prisma).deleteCreatedBefore(monthsBefore(now, keepReportsMonths)),
  },
  {
    // The e-mails written to files go with their leads, and after MAIL_FILE_RETENTION_DAYS anyway.
    // The files are on the disk of the process that wrote them: PGlite's single process, or, on
    // PostgreSQL, a mail setting for development; with SMTP there are none.
    name: 'clean-up.mail-files',
    minute: 50,
    run: (prisma, now) => {
      const env = runTimeEnv();
      return pruneMailCopies(prisma, mailCopyDir(env), {
        retentionDays: env.MAIL_FILE_RETENTION_DAYS,
        now,
      });
    },
  },
];
