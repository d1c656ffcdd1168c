import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@/lib/db/connection';
import type { RawImage } from '@/lib/analysis/browser/screenshot-images';
import type { RunOutcome } from '@/lib/analysis/browser/run';
import { measurementForMail, mailImageMaxBytes } from '@/lib/analysis/measurements/for-mail';
import {
  maxAttempts,
  measurementRepository,
  type MeasuredRun,
} from '@/lib/analysis/measurements/measurement-repository';
import { reportMeasurement } from '@/lib/analysis/measurements/status';
import {
  startMeasurementWorker,
  type MeasurementWorker,
  type MeasurementWorkerOptions,
} from '@/lib/analysis/measurements/measurement-worker';
import {
  measurementDeadLetters,
  measurementQueue,
} from '@/lib/analysis/measurements/measurement-jobs';
import { analysisReportRepository } from '@/lib/analysis/reports';
import { openJobEngine, type JobEngine } from '@/lib/jobs/job-engine';
import { clientKeyHash } from '@/lib/rate-limit/client-key';
import { engines, freshDatabase, type TestDatabase } from './databases';
import { instantResult } from './support/instant-result';

const minute = 60_000;

const jpeg = (size: number): RawImage => {
  // A JPEG header with a 412×823 frame, padded to `size` bytes.
  const header = Buffer.from('ffd8ffc00011080337019c03012200021101031101', 'hex');
  return {
    bytes: Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length))]),
    contentType: 'image/jpeg',
    width: 412,
    height: 823,
    timingMs: 900,
  };
};

const run = (score: number, lcp: number, shotBytes = 20_000): MeasuredRun => ({
  result: {
    version: 1,
    lighthouseVersion: '13.5.0',
    finalUrl: 'https://dealer.example/',
    values: { fcp: 900, lcp, tbt: 50, cls: 0, si: 1200 },
    score,
    lighthouseScore: score,
    totalBytes: 100_000,
    lcpElement: null,
    opportunities: [],
    refusedConnections: 0,
    runMs: 9_000,
  },
  screenshot: jpeg(shotBytes),
  filmstrip: [jpeg(3_000), jpeg(4_000)],
});

