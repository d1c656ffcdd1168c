import type { MeasuredPage } from '@/lib/analysis/measurements/measurement-repository';
import { measurementStatus } from '@/lib/analysis/measurements/status-json';
import { graderBrowser } from '@/lib/analysis/measurements/start-measurements';
import { analysisReportRepository } from '@/lib/analysis/reports';
import { db } from '@/lib/db/client';

export const dynamic = 'force-dynamic';

const pages = new Set<string>(['home', 'stock', 'car']);

/**
 * GET: where a report's browser measurement stands (lib/analysis/measurements/status-json.ts),
 * polled by the report page and the competitor tool every two seconds until it is done or
 * failed; `?page=stock` or `car` for a dealer page's. 404 for an unknown or malformed report id,
 * 400 for an unknown page.
 */
export async function GET(request: Request, { params }: { params: Promise<{ reportId: string }> }) {
  const page = new URL(request.url).searchParams.get('page') ?? 'home';
  if (!pages.has(page)) return Response.json({ error: 'bad_page' }, { status: 400 });
  const prisma = await db();
  const report = await analysisReportRepository(prisma).findById((await params).reportId);
  if (!report) return Response.json({ error: 'not_found' }, { status: 404 });
  const browser = graderBrowser();
  const status = await measurementStatus(
    prisma,
    report,
    browser.available ? browser.browsers : 1,
    page as MeasuredPage,
  );
  return Response.json(status, { headers: { 'Cache-Control': 'private, no-store' } });
}
