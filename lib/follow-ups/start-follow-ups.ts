import 'server-only';
import { db } from '@/lib/db/client';
import { runTimeEnv } from '@/lib/env';
import type { JobEngine } from '@/lib/jobs/job-engine';
import { createMailer, isMailOutage } from '@/lib/mail/mailer';
import { deliverFollowUp, isPermanentFailure } from './deliver';
import { mailCopyDir } from './mail-copies';
import { startFollowUpWorker } from './follow-up-worker';

/**
 * Starts this process's outbox worker on the job engine, with the app's database and mail
 * settings: SMTP_URL, or .eml files under DATA_DIR/mail. Returns the graceful-shutdown step.
 */
export async function startAppFollowUps(
  engine: JobEngine,
): Promise<{ stop(budgetMs: number): Promise<void> }> {
  const env = runTimeEnv();
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, fileDir: mailCopyDir(env) });
  const worker = await startFollowUpWorker({
    engine,
    prisma: db,
    deliver: async (job) => deliverFollowUp(job, { prisma: await db(), mailer, env }),
    isPermanent: isPermanentFailure,
    // After an outage, what waits goes as soon as the mail server answers again.
    isOutage: isMailOutage,
    probe: () => mailer.verify(),
    concurrency: env.FOLLOW_UP_MAIL_CONCURRENCY,
    webhookConcurrency: env.FOLLOW_UP_WEBHOOK_CONCURRENCY,
    leaseMs: env.FOLLOW_UP_LEASE_SECONDS * 1000,
    retryBaseMs: env.FOLLOW_UP_RETRY_BASE_SECONDS * 1000,
  }).catch((error: unknown) => {
    mailer.close();
    throw error;
  });
  return {
    async stop(budgetMs) {
      await worker.stop(budgetMs);
      mailer.close();
    },
  };
}