describe.each(engines)('the measurement queue on %s', (engine) => {
  let test: TestDatabase;
  let prisma: PrismaClient;
  const workers: MeasurementWorker[] = [];
  const processes: JobEngine[] = [];

  beforeAll(async () => {
    test = await freshDatabase(engine);
    prisma = test.database.prisma;
  }, 120_000);
  afterAll(async () => {
    await stopWorkers();
    await test?.dispose();
  });

  /** A process that runs measurements: its own job engine and worker. */
  const startWorker = async (options: Omit<MeasurementWorkerOptions, 'engine' | 'prisma'>) => {
    const jobs = await openJobEngine(test.database, {
      runsJobs: true,
      instanceName: 'worker',
      leaseSeconds: 120,
      heartbeatSeconds: 30,
    });
    processes.push(jobs);
    const worker = await startMeasurementWorker({
      engine: jobs,
      prisma: async () => prisma,
      pollSeconds: 0.5,
      ...options,
    });
    workers.push(worker);
    worker.nudge();
  };
  const stopWorkers = async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop(1_000)));
    await Promise.all(
      processes.splice(0).map((jobs) => jobs.stop({ graceful: false, timeout: 1_000 })),
    );
  };

  /** A report with its page's measurement queued (and its job, with `jobs`). */
  const queued = async (
    url: string,
    now = new Date(),
    visitorHash: string | null = null,
    jobs?: JobEngine,
  ) =>
    analysisReportRepository(prisma).create(
      instantResult(url),
      now,
      { url, queuedAt: now, nextAttemptAt: now, visitorHash },
      jobs,
    );

  /** An empty queue, then `count` pages queued a millisecond apart; `now` is a second later. */
  const queueOf = async (count: number, name: string) => {
    await prisma.browserMeasurement.deleteMany();
    const start = Date.now();
    const reports = [];
    for (let i = 0; i < count; i++)
      reports.push(await queued(`https://${name}${i}.example/`, new Date(start + i)));
    return { reports, now: new Date(start + 1000) };
  };

  it('leases a measurement to one worker; another takes it only once the lease ran out', async () => {
    await prisma.browserMeasurement.deleteMany();
    const report = await queued('https://lease.example/');
    const repo = measurementRepository(prisma);
    const now = new Date();
    const [claimed] = await repo.claim('a', 1, new Date(now.getTime() + minute), now);
    expect(claimed).toMatchObject({
      reportId: report.id,
      url: 'https://lease.example/',
      attempts: 1,
    });
    expect(await repo.claim('b', 1, new Date(now.getTime() + minute), now)).toEqual([]);
    expect(await reportMeasurement(prisma, report.id, { now })).toMatchObject({
      state: 'measuring',
    });
    // Instance a died (SIGKILL): its lease runs out and b takes the job, as attempt 2.
    const later = new Date(now.getTime() + 2 * minute);
    const [again] = await repo.claim('b', 1, new Date(later.getTime() + minute), later);
    expect(again).toMatchObject({ id: claimed!.id, attempts: 2 });
    // a's late answer is not recorded over b's lease.
    expect(await repo.complete(claimed!.id, 'a', run(80, 2000), later)).toBe(false);
    expect(await repo.complete(claimed!.id, 'b', run(80, 2000), later)).toBe(true);
    const view = await reportMeasurement(prisma, report.id);
    expect(view).toMatchObject({ state: 'done', result: { score: 80 }, median: null });
    if (view.state !== 'done') throw new Error('not done');
    expect(view.result.filmstrip).toHaveLength(2);
    const image = await repo.image(view.result.screenshot!.id);
    expect(image?.contentType).toBe('image/jpeg');
    expect(image?.bytes.length).toBe(20_000);
  });

  it('gives each queued measurement its place in the queue and an estimate', async () => {
    const { reports, now } = await queueOf(3, 'queue');
    await measurementRepository(prisma).claim('a', 1, new Date(now.getTime() + minute), now);
    const [first, second, third] = await Promise.all(
      reports.map((report) => reportMeasurement(prisma, report.id, { now })),
    );
    expect(first).toMatchObject({ state: 'measuring' });
    expect(second).toMatchObject({ state: 'queued', position: 1 });
    expect(third).toMatchObject({ state: 'queued', position: 2 });
    if (second?.state !== 'queued' || third?.state !== 'queued') throw new Error('not queued');
    expect(third.etaSeconds).toBeGreaterThan(second.etaSeconds);
    expect(second.progress).toBeGreaterThan(0);
    expect(second.progress).toBeLessThan(100);
  });

  it('counts the browsers of every worker in the estimate, not only this instance’s', async () => {
    const { reports, now } = await queueOf(4, 'workers');
    // Two worker processes, one browser each, run the first two; this web server has none.
    const repo = measurementRepository(prisma);
    await repo.claim('worker-1', 1, new Date(now.getTime() + minute), now);
    await repo.claim('worker-2', 1, new Date(now.getTime() + minute), now);
    const last = await reportMeasurement(prisma, reports[3]!.id, { now, browsers: 1 });
    // One page ahead and two browsers: the next round starts it, a typical run (20 s, nothing
    // timed yet) after half a run's wait. Counted as one browser it would read 50 s.
    expect(last).toMatchObject({ state: 'queued', position: 2, etaSeconds: 30 });
  });

  it('retries a broken run, marks it dead after the last attempt, and a page fault failed at once', async () => {
    await prisma.browserMeasurement.deleteMany();
    const repo = measurementRepository(prisma);
    const broken = await queued('https://broken.example/');
    let now = new Date();
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const [job] = await repo.claim('a', 1, new Date(now.getTime() + minute), now);
      expect(job?.attempts).toBe(attempt);
      // Health counts it as running while a worker holds it.
      expect(await repo.backlog(now)).toMatchObject({ queued: 1, running: 1, dead: 0 });
      const status = await repo.fail(
        job!,
        'a',
        { reason: 'failed', detail: 'crashed', retry: true, retryAt: now },
        now,
      );
      expect(status).toBe(attempt < maxAttempts ? 'queued' : 'dead');
      now = new Date(now.getTime() + 1);
    }
    expect(await reportMeasurement(prisma, broken.id)).toEqual({
      state: 'failed',
      reason: 'failed',
    });
    // Dead shows in health for a week.
    expect(await repo.backlog(now)).toEqual({
      queued: 0,
      running: 0,
      oldestQueuedAt: null,
      dead: 1,
    });
    expect((await repo.backlog(new Date(now.getTime() + 8 * 24 * 60 * minute))).dead).toBe(0);

    const hung = await queued('https://hung.example/');
    now = new Date();
    const [job] = await repo.claim('a', 1, new Date(now.getTime() + minute), now);
    await repo.fail(
      job!,
      'a',
      { reason: 'timeout', detail: 'killed', retry: false, retryAt: now },
      now,
    );
    expect(await reportMeasurement(prisma, hung.id)).toEqual({
      state: 'failed',
      reason: 'timeout',
    });
  });

  it('shows the median of a page measured more than once', async () => {
    await prisma.browserMeasurement.deleteMany();
    const repo = measurementRepository(prisma);
    const url = 'https://median.example/';
    let last = '';
    for (const [score, lcp] of [
      [60, 3000],
      [90, 1800],
      [70, 2600],
    ] as const) {
      const report = await queued(url);
      const now = new Date();
      const [job] = await repo.claim('a', 1, new Date(now.getTime() + minute), now);
      await repo.complete(job!.id, 'a', run(score, lcp), now);
      last = report.id;
    }
    expect(await reportMeasurement(prisma, last)).toMatchObject({
      state: 'done',
      result: { score: 70 },
      median: { runs: 3, score: 70, values: { lcp: 2600 } },
    });
  });

  it('lets several workers share the queue: each measurement is run exactly once', async () => {
    await prisma.browserMeasurement.deleteMany();
    const measured: string[] = [];
    const measure = async (job: { url: string }): Promise<RunOutcome> => {
      measured.push(job.url);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return {
        ok: false,
        reason: 'unreachable',
        detail: 'test',
        retry: false,
        refused: [],
        runMs: 20,
      };
    };
    const reports = [];
    const jobs = await test.jobs();
    for (let i = 0; i < 6; i++)
      reports.push(await queued(`https://shared${i}.example/`, new Date(), null, jobs));
    for (let i = 0; i < 2; i++) await startWorker({ measure, browsers: 1 });
    await expect
      .poll(async () => prisma.browserMeasurement.count({ where: { status: 'failed' } }), {
        timeout: 20_000,
      })
      .toBe(6);
    expect([...measured].sort()).toEqual(reports.map((report) => report.url).sort());
    await stopWorkers();
  });

  it('makes a job that no longer parses a dead letter at once, and runs no page for it', async () => {
    await prisma.browserMeasurement.deleteMany();
    const measured: string[] = [];
    await startWorker({
      browsers: 1,
      measure: async (job) => {
        measured.push(job.url);
        return {
          ok: false,
          reason: 'unreachable',
          detail: 'test',
          retry: false,
          refused: [],
          runMs: 1,
        };
      },
    });
    const jobs = await test.jobs();
    // A stored job from another version of the app, beside a page queued without a job.
    await queued('https://no-job.example/');
    const id = await jobs.send(measurementQueue, { reportId: 'an-older-shape' });
    workers.forEach((worker) => worker.nudge());
    await expect
      .poll(async () => (await jobs.getJobById(measurementQueue, id!))?.state, { timeout: 20_000 })
      .toBe('failed');
    const job = await jobs.getJobById(measurementQueue, id!);
    expect(job).toMatchObject({ retryCount: 0, output: { reason: 'not a measurement job' } });
    const [letter] = await jobs.findJobs(measurementDeadLetters, {
      data: { reportId: 'an-older-shape' },
    });
    expect(letter).toBeDefined();
    expect(measured).toEqual([]);
    await stopWorkers();
  });

  it("shares the browser between visitors: the least served goes first, and past a visitor's hourly share their page is not run", async () => {
    await prisma.browserMeasurement.deleteMany();
    // Visitor h queues three pages that each hold the browser to the deadline (70 s), then
    // visitor n one ordinary page; the share is 120 s an hour.
    const hog = clientKeyHash('203.0.113.9');
    const other = clientKeyHash('2001:db8:1:2::7');
    const start = Date.now();
    const hogs = [];
    const jobs = await test.jobs();
    for (let i = 0; i < 3; i++)
      hogs.push(await queued(`https://hang${i}.example/`, new Date(start + i), hog, jobs));
    const ordinary = await queued('https://ordinary.example/', new Date(start + 3), other, jobs);
    const measured: string[] = [];
    const measure = async (job: { url: string }): Promise<RunOutcome> => {
      measured.push(job.url);
      return job.url.includes('hang')
        ? { ok: false, reason: 'timeout', detail: 'test', retry: false, refused: [], runMs: 70_000 }
        : { ok: true, run: run(90, 1500), refused: [], runMs: 5_000 };
    };
    await startWorker({ measure, browsers: 1, visitorBudgetMs: 120_000 });
    await expect
      .poll(async () => prisma.browserMeasurement.count({ where: { status: 'queued' } }), {
        timeout: 20_000,
      })
      .toBe(0);
    await stopWorkers();
    // The ordinary page waited for one hung page, not for two; the third hung page never ran.
    expect(measured).toEqual([
      'https://hang0.example/',
      'https://ordinary.example/',
      'https://hang1.example/',
    ]);
    expect(await reportMeasurement(prisma, ordinary.id)).toMatchObject({ state: 'done' });
    expect(await reportMeasurement(prisma, hogs[2]!.id)).toEqual({
      state: 'failed',
      reason: 'visitor_budget',
    });
    const repo = measurementRepository(prisma);
    const hourAgo = new Date(Date.now() - 60 * minute);
    expect(await repo.browserTimeOf(hog, hourAgo)).toBe(140_000);
    expect(await repo.browserTimeOf(other, hourAgo)).toBe(5_000);
    // Only the hashes are stored, never the addresses.
    const rows = await prisma.$queryRaw<{ row: string }[]>`
      SELECT row_to_json(m)::text AS row FROM browser_measurements m`;
    for (const { row } of rows) {
      expect(row).not.toContain('203.0.113.9');
      expect(row).not.toContain('2001:db8');
    }
  });

  it('shows each visitor the place the fair order gives them', async () => {
    await prisma.browserMeasurement.deleteMany();
    const hog = clientKeyHash('203.0.113.9');
    const other = clientKeyHash('198.51.100.7');
    const start = Date.now();
    // The first visitor's page ran to the deadline a minute ago (70 s of browser time).
    const done = await queued('https://hung.example/', new Date(start - minute), hog);
    await prisma.browserMeasurement.updateMany({
      where: { reportId: done.id },
      data: { status: 'failed', startedAt: new Date(start - minute), browserMs: 70_000 },
    });
    const hogs = await queued('https://hog-next.example/', new Date(start), hog);
    const others = await queued('https://first-time.example/', new Date(start + 1), other);
    const anonymous = await queued('https://older-report.example/', new Date(start + 2));
    const now = new Date(start + 10);
    // Queued last but served first: the two visitors who have used no browser time this hour.
    expect(await reportMeasurement(prisma, others.id, { now })).toMatchObject({
      state: 'queued',
      position: 1,
    });
    expect(await reportMeasurement(prisma, anonymous.id, { now })).toMatchObject({
      state: 'queued',
      position: 2,
    });
    expect(await reportMeasurement(prisma, hogs.id, { now })).toMatchObject({
      state: 'queued',
      position: 3,
    });
    // And claim takes them in that order, one browser at a time.
    const repo = measurementRepository(prisma);
    const claimed = [];
    for (let i = 0; i < 3; i++)
      claimed.push(...(await repo.claim('a', 1, new Date(now.getTime() + minute), now)));
    expect(claimed.map((job) => job.url)).toEqual([
      'https://first-time.example/',
      'https://older-report.example/',
      'https://hog-next.example/',
    ]);
  });

  it('makes the report e-mail wait for the measurement, up to its bound', async () => {
    await prisma.browserMeasurement.deleteMany();
    const repo = measurementRepository(prisma);
    const report = await queued('https://mail.example/');
    const requestedAt = new Date();
    const waiting = await measurementForMail(prisma, report.id, {
      requestedAt,
      waitMs: 3 * minute,
      now: requestedAt,
    });
    expect(waiting.state).toBe('wait');
    if (waiting.state === 'wait')
      expect(waiting.retryAt.getTime()).toBeGreaterThan(requestedAt.getTime());
    const tooLate = new Date(requestedAt.getTime() + 3 * minute);
    expect(
      await measurementForMail(prisma, report.id, {
        requestedAt,
        waitMs: 3 * minute,
        now: tooLate,
      }),
    ).toEqual({ state: 'late', pages: {} });
    const [job] = await repo.claim('a', 1, new Date(Date.now() + minute), new Date());
    // A screenshot too big for an e-mail: the filmstrip's last frame goes instead.
    await repo.complete(job!.id, 'a', run(55, 5000, mailImageMaxBytes + 1), new Date());
    const done = await measurementForMail(prisma, report.id, { requestedAt, waitMs: 3 * minute });
    expect(done).toMatchObject({ state: 'done', result: { score: 55 }, image: { width: 412 } });
    if (done.state === 'done') expect(done.image?.bytes.length).toBe(4_000);
  });

  it('makes the report e-mail wait for the stock list and car page too, up to the same bound', async () => {
    await prisma.browserMeasurement.deleteMany();
    const repo = measurementRepository(prisma);
    const report = await queued('https://dealer-mail.example/');
    const requestedAt = new Date();
    await repo.enqueue(
      await test.jobs(),
      report.id,
      'https://dealer-mail.example/cars/',
      requestedAt,
      null,
      'stock',
    );
    const [home] = await repo.claim('a', 1, new Date(Date.now() + minute), new Date());
    expect(home?.url).toBe('https://dealer-mail.example/');
    await repo.complete(home!.id, 'a', run(80, 2000, 1_000), new Date());
    // The home page is in, the stock list is not: the e-mail waits for it.
    const options = { requestedAt, waitMs: 3 * minute };
    expect((await measurementForMail(prisma, report.id, options)).state).toBe('wait');
    // At the bound it goes with the home page, and names the stock list as still measured.
    const late = await measurementForMail(prisma, report.id, {
      ...options,
      now: new Date(requestedAt.getTime() + 3 * minute),
    });
    expect(late).toMatchObject({ state: 'done', pages: { stock: { state: 'queued' } } });
    const [stock] = await repo.claim('a', 1, new Date(Date.now() + minute), new Date());
    expect(stock?.url).toBe('https://dealer-mail.example/cars/');
    await repo.complete(stock!.id, 'a', run(40, 3000, 1_000), new Date());
    expect(await measurementForMail(prisma, report.id, options)).toMatchObject({
      state: 'done',
      result: { score: 80 },
      pages: { stock: { state: 'done', result: { score: 40 } } },
    });
  });
});
