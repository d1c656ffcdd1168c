import { describe, expect, it } from 'vitest';
import { toThreadTime, type TraceEvent } from '@/lib/analysis/browser/cpu-time-trace.mjs';

/**
 * A busy machine makes a task wait for a core in the middle of running: its wall time (`dur`)
 * grows, its thread time (`tdur`) does not. Lighthouse's simulation multiplies what it reads
 * as the task's length by the CPU slowdown, so the trace it audits carries thread time.
 */

const main = { pid: 1, tid: 10 };
const trace = (): TraceEvent[] => [
  // A task that ran 40 ms of CPU in 100 ms of wall time, with a script and a style
  // recalculation inside, and a mark.
  { ...main, ph: 'X', name: 'RunTask', ts: 1_000_000, dur: 100_000, tdur: 40_000 },
  { ...main, ph: 'X', name: 'FunctionCall', ts: 1_010_000, dur: 80_000, tdur: 30_000 },
  { ...main, ph: 'B', name: 'UpdateLayoutTree', ts: 1_050_000 },
  { ...main, ph: 'E', name: 'UpdateLayoutTree', ts: 1_060_000 },
  { ...main, ph: 'I', name: 'firstContentfulPaint', ts: 1_100_000 },
  // After it: untouched, as are a task that waited for nothing and another thread's work.
  { ...main, ph: 'X', name: 'RunTask', ts: 1_200_000, dur: 10_000, tdur: 10_000 },
  { ...main, ph: 'I', name: 'largestContentfulPaint::Candidate', ts: 1_300_000 },
  { pid: 1, tid: 11, ph: 'X', name: 'RunTask', ts: 1_020_000, dur: 50_000, tdur: 5_000 },
  { pid: 1, tid: 11, ph: 'X', name: 'Decode Image', ts: 1_030_000, dur: 1_000 },
  // Metadata has no time.
  { ...main, ph: 'M', name: 'thread_name' },
];

describe('the trace Lighthouse audits: tasks last their thread time', () => {
  it('shortens a task that waited to the CPU time it took, and moves what ran inside it in proportion', () => {
    const events = trace();
    const removed = toThreadTime(events);
    const [task, script, layoutBegin, layoutEnd, mark, next, lcp] = events;
    expect(task).toMatchObject({ ts: 1_000_000, dur: 40_000 });
    // Children stay inside their task: Lighthouse's task tree refuses a child that ends late.
    expect(script).toMatchObject({ ts: 1_004_000, dur: 32_000 });
    expect(layoutBegin!.ts).toBe(1_020_000);
    expect(layoutEnd!.ts).toBe(1_024_000);
    expect(mark!.ts).toBe(1_040_000);
    expect(next).toMatchObject({ ts: 1_200_000, dur: 10_000 });
    expect(lcp!.ts).toBe(1_300_000);
    // Each thread is rewritten on its own: the raster thread's task shrinks with its child.
    expect(events[7]).toMatchObject({ ts: 1_020_000, dur: 5_000 });
    expect(events[8]).toMatchObject({ ts: 1_021_000, dur: 100 });
    expect(events[9]).toEqual({ ...main, ph: 'M', name: 'thread_name' });
    expect(removed).toBe(60_000 + 45_000);
  });

  it('leaves a trace without thread times as it is', () => {
    const events = trace().map((event) => {
      const withoutThreadTime = { ...event };
      delete withoutThreadTime.tdur;
      return withoutThreadTime;
    });
    const before = structuredClone(events);
    expect(toThreadTime(events)).toBe(0);
    expect(events).toEqual(before);
  });
});
