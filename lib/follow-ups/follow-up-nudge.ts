/**
 * "A follow-up was just queued": lets the outbox worker of this process start on it at once
 * instead of at its next poll. On globalThis because the server actions that queue follow-ups
 * and the worker started by instrumentation.ts live in different bundles of the same process.
 */
type Signal = { wake?: () => void };
const signal: Signal = ((
  globalThis as { __autositesFollowUpSignal?: Signal }
).__autositesFollowUpSignal ??= {});

export function nudgeFollowUps() {
  signal.wake?.();
}

/** The worker's side: `wake` runs on every nudge until the returned function is called. */
export function listenForFollowUps(wake: () => void): () => void {
  signal.wake = wake;
  return () => {
    if (signal.wake === wake) signal.wake = undefined;
  };
}
