import 'server-only';
import type { PrismaClient } from '@/lib/db/connection';
import type { MeasurementMethod } from '../browser/browser-result';
import type { MeasurementFailure } from '../browser/run';
import type { LabValues } from '../browser/vitals';
import { imageHref } from '../report-paths';
import { headlineRun, reportScores } from '../report-scores';
import type { StoredReport } from '../reports';
import type { MeasuredPage } from './measurement-repository';
import { dealerPageMeasurements, reportMeasurement } from './status';

/** What the report page's and the competitor tool's progress islands poll. */
export type MeasurementStatus =
  | { state: 'queued'; position: number; etaSeconds: number; progress: number }
  | { state: 'measuring'; etaSeconds: number; progress: number }
  | {
      state: 'done';
      score: number;
      runs: number;
      values: LabValues;
      screenshot: { src: string; width: number; height: number } | null;
      /**
       * The report's overall score with the phone's Speed score in it, weighed across the pages
       * measured so far; provisional while another page of the report is still to be measured.
       */
      overall: number;
      overallProvisional: boolean;
      /** How the latest measurement was taken (null before it was recorded). */
      method: MeasurementMethod | null;
    }
  | { state: 'failed'; reason: MeasurementFailure };

export async function measurementStatus(
  prisma: PrismaClient,
  report: StoredReport,
  browsers: number,
  /** The home page (the address graded), or a dealer page: its stock list or car page. */
  role: MeasuredPage = 'home',
): Promise<MeasurementStatus> {
  const [home, pageViews] = await Promise.all([
    reportMeasurement(prisma, report.id, { browsers }),
    dealerPageMeasurements(prisma, report.id, { browsers }),
  ]);
  const view = role === 'home' ? home : pageViews[role];
  if (!view) return { state: 'failed', reason: 'no_browser' };
  if (view.state !== 'done') return view;
  const { scores, provisional } = reportScores(report.result, home, pageViews);
  const run = headlineRun(view.result, view.median);
  const shot = view.result.screenshot;
  return {
    state: 'done',
    score: run.score,
    runs: run.runs,
    values: run.values,
    screenshot: shot ? { src: imageHref(shot.id), width: shot.width, height: shot.height } : null,
    overall: scores.overall,
    overallProvisional: provisional,
    method: view.result.method ?? null,
  };
}
