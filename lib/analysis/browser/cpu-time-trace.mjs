// Lighthouse's simulation of a phone multiplies the main-thread work it observed in the trace by
// the CPU slowdown (4×). It reads that work as wall time: each task's `dur`. On a machine whose
// cores are taken by other work, a task waits for a core in the middle of running and its wall
// time grows while the page's work does not, so the same page scores lower the busier we are.
// Chromium also records each task's thread time (`tdur`, the CPU time the thread actually ran):
// `toThreadTime` rewrites a trace so that each top-level task lasts its thread time, and every
// event inside it is moved in proportion (children stay inside their parents, as Lighthouse's
// task tree requires). Events outside tasks and other threads' events stay where they are.
// Plain JavaScript, as lighthouse-runner.mjs imports it without a build step.

/** The events a thread's tasks start with (Chromium's scheduler), the roots of its task tree. */
const taskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

/**
 * Rewrites `events` in place; returns how much wall time was taken out (µs), summed over tasks.
 * @param {Array<{ph?: string, name?: string, ts?: number, dur?: number, tdur?: number, pid?: number, tid?: number}>} events
 */
export function toThreadTime(events) {
  /** @type {Map<string, typeof events>} */
  const byThread = new Map();
  for (const event of events) {
    if (typeof event.ts !== 'number') continue;
    const key = `${event.pid}:${event.tid}`;
    const list = byThread.get(key);
    if (list) list.push(event);
    else byThread.set(key, [event]);
  }
  let removed = 0;
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts);
    let index = 0;
    while (index < list.length) {
      const task = list[index];
      const { dur, tdur } = task;
      if (
        task.ph !== 'X' ||
        !taskNames.has(task.name) ||
        typeof dur !== 'number' ||
        typeof tdur !== 'number' ||
        !(tdur > 0 && tdur < dur)
      ) {
        index++;
        continue;
      }
      const start = task.ts;
      const end = start + dur;
      const ratio = tdur / dur;
      const moved = (/** @type {number} */ ts) => start + (Math.min(ts, end) - start) * ratio;
      // Everything of this thread that starts within the task, the task itself included.
      let inside = index;
      for (; inside < list.length && list[inside].ts <= end; inside++) {
        const event = list[inside];
        if (event === task) continue;
        const eventEnd = typeof event.dur === 'number' ? event.ts + event.dur : undefined;
        event.ts = moved(event.ts);
        if (eventEnd !== undefined) event.dur = moved(eventEnd) - event.ts;
      }
      task.dur = tdur;
      removed += dur - tdur;
      index = inside;
    }
  }
  return removed;
}
