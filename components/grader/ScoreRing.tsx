import { graderBand } from '@/lib/analysis/scoring';
import { bandTone, provisionalTone } from './tones';

/**
 * A score out of 100 as a ring; the number is the text, the ring only illustrates it. A
 * provisional score is grey: it is no verdict yet.
 */
export function ScoreRing({
  score,
  label,
  size = 'lg',
  provisional = false,
}: {
  score: number;
  label: string;
  size?: 'lg' | 'sm';
  provisional?: boolean;
}) {
  const tone = provisional ? provisionalTone : bandTone[graderBand(score)];
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  return (
    <div className={`relative ${size === 'lg' ? 'size-40' : 'size-20'}`}>
      <svg viewBox="0 0 100 100" aria-hidden="true" className="size-full -rotate-90">
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth="10"
          className="stroke-slate-200"
        />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${(score / 100) * circumference} ${circumference}`}
          className={tone.ring}
        />
      </svg>
      <p className="absolute inset-0 flex flex-col items-center justify-center">
        <span
          className={`tabular font-extrabold ${tone.text} ${size === 'lg' ? 'text-5xl' : 'text-2xl'}`}
        >
          {score}
        </span>
        <span className={`text-slate-600 ${size === 'lg' ? 'text-sm' : 'sr-only'}`}>{label}</span>
      </p>
    </div>
  );
}
