import { measurementHealth } from '@/lib/analysis/measurements/health';
import { openedDatabase } from '@/lib/db/client';
import { checkHealth } from '@/lib/health/check';
import { startedJobEngine } from '@/lib/jobs/job-engine';
import { jobsHealth } from '@/lib/jobs/jobs-health';

// Asked by load balancers and nginx every few seconds: always live, never cached or indexed.
export const dynamic = 'force-dynamic';

/**
 * 200 `{status: "ok" | "degraded", followUps: {pending, oldestPendingSeconds, failing,
 * deadLastWeek, agencyNotices: {failing, dead}}, measurements: {browser, queued,
 * oldestQueuedSeconds, running, deadLastWeek}, jobs: {processes, schedules: [{name, lastRunAt,
 * lastState, overdue}]}}`
 * (degraded: the oldest queued e-mail has waited over 15 minutes, an agency notice is failing or
 * dead, the oldest browser measurement has waited over 5 minutes, this instance has no browser,
 * no process runs jobs, or a clean-up's last run failed or none ran for two hours), or 503
 * `{status: "unavailable", failing, reason}`.
 */
export async function GET() {
  const health = await checkHealth(openedDatabase, {
    measurements: (prisma) => measurementHealth(prisma),
    jobs: () => jobsHealth(startedJobEngine()),
  });
  return Response.json(health, {
    status: health.status === 'unavailable' ? 503 : 200,
    headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
  });
}
