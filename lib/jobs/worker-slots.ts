import 'server-only';
import type { JobResult, JobWithMetadata } from 'pg-boss';
import type { JobEngine } from './job-engine';

/** A job as a worker's handler gets it: with its try (`retryCount`), whatever it carries. */
export type EngineJob = JobWithMetadata<unknown>;

/**
 * A worker's slots on the job engine: `slots` engine workers on `queue`, each running one job at
 * a time through `run` (which settles it: completed, or a dead letter at once), and the runs in
 * hand, each under its lease token (`<job id>/<try>`), so a shutdown can give back those that do
 * not end in time. One engine worker per slot, so a nudge wakes each (notifyWorker wakes one).
 */
export function workerSlots() {
  const inHand = new Map<string, { token: string; queue: string; done: Promise<unknown> }>();
  const workerIds: string[] = [];
  const queues = new Set<string>();

  return {
    /** Registers `slots` engine workers on `queue`. */
    async work(
      engine: JobEngine,
      queue: string,
      slots: number,
      pollSeconds: number,
      run: (job: EngineJob, token: string) => Promise<JobResult>,
    ): Promise<void> {
      queues.add(queue);
      const options = {
        includeMetadata: true,
        perJobResults: true,
        pollingIntervalSeconds: pollSeconds,
      } as const;
      const handle = (jobs: EngineJob[]) =>
        Promise.all(
          jobs.map(async (job) => {
            const token = `${job.id}/${job.retryCount}`;
            const done = run(job, token);
            inHand.set(job.id, { token, queue, done: done.catch(() => {}) });
            try {
              return await done;
            } finally {
              inHand.delete(job.id);
            }
          }),
        );
      for (let slot = 0; slot < slots; slot++) {
        workerIds.push(await engine.work(queue, options, handle));
      }
    },

    /** Look for due jobs now, in every slot. */
    nudge(engine: JobEngine) {
      for (const id of workerIds) engine.notifyWorker(id);
    },

    /**
     * Takes nothing more (on these queues and `alsoStop`), lets the runs in hand finish for up to
     * `budgetMs`, then gives back those that did not: `release` their rows (by lease token), and
     * their jobs to the engine now, for any process, rather than when their lease runs out.
     * Returns how many were given back.
     */
    async stop(
      engine: JobEngine,
      budgetMs: number,
      release: (tokens: string[]) => Promise<number>,
      alsoStop: readonly string[] = [],
    ): Promise<number> {
      await Promise.all(
        [...queues, ...alsoStop].map((queue) => engine.offWork(queue, { wait: false })),
      );
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        Promise.allSettled([...inHand.values()].map((run) => run.done)).then(() => true),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), budgetMs);
        }),
      ]);
      clearTimeout(timer);
      if (finished) return 0;
      const left = [...inHand.entries()];
      const released = await release(left.map(([, run]) => run.token)).catch(() => 0);
      for (const [jobId, run] of left) await engine.fail(run.queue, jobId).catch(() => {});
      return released;
    },
  };
}
