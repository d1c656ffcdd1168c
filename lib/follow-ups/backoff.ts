/** Retries never wait longer than an hour, so a recovered server is used within the hour. */
export const maxRetryDelayMs = 60 * 60_000;
/** A follow-up is retried for 24 hours after it was queued; then it is marked dead. */
export const retryWindowMs = 24 * 60 * 60_000;

/** The wait after failed attempt `attempt` (1, 2, …): base, 2 × base, 4 × base … ≤ 1 hour. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  const doublings = Math.min(Math.max(attempt - 1, 0), 30);
  return Math.min(maxRetryDelayMs, baseMs * 2 ** doublings);
}
