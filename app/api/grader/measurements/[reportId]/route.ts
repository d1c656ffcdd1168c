import { measurementStatus } from '@/lib/analysis/measurements/status-json';
import { graderBrowser } from '@/lib/analysis/measurements/start-measurements';
import { analysisReportRepository } from '@/lib/analysis/reports';
import { db } from '@/lib/db/client';

export const dynamic = 'force-dynamic';

/**
 * GET: where a report's browser measurement stands (lib/analysis/measurements/status-json.ts),
 * polled by the report page and the competitor tool every two seconds until it is done or
 * failed. 404 for an unknown or malformed report id.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ reportId: string }> },
) {
  const prisma = await db();
  const report = await analysisReportRepository(prisma).findById((await params).reportId);
  if (!report) return Response.json({ error: 'not_found' }, { status: 404 });
  const browser = graderBrowser();
  const status = await measurementStatus(prisma, report, browser.available ? browser.browsers : 1);
  return Response.json(status, { headers: { 'Cache-Control': 'private, no-store' } });
}
