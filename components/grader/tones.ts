import type { GraderBand } from '@/lib/analysis/scoring';

/** The grader's colours: green 80+, yellow 60–79, red below 60 (text shades pass WCAG AA). */
export const bandTone: Record<
  GraderBand,
  { text: string; ring: string; bar: string; soft: string }
> = {
  excellent: {
    text: 'text-emerald-700',
    ring: 'stroke-emerald-600',
    bar: 'bg-emerald-600',
    soft: 'bg-emerald-50 border-emerald-200',
  },
  good: {
    text: 'text-yellow-700',
    ring: 'stroke-yellow-500',
    bar: 'bg-yellow-500',
    soft: 'bg-yellow-50 border-yellow-200',
  },
  poor: {
    text: 'text-red-700',
    ring: 'stroke-red-600',
    bar: 'bg-red-600',
    soft: 'bg-red-50 border-red-200',
  },
};

/** A score still to be settled (before the phone measurement): no colour of a verdict. */
export const provisionalTone = {
  text: 'text-slate-700',
  ring: 'stroke-slate-400',
  bar: 'bg-slate-400',
  soft: 'bg-slate-50 border-slate-200',
};
