import 'server-only';
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '@/lib/db/connection';
import { Prisma, type BrowserMeasurement } from '@/lib/db/generated/client';
import type { RawImage } from '../browser/screenshot-images';
import type { BrowserResult, MeasuredImage } from '../browser/browser-result';
import type { MeasurementFailure } from '../browser/run';
import type { DealerPageRole } from '../dealer/dealer-page-types';
import type { JobEngine } from '@/lib/jobs/job-engine';
import { sendMeasurementJobs } from './measurement-jobs';

export type { BrowserMeasurement };

/** A measurement a worker holds the lease of. */
export type ClaimedMeasurement = Pick<
  BrowserMeasurement,
  'id' | 'reportId' | 'url' | 'attempts' | 'visitorHash'
>;

/** A run's result before its images have ids. */
export type MeasuredRun = {
  result: Omit<BrowserResult, 'screenshot' | 'filmstrip'>;
  screenshot: RawImage | null;
  filmstrip: RawImage[];
};

/** The window of a visitor's share of the browser: the browser time of the last hour counts. */
export const shareWindowMs = 60 * 60 * 1000;

/**
 * Browser time (ms) the measurements of `visitor` took since `since`: the order of the queue.
 * `visitor` is SQL (a column or a value); no visitor (null) has used none.
 */
const browserTimeOfSql = (visitor: Prisma.Sql, since: Date) => Prisma.sql`(
  SELECT COALESCE(SUM(used.browser_ms), 0) FROM browser_measurements used
  WHERE used.visitor_hash = ${visitor} AND used.started_at >= ${since})`;

/** Which of a report's pages a measurement loads: the page graded, or a dealer page found. */
export type MeasuredPage = 'home' | DealerPageRole;

/** Attempts that broke (a crash, a dead instance) before the measurement is given up. */
export const maxAttempts = 3;

