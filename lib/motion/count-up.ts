/**
 * The results dashboard counts each figure up once, from 0 to its published value. Ease-out,
 * so it slows down as it arrives; never overshoots; lands exactly on the target.
 */
export const countUpDurationMs = 1200;

export function countUpValue(target: number, elapsedMs: number, durationMs = countUpDurationMs) {
  if (elapsedMs <= 0) return 0;
  if (elapsedMs >= durationMs) return target;
  const progress = 1 - (1 - elapsedMs / durationMs) ** 3;
  return Math.min(target, Math.round(target * progress));
}
