import 'server-only';
import type { PrismaClient } from '@/lib/db/connection';
import type { Prisma } from '@/lib/db/generated/client';
import type { JobEngine } from '@/lib/jobs/job-engine';
import type { AnalysisResult } from './analysis-result';
import { sendMeasurementJobs } from './measurements/measurement-jobs';

export type StoredReport = { id: string; url: string; createdAt: Date; result: AnalysisResult };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every read and write of analysis reports. Takes the client so tests run it on any database. */
export function analysisReportRepository(prisma: PrismaClient) {
  const toReport = (row: { id: string; url: string; createdAt: Date; result: unknown }) => ({
    ...row,
    result: row.result as AnalysisResult,
  });
  return {
    /** Stores a report, with its browser measurement (queued, or failed at once) when given. */
    async create(
      result: AnalysisResult,
      createdAt = new Date(),
      /** Its browser measurement, or measurements (the page's, then the dealer pages'). */
      measurement?:
        | Prisma.BrowserMeasurementCreateWithoutReportInput
        | Prisma.BrowserMeasurementCreateWithoutReportInput[],
      /** Where the queued measurements' jobs go, sent in the same transaction. */
      jobs?: JobEngine,
    ): Promise<StoredReport> {
      const row = await prisma.$transaction(async (tx) => {
        const created = await tx.analysisReport.create({
          data: {
            url: result.url,
            result: result as unknown as Prisma.InputJsonValue,
            createdAt,
            ...(measurement ? { measurements: { create: measurement } } : {}),
          },
        });
        if (jobs) {
          const queued = await tx.browserMeasurement.findMany({
            where: { reportId: created.id, status: 'queued' },
            select: { id: true, nextAttemptAt: true },
          });
          await sendMeasurementJobs(jobs, tx, queued);
        }
        return created;
      });
      return toReport(row);
    },

    /** A report by its id (the shareable link); null for unknown or malformed ids. */
    async findById(id: string): Promise<StoredReport | null> {
      if (!uuid.test(id)) return null;
      const row = await prisma.analysisReport.findUnique({ where: { id } });
      return row ? toReport(row) : null;
    },

    /** The newest report of `url` made after `since`, to reuse instead of measuring again. */
    async findRecent(url: string, since: Date): Promise<StoredReport | null> {
      const row = await prisma.analysisReport.findFirst({
        where: { url, createdAt: { gt: since } },
        orderBy: { createdAt: 'desc' },
      });
      return row ? toReport(row) : null;
    },

    /** Retention: deletes reports made before `before`; returns how many. */
    async deleteCreatedBefore(before: Date): Promise<number> {
      const { count } = await prisma.analysisReport.deleteMany({
        where: { createdAt: { lt: before } },
      });
      return count;
    },
  };
}

export type AnalysisReportRepository = ReturnType<typeof analysisReportRepository>;
