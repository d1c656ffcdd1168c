/**
 * A progress bar (0–100) with its name for a screen reader and, when the number alone says
 * little, what it stands for (`valueText`: "3rd in the queue, about 40 s"). `thin` for a bar in a
 * card; `quick` for one that moves with each step of work the visitor started, not a slow estimate.
 */
export function ProgressBar({
  label,
  value,
  valueText,
  thin = false,
  quick = false,
}: {
  label: string;
  value: number;
  valueText?: string;
  thin?: boolean;
  quick?: boolean;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={`${thin ? 'h-2' : 'h-3'} overflow-hidden rounded-full bg-slate-200`}
    >
      <div
        className={`h-full rounded-full bg-brand-600 transition-[width] ${quick ? 'duration-300' : 'duration-700'}`}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
