import type { Database } from '@/lib/db/connection';
import { parseRunTimeEnv, type RunTimeEnv } from '@/lib/env';
import { deliverFollowUp, isPermanentFailure } from '@/lib/follow-ups/deliver';
import { startFollowUpWorker, type WorkerOptions } from '@/lib/follow-ups/follow-up-worker';
import { openJobEngine, type JobEngine } from '@/lib/jobs/job-engine';
import { intakeLead } from '@/lib/leads/intake';
import { createMailer, isMailOutage, type Mailer } from '@/lib/mail/mailer';

/**
 * The app's lead path on a test database: the real intake, the real job engine with the real
 * outbox worker, and the real mailer (SMTP to `smtpUrl`, or .eml files in `fileDir`), with the
 * settings of `env`.
 */
export async function outboxApp(
  database: Database,
  settings: Record<string, string | undefined>,
  {
    fileDir = '/nonexistent/never-used',
    worker: workerOptions = {},
  }: { fileDir?: string; worker?: Partial<WorkerOptions> } = {},
) {
  const prisma = database.prisma;
  const env: RunTimeEnv = parseRunTimeEnv({ LEAD_RATE_LIMIT_MAX: '1000', ...settings });
  const mailer: Mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    fileDir,
    timeouts: { connectionMs: 2_000, greetingMs: 2_000, socketMs: 5_000, sendMs: 10_000 },
  });
  const engine: JobEngine = await openJobEngine(database, {
    runsJobs: true,
    instanceName: 'test',
    leaseSeconds: env.FOLLOW_UP_LEASE_SECONDS,
  });
  const worker = await startFollowUpWorker({
    engine,
    prisma: async () => prisma,
    deliver: (job) => deliverFollowUp(job, { prisma, mailer, env }),
    isPermanent: isPermanentFailure,
    isOutage: isMailOutage,
    probe: () => mailer.verify(),
    leaseMs: env.FOLLOW_UP_LEASE_SECONDS * 1000,
    retryBaseMs: env.FOLLOW_UP_RETRY_BASE_SECONDS * 1000,
    pollSeconds: 0.5,
    ...workerOptions,
  });
  let ip = 0;
  return {
    env,
    mailer,
    engine,
    worker,
    /** A form submission from its own client address (the per-IP rate limit stays out of it). */
    submit(kind: Parameters<typeof intakeLead>[0], raw: Record<string, string>) {
      const locale = (raw.locale ?? 'en') as 'en' | 'tr' | 'el';
      return intakeLead(
        kind,
        raw,
        { locale, ip: `198.51.100.${++ip % 250}` },
        { prisma: async () => prisma, jobs: async () => engine, env: () => env },
      );
    },
    async stop() {
      // Deliveries in hand finish first (a test's database is dropped next).
      await worker.stop(10_000);
      await engine.stop({ graceful: false, timeout: 1_000 });
      mailer.close();
    },
  };
}

/** A form as a visitor fills it in. */
export const quoteForm = {
  locale: 'en',
  pagePath: '/',
  fillMs: '8000',
  website: '',
  name: 'Andreas Georgiou',
  email: 'andreas@example.com',
  phone: '+357 99 000 000',
  company: 'Limassol Cars',
  message: 'We need a new site',
  consent: 'yes',
};
