import { hasLocale } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { locales, routing } from '@/i18n/routing';
import { graderBrowser } from '@/lib/analysis/measurements/start-measurements';
import { dealerPageMeasurements, reportMeasurement } from '@/lib/analysis/measurements/status';
import { reportJson, reportJsonTexts } from '@/lib/analysis/report-json';
import { analysisReportRepository } from '@/lib/analysis/reports';
import { db } from '@/lib/db/client';

export const dynamic = 'force-dynamic';

// A report changes until its phone measurement is in, and is nobody's to cache on the way.
const headers = { 'Cache-Control': 'private, no-store' };

/**
 * GET: a report as JSON (lib/analysis/report-json.ts), from the same scores as its page and its
 * e-mail; `?locale=en|tr|el` (default en) chooses the language of the titles, anything else is
 * 400. 404 for an unknown or malformed report id.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const requested = new URL(request.url).searchParams.get('locale') ?? routing.defaultLocale;
  if (!hasLocale(locales, requested)) {
    return Response.json({ error: 'bad_locale' }, { status: 400, headers });
  }
  const prisma = await db();
  const report = await analysisReportRepository(prisma).findById((await params).id);
  if (!report) return Response.json({ error: 'not_found' }, { status: 404, headers });
  const browser = graderBrowser();
  const browsers = browser.available ? browser.browsers : 1;
  const [view, pageViews, messages] = await Promise.all([
    reportMeasurement(prisma, report.id, { browsers }),
    dealerPageMeasurements(prisma, report.id, { browsers }),
    getMessages({ locale: requested }),
  ]);
  const json = reportJson(report, view, reportJsonTexts(requested, messages), pageViews);
  return Response.json(json, { headers });
}
