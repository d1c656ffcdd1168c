/**
 * "A measurement was just queued": wakes this process's measurement worker at once instead of
 * at its next poll. On globalThis because the server action that queues it and the worker
 * started by instrumentation.ts live in different bundles of the same process.
 */
type Signal = { wake?: () => void };
const signal: Signal = ((
  globalThis as { __autositesMeasurementSignal?: Signal }
).__autositesMeasurementSignal ??= {});

export function nudgeMeasurements() {
  signal.wake?.();
}

/** The worker's side: `wake` runs on every nudge until the returned function is called. */
export function listenForMeasurements(wake: () => void): () => void {
  signal.wake = wake;
  return () => {
    if (signal.wake === wake) signal.wake = undefined;
  };
}
