import type { Rating } from '@/lib/analysis/browser/vitals';

/** A metric's verdict as a badge: its colour (AA on its tint)… */
export const ratingTone: Record<Rating, string> = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  needsImprovement: 'bg-amber-50 text-amber-800 ring-amber-200',
  poor: 'bg-red-50 text-red-800 ring-red-200',
};
/** …and a shape, so the colour is never the only sign: ● good, ▲ needs improvement, ■ poor. */
export const ratingMark: Record<Rating, string> = { good: '●', needsImprovement: '▲', poor: '■' };
