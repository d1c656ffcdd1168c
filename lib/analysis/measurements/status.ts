import 'server-only';
import type { PrismaClient } from '@/lib/db/connection';
import type { BrowserResult } from '../browser/browser-result';
import type { MeasurementFailure } from '../browser/run';
import { median, type LabValues } from '../browser/vitals';
import type { DealerPageRole } from '../dealer/dealer-page-types';
import {
  measurementRepository,
  type BrowserMeasurement,
  type MeasuredPage,
} from './measurement-repository';

/** Several measurements of one page within this window are shown as their median. */
export const medianWindowMs = 7 * 24 * 60 * 60_000;
/** The estimate before any run has been timed on this database. */
export const typicalRunMsDefault = 20_000;

/** Medians of a page's measurements, when it was measured more than once. */
export type MedianSummary = { runs: number; score: number; values: LabValues };

/** Where a report's browser measurement stands, as its page and its progress bar show it. */
export type MeasurementView =
  | { state: 'queued'; position: number; etaSeconds: number; progress: number }
  | { state: 'measuring'; etaSeconds: number; progress: number }
  | { state: 'done'; result: BrowserResult; median: MedianSummary | null; finishedAt: Date | null }
  | { state: 'failed'; reason: MeasurementFailure };

const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));
/** Never 100 before it is done: a bar that stops short is honest, one that sits full is not. */
const progressOf = (elapsedMs: number, remainingMs: number) =>
  Math.min(95, Math.max(2, Math.round((elapsedMs / (elapsedMs + remainingMs)) * 100)));

export function medianOf(results: readonly BrowserResult[]): MedianSummary | null {
  if (results.length < 2) return null;
  const of = (metric: keyof LabValues) => median(results.map((result) => result.values[metric]));
  const values: LabValues = {
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    si: of('si'),
  };
  return {
    runs: results.length,
    score: Math.round(median(results.map((result) => result.score))),
    values: { ...values, cls: Math.round(values.cls * 1000) / 1000 },
  };
}

/** The view of one measurement row (null when the report was never queued for one). */
export async function measurementView(
  prisma: PrismaClient,
  row: BrowserMeasurement | null,
  options: { now?: Date; browsers?: number } = {},
): Promise<MeasurementView> {
  const now = options.now ?? new Date();
  if (!row) return { state: 'failed', reason: 'no_browser' };
  const repository = measurementRepository(prisma);
  if (row.status === 'done' && row.result) {
    const result = row.result as unknown as BrowserResult;
    const until = row.finishedAt ?? now;
    const runs = await repository.doneFor(
      row.url,
      new Date(until.getTime() - medianWindowMs),
      until,
    );
    return { state: 'done', result, median: medianOf(runs), finishedAt: row.finishedAt };
  }
  if (row.status !== 'queued') {
    return { state: 'failed', reason: (row.failure as MeasurementFailure | null) ?? 'failed' };
  }
  const times = await repository.recentRunTimes();
  const typical = times.length > 0 ? median(times) : typicalRunMsDefault;
  const sinceQueued = now.getTime() - row.queuedAt.getTime();
  const measuring = row.leaseUntil !== null && row.leaseUntil >= now && row.startedAt !== null;
  if (measuring) {
    const elapsed = now.getTime() - row.startedAt!.getTime();
    const remaining = Math.max(2_000, typical - elapsed);
    return {
      state: 'measuring',
      etaSeconds: seconds(remaining),
      progress: progressOf(sinceQueued, remaining),
    };
  }
  const { waiting, running } = await repository.queueAhead(row, now);
  // A free browser takes the next measurement within its worker's poll, so while measurements
  // wait, those running are every browser there is, on every instance and worker process: the
  // estimate counts them, not only this instance's own (which may be none: BACKGROUND_JOBS=off).
  const browsers = Math.max(1, options.browsers ?? 1, running);
  const rounds = Math.ceil((waiting + 1) / browsers);
  const remaining = typical * rounds + (running >= browsers ? typical / 2 : 0);
  return {
    state: 'queued',
    position: waiting + 1,
    etaSeconds: seconds(remaining),
    progress: progressOf(sinceQueued, remaining),
  };
}

/** A report's measurement view (its home page's unless `role` says which page). */
export async function reportMeasurement(
  prisma: PrismaClient,
  reportId: string,
  options: { now?: Date; browsers?: number } = {},
  role: MeasuredPage = 'home',
): Promise<MeasurementView> {
  const row = await measurementRepository(prisma).forReport(reportId, role);
  return measurementView(prisma, row, options);
}

/** The report's dealer pages' measurement views, for each page that was queued for one. */
export async function dealerPageMeasurements(
  prisma: PrismaClient,
  reportId: string,
  options: { now?: Date; browsers?: number } = {},
): Promise<Partial<Record<DealerPageRole, MeasurementView>>> {
  const repository = measurementRepository(prisma);
  const views: Partial<Record<DealerPageRole, MeasurementView>> = {};
  for (const role of ['stock', 'car'] as const) {
    const row = await repository.forReport(reportId, role);
    if (row) views[role] = await measurementView(prisma, row, options);
  }
  return views;
}
