/** One event of a Chromium trace, as far as cpu-time-trace.mjs reads and writes it. */
export type TraceEvent = {
  ph?: string;
  name?: string;
  ts?: number;
  dur?: number;
  tdur?: number;
  pid?: number;
  tid?: number;
};

/** Rewrites a trace's tasks to last their thread time; returns the wall time taken out (µs). */
export function toThreadTime(events: TraceEvent[]): number;
