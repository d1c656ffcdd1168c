import type { Rating } from '@/lib/analysis/browser/vitals';
import { ratingMark, ratingTone } from './rating-style';

/** A metric's verdict as a badge: its colour and its shape, and the verdict in words. */
export function RatingBadge({ rating, text }: { rating: Rating; text: string }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${ratingTone[rating]}`}>
      <span aria-hidden="true">{ratingMark[rating]} </span>
      {text}
    </span>
  );
}
