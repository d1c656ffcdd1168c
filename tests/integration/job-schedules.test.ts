import { randomUUID } from 'node:crypto';
import { TestClock } from 'pg-boss';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followUpQueues } from '@/lib/follow-ups/follow-up-jobs';
import { cleanUps, type CleanUp } from '@/lib/jobs/clean-ups';
import { createJobEngine, openJobEngine, type JobEngine } from '@/lib/jobs/job-engine';
import { jobsHealth } from '@/lib/jobs/jobs-health';
import { startSchedules } from '@/lib/jobs/schedules';
import { rateLimitStore } from '@/lib/rate-limit/store';
import { engines, freshDatabase, type TestDatabase } from './databases';

const minute = 60_000;
const hour = 60 * minute;
const rule = { bucket: 'test', max: 3, windowMs: minute };
const [rateLimitHits] = cleanUps.filter((cleanUp) => cleanUp.name === 'clean-up.rate-limit-hits');

describe.each(engines)("the job engine's clean-up schedules on %s", (engine) => {
  let test: TestDatabase;
  let started: JobEngine[] = [];
  beforeEach(async () => {
    test = await freshDatabase(engine);
  }, 120_000);
  afterEach(async () => {
    await Promise.all(started.map((jobs) => jobs.stop({ graceful: false, timeout: 1_000 })));
    started = [];
    await test?.dispose();
  });

  /**
   * A process that runs jobs, with the clean-up of rate-limit hits counted as it runs (or
   * replaced by `run`).
   */
  async function processRunningJobs(clock: TestClock, runs: Date[], run = rateLimitHits!.run) {
    const jobs = createJobEngine(test.database, { runsJobs: true, instanceName: 'worker', clock });
    await jobs.start();
    started.push(jobs);
    const counted: CleanUp = {
      ...rateLimitHits!,
      run: (prisma, now) => {
        runs.push(now);
        return run(prisma, now);
      },
    };
    await startSchedules(jobs, async () => test.database.prisma, {
      now: () => new Date(clock.now()),
      only: [counted],
    });
    return jobs;
  }

  /** What health says of the clean-up of rate-limit hits, and whether it is degraded. */
  async function health(jobs: JobEngine, now: number) {
    const answer = await jobsHealth(jobs, new Date(now));
    const schedule = answer!.part.schedules.find((s) => s.name === rateLimitHits!.name);
    return { schedule, processes: answer!.part.processes, degraded: answer!.degraded };
  }

  /** Waits for the runs a tick of the clock started (the clock does not wait for handlers). */
  const settled = (jobs: JobEngine) =>
    expect
      .poll(async () => (await health(jobs, Date.now())).schedule?.lastState, { timeout: 20_000 })
      .toBe('completed');

  it('runs each clean-up at its minute every hour, deleting what is due, and health says when it last ran', async () => {
    const store = rateLimitStore(test.database.prisma);
    await store.hit(rule, '1.2.3.4', new Date('2030-01-01T08:00:00Z'));
    await store.hit(rule, '1.2.3.4', new Date('2030-01-02T09:30:00Z'));
    const clock = new TestClock('2030-01-02T10:03:00Z');
    const runs: Date[] = [];
    const jobs = await processRunningJobs(clock, runs);

    const before = await health(jobs, clock.now());
    expect(before.schedule).toEqual({
      name: 'clean-up.rate-limit-hits',
      lastRunAt: null,
      lastState: null,
      overdue: false,
    });
    expect(before.degraded).toBe(false);

    await clock.tick(3 * minute);
    await expect.poll(() => runs.length, { timeout: 20_000 }).toBe(1);
    await settled(jobs);
    expect(runs[0]!.toISOString()).toMatch(/^2030-01-02T10:0[5-6]/);
    // The hit of the day before is gone; the one of half an hour ago stays.
    expect(await test.database.prisma.rateLimitWindow.count()).toBe(1);
    const after = await health(jobs, clock.now());
    expect(after.schedule).toMatchObject({ lastState: 'completed', overdue: false });
    expect(after.schedule!.lastRunAt).toMatch(/^2030-01-02T10:0[5-6]/);
    expect(after.processes).toBe(1);
    expect(after.degraded).toBe(false);

    // The next hour, not before its minute: the clock jumps to 11:04, then runs three minutes.
    await clock.setTime('2030-01-02T11:04:00Z');
    await clock.tick(minute / 2);
    expect(runs).toHaveLength(1);
    await clock.tick(2.5 * minute);
    await expect.poll(() => runs.length, { timeout: 20_000 }).toBe(2);
    expect(runs[1]!.toISOString()).toMatch(/^2030-01-02T11:0[5-6]/);

    // Nobody ran it for over two hours: health says so.
    const later = await health(jobs, clock.now() + 3 * hour);
    expect(later.schedule!.overdue).toBe(true);
    expect(later.degraded).toBe(true);
  }, 90_000);

  it('runs an occurrence once however many processes run jobs', async () => {
    const clock = new TestClock('2030-01-02T10:03:00Z');
    const runs: Date[] = [];
    await processRunningJobs(clock, runs);
    const second = await processRunningJobs(clock, runs);
    // A start tried again (the database did not answer the first time) adds no second worker.
    await startSchedules(second, async () => test.database.prisma, { only: [rateLimitHits!] });
    const workers = second.getWipData().filter((wip) => wip.name === rateLimitHits!.name);
    expect(workers).toHaveLength(1);
    await clock.tick(3 * minute);
    await expect.poll(() => runs.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await settled(second);
    await clock.setTime('2030-01-02T11:04:00Z');
    await clock.tick(3 * minute);
    await expect.poll(() => runs.length, { timeout: 20_000 }).toBeGreaterThan(1);
    await settled(second);
    await clock.tick(2 * minute);
    expect(runs.map((run) => run.toISOString().slice(0, 13))).toEqual([
      '2030-01-02T10',
      '2030-01-02T11',
    ]);
  }, 90_000);

  it('runs an hour missed while no process ran jobs once when one returns, not once per hour missed', async () => {
    const clock = new TestClock('2030-01-02T10:03:00Z');
    const runs: Date[] = [];
    const first = await processRunningJobs(clock, runs);
    await clock.tick(3 * minute);
    await expect.poll(() => runs.length, { timeout: 20_000 }).toBe(1);
    await settled(first);
    await first.stop({ graceful: true, timeout: 5_000 });
    started = started.filter((jobs) => jobs !== first);

    // Five hours without any process (10:06 → 15:30): five occurrences missed.
    await clock.setTime('2030-01-02T15:30:00Z');
    const back = await processRunningJobs(clock, runs);
    await clock.tick(2 * minute);
    await expect.poll(() => runs.length, { timeout: 20_000 }).toBe(2);
    await settled(back);
    await clock.setTime('2030-01-02T16:04:00Z');
    await clock.tick(minute / 2);
    expect(runs).toHaveLength(2);
    await clock.tick(2.5 * minute);
    await expect.poll(() => runs.length, { timeout: 20_000 }).toBe(3);
    expect(runs[2]!.toISOString()).toMatch(/^2030-01-02T16:0[5-6]/);
  }, 90_000);

  it('health is degraded while no process runs jobs, and counts those that do', async () => {
    const clock = new TestClock('2030-01-02T10:03:00Z');
    // A web server with BACKGROUND_JOBS=off: it reads the engine, and runs nothing.
    const web = createJobEngine(test.database, { runsJobs: false, instanceName: 'web', clock });
    await web.start();
    started.push(web);
    expect(await health(web, clock.now())).toMatchObject({ processes: 0, degraded: true });
    const worker = await processRunningJobs(clock, []);
    expect(await health(web, clock.now())).toMatchObject({ processes: 1, degraded: false });
    await worker.stop({ graceful: true, timeout: 5_000 });
    started = started.filter((jobs) => jobs !== worker);
    expect(await health(web, clock.now())).toMatchObject({ processes: 0, degraded: true });
  }, 90_000);

  it('health counts each kind of job: due and waiting, running, and deferred to its time', async () => {
    const clock = new TestClock('2030-01-02T10:00:00Z');
    // A process that runs jobs (it counts the queues) but takes no e-mails: none registered.
    const jobs = await openJobEngine(test.database, {
      runsJobs: true,
      instanceName: 'worker',
      clock,
      leaseSeconds: 120,
      heartbeatSeconds: 30,
    });
    started.push(jobs);
    const turn = () => ({ followUpId: randomUUID(), generation: 0, attempt: 0 });
    await jobs.send(followUpQueues.mail, turn());
    await jobs.send(followUpQueues.mail, turn(), { startAfter: new Date('2030-01-09T10:00:00Z') });
    const kinds = async () => (await jobsHealth(jobs, new Date(clock.now())))!.part.queues;
    await clock.tick(2 * minute);
    await expect
      .poll(async () => (await kinds()).find((kind) => kind.name === followUpQueues.mail), {
        timeout: 20_000,
      })
      .toEqual({ name: followUpQueues.mail, ready: 1, active: 0, deferred: 1 });
    expect((await kinds()).map((kind) => kind.name)).toEqual([
      'follow-up.mail',
      'follow-up.webhook',
      'measurement',
    ]);
  }, 90_000);

  it('a clean-up that fails is tried again, then health names it failed', async () => {
    const clock = new TestClock('2030-01-02T10:03:00Z');
    const tries: Date[] = [];
    const jobs = await processRunningJobs(clock, tries, async () => {
      throw new Error('the table is away');
    });
    const attempts = () => tries.length;
    await clock.tick(3 * minute);
    await expect.poll(attempts, { timeout: 20_000 }).toBe(1);
    // A minute of the clock per look: the retries come a minute apart, two of them.
    await expect
      .poll(
        async () => {
          await clock.tick(minute);
          return attempts();
        },
        { timeout: 20_000 },
      )
      .toBe(3);
    await expect
      .poll(async () => (await health(jobs, clock.now())).schedule?.lastState, { timeout: 20_000 })
      .toBe('failed');
    expect((await health(jobs, clock.now())).degraded).toBe(true);
  }, 90_000);
});