/** Every read and write of browser measurements. Takes the client so tests run it on any database. */
export function measurementRepository(prisma: PrismaClient) {
  return {
    /**
     * Queues the measurement of a report's page, asked for by the visitor `visitorHash`, and its
     * job, in one transaction.
     */
    enqueue(
      engine: JobEngine,
      reportId: string,
      url: string,
      now: Date,
      visitorHash: string | null = null,
      role: MeasuredPage = 'home',
    ): Promise<BrowserMeasurement> {
      return prisma.$transaction(async (tx) => {
        const row = await tx.browserMeasurement.create({
          data: { reportId, url, role, queuedAt: now, nextAttemptAt: now, visitorHash },
        });
        await sendMeasurementJobs(engine, tx, [row]);
        return row;
      });
    },

    /**
     * The measurement a job's run takes: the one this job held when its process died (the
     * engine's retry of it), else the next in the fair order (`claim`). Null: none is due.
     */
    async claimForJob(
      lease: { jobId: string; token: string },
      leaseUntil: Date,
      now: Date,
    ): Promise<ClaimedMeasurement | null> {
      const [own] = await prisma.$queryRaw<ClaimedMeasurement[]>`
        UPDATE browser_measurements
        SET lease_owner = ${lease.token}, lease_until = ${leaseUntil}, attempts = attempts + 1,
          started_at = ${now}
        WHERE status = 'queued' AND starts_with(lease_owner, ${`${lease.jobId}/`})
        RETURNING id, report_id AS "reportId", url, attempts, visitor_hash AS "visitorHash"`;
      if (own) return own;
      const [next] = await this.claim(lease.token, 1, leaseUntil, now);
      return next ?? null;
    },

    /**
     * Leases up to `limit` queued measurements: first those of the visitors who used the
     * browser least since `since` (a visitor who queued ten slow pages does not hold up the
     * next one's single page), then the oldest. `FOR UPDATE SKIP LOCKED` lets several
     * instances claim at once without taking the same row; a lease that ran out (its instance
     * died mid-run) makes the row claimable again.
     */
    claim(
      owner: string,
      limit: number,
      leaseUntil: Date,
      now: Date,
      since = new Date(now.getTime() - shareWindowMs),
    ): Promise<ClaimedMeasurement[]> {
      return prisma.$queryRaw<ClaimedMeasurement[]>`
        UPDATE browser_measurements
        SET lease_owner = ${owner}, lease_until = ${leaseUntil}, attempts = attempts + 1,
          started_at = ${now}
        WHERE id IN (
          SELECT m.id FROM browser_measurements m
          WHERE m.status = 'queued' AND m.next_attempt_at <= ${now}
            AND (m.lease_until IS NULL OR m.lease_until < ${now})
          ORDER BY ${browserTimeOfSql(Prisma.sql`m.visitor_hash`, since)}, m.queued_at
          LIMIT ${limit}::int
          FOR UPDATE OF m SKIP LOCKED)
        RETURNING id, report_id AS "reportId", url, attempts, visitor_hash AS "visitorHash"`;
    },

    /** Browser time (ms) the visitor's measurements took since `since`. */
    async browserTimeOf(visitorHash: string, since: Date): Promise<number> {
      const { _sum } = await prisma.browserMeasurement.aggregate({
        where: { visitorHash, startedAt: { gte: since } },
        _sum: { browserMs: true },
      });
      return _sum.browserMs ?? 0;
    },

    /**
     * Stores a run and its images, and the browser time it took; false (nothing written) if
     * the lease was lost.
     */
    complete(
      id: string,
      owner: string,
      run: MeasuredRun,
      now: Date,
      browserMs = 0,
    ): Promise<boolean> {
      const image = (raw: RawImage) => ({ raw, id: randomUUID() });
      const screenshot = run.screenshot ? image(run.screenshot) : null;
      const filmstrip = run.filmstrip.map(image);
      const described = ({ raw, id: imageId }: { raw: RawImage; id: string }): MeasuredImage => ({
        id: imageId,
        width: raw.width,
        height: raw.height,
        timingMs: raw.timingMs,
      });
      const result: BrowserResult = {
        ...run.result,
        screenshot: screenshot ? described(screenshot) : null,
        filmstrip: filmstrip.map(described),
      };
      return prisma.$transaction(async (tx) => {
        const { count } = await tx.browserMeasurement.updateMany({
          where: { id, leaseOwner: owner, status: 'queued' },
          data: {
            status: 'done',
            result: result as unknown as Prisma.InputJsonValue,
            finishedAt: now,
            failure: null,
            leaseOwner: null,
            leaseUntil: null,
            browserMs: { increment: Math.round(browserMs) },
          },
        });
        if (count === 0) return false;
        const images = [...(screenshot ? [screenshot] : []), ...filmstrip];
        await tx.measurementImage.createMany({
          data: images.map(({ raw, id: imageId }) => ({
            id: imageId,
            measurementId: id,
            contentType: raw.contentType,
            bytes: new Uint8Array(raw.bytes),
          })),
        });
        return true;
      });
    },

    /**
     * A failed attempt, and the browser time it took: queued again at `retryAt` when retrying
     * may help and attempts remain; otherwise failed (the page's fault) or dead (every attempt
     * broke).
     */
    fail(
      job: ClaimedMeasurement,
      owner: string,
      failure: {
        reason: MeasurementFailure;
        detail: string;
        retry: boolean;
        retryAt: Date;
        browserMs?: number;
      },
      now: Date,
      /** Queued again: its next job, sent in the same transaction. */
      engine?: JobEngine,
    ): Promise<BrowserMeasurement['status'] | null> {
      const again = failure.retry && job.attempts < maxAttempts;
      const status = again ? 'queued' : failure.retry ? 'dead' : 'failed';
      return prisma.$transaction(async (tx) => {
        const { count } = await tx.browserMeasurement.updateMany({
          where: { id: job.id, leaseOwner: owner, status: 'queued' },
          data: {
            status,
            failure: again ? null : failure.reason,
            lastError: failure.detail.slice(0, 500),
            nextAttemptAt: failure.retryAt,
            finishedAt: again ? null : now,
            leaseOwner: null,
            leaseUntil: null,
            browserMs: { increment: Math.round(failure.browserMs ?? 0) },
          },
        });
        if (count === 0) return null;
        if (again && engine) {
          await sendMeasurementJobs(engine, tx, [{ id: job.id, nextAttemptAt: failure.retryAt }]);
        }
        return status;
      });
    },

    /**
     * Gives back what these leases hold (a graceful shutdown that could not wait for them): the
     * attempt does not count, and the engine's retry of the job takes the row again.
     */
    async release(owners: readonly string[], now: Date): Promise<number> {
      let count = 0;
      for (const owner of owners) {
        const released = await prisma.browserMeasurement.updateMany({
          where: { leaseOwner: owner, status: 'queued' },
          data: {
            leaseOwner: `${owner.split('/')[0]}/released`,
            leaseUntil: null,
            nextAttemptAt: now,
            attempts: { decrement: 1 },
          },
        });
        count += released.count;
      }
      return count;
    },

    /** The newest measurement of a report's page (its home page unless `role` says which). */
    forReport(reportId: string, role: MeasuredPage = 'home'): Promise<BrowserMeasurement | null> {
      return prisma.browserMeasurement.findFirst({
        where: { reportId, role },
        orderBy: { queuedAt: 'desc' },
      });
    },

    /**
     * How many queued measurements `claim` takes before this one (those of visitors who used the
     * browser less since `since`, then the older ones), and how many run.
     */
    async queueAhead(
      measurement: Pick<BrowserMeasurement, 'id' | 'queuedAt' | 'visitorHash'>,
      now: Date,
      since = new Date(now.getTime() - shareWindowMs),
    ): Promise<{ waiting: number; running: number }> {
      const [[ahead], running] = await Promise.all([
        prisma.$queryRaw<{ waiting: number }[]>`
          SELECT COUNT(*)::int AS waiting FROM browser_measurements m
          WHERE m.status = 'queued' AND m.id <> ${measurement.id}::uuid
            AND (m.lease_until IS NULL OR m.lease_until < ${now})
            AND (${browserTimeOfSql(Prisma.sql`m.visitor_hash`, since)}, m.queued_at)
              < (${browserTimeOfSql(Prisma.sql`${measurement.visitorHash}`, since)}, ${measurement.queuedAt})`,
        prisma.browserMeasurement.count({ where: { status: 'queued', leaseUntil: { gte: now } } }),
      ]);
      return { waiting: Number(ahead?.waiting ?? 0), running };
    },

    /** Run times (ms) of the latest finished measurements: the estimate's basis. */
    async recentRunTimes(limit = 20): Promise<number[]> {
      const rows = await prisma.$queryRaw<{ ms: number }[]>`
        SELECT (EXTRACT(EPOCH FROM (finished_at - started_at)) * 1000)::int AS ms
        FROM browser_measurements
        WHERE status = 'done' AND started_at IS NOT NULL AND finished_at IS NOT NULL
        ORDER BY finished_at DESC
        LIMIT ${limit}::int`;
      return rows.map((row) => Number(row.ms)).filter((ms) => ms > 0);
    },

    /** The results of a page's measurements finished in [since, until], oldest first. */
    async doneFor(url: string, since: Date, until: Date): Promise<BrowserResult[]> {
      const rows = await prisma.browserMeasurement.findMany({
        where: { url, status: 'done', finishedAt: { gte: since, lte: until } },
        orderBy: { finishedAt: 'asc' },
        select: { result: true },
        take: 50,
      });
      return rows.map((row) => row.result as unknown as BrowserResult);
    },

    /**
     * What is waiting or running (`queued`, every instance's), how many of those a browser
     * measures now (a live lease), since when the oldest has been queued, and how many were given
     * up on (dead: every attempt broke) since `deadSince`.
     */
    async backlog(
      now = new Date(),
      deadSince = new Date(now.getTime() - 7 * 24 * 60 * 60_000),
    ): Promise<{ queued: number; running: number; oldestQueuedAt: Date | null; dead: number }> {
      const [queued, running, oldest, dead] = await Promise.all([
        prisma.browserMeasurement.count({ where: { status: 'queued' } }),
        prisma.browserMeasurement.count({ where: { status: 'queued', leaseUntil: { gte: now } } }),
        prisma.browserMeasurement.findFirst({
          where: { status: 'queued' },
          orderBy: { queuedAt: 'asc' },
          select: { queuedAt: true },
        }),
        prisma.browserMeasurement.count({
          where: { status: 'dead', finishedAt: { gte: deadSince } },
        }),
      ]);
      return { queued, running, oldestQueuedAt: oldest?.queuedAt ?? null, dead };
    },

    /** One stored image (served by /grader-shots/<id>.jpg). */
    image(id: string) {
      return prisma.measurementImage.findUnique({
        where: { id },
        select: { bytes: true, contentType: true },
      });
    },
  };
}

export type MeasurementRepository = ReturnType<typeof measurementRepository>;
