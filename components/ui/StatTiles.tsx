export type StatTile = { id: string; value: string; label: string };

const columns: Record<number, string> = {
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
};

const tones = {
  /** White tiles on a light band; figures in navy. */
  light: {
    tile: 'border border-slate-200 bg-white',
    value: 'text-navy-900',
    label: 'text-slate-600',
  },
  /** Results (leads, revenue): emerald figures, large enough for AA contrast on white. */
  results: {
    tile: 'border border-slate-200 bg-white',
    value: 'text-success',
    label: 'text-slate-600',
  },
  /** Tiles on a navy band. */
  dark: {
    tile: 'border border-navy-700 bg-navy-800',
    value: 'text-white',
    label: 'text-slate-300',
  },
} as const;

/**
 * Headline figures as a description list: the label names the figure for screen readers
 * (dt), the figure is shown first and large (dd). Values arrive formatted for the locale.
 */
export function StatTiles({
  items,
  tone = 'light',
}: {
  items: readonly StatTile[];
  tone?: keyof typeof tones;
}) {
  const style = tones[tone];
  return (
    <dl
      className={`grid grid-cols-2 gap-4 ${columns[items.length] ?? 'lg:grid-cols-4'} [&>*:last-child:nth-child(odd)]:col-span-2 lg:[&>*:last-child:nth-child(odd)]:col-span-1`}
    >
      {items.map((item) => (
        <div
          key={item.id}
          className={`flex flex-col-reverse rounded-card p-4 text-center sm:p-6 ${style.tile}`}
        >
          <dt className={`mt-1 text-sm font-medium ${style.label}`}>{item.label}</dt>
          <dd
            className={`tabular text-2xl font-extrabold min-[24rem]:text-3xl sm:text-4xl ${style.value}`}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
