/**
 * Two horizontal bars, today's monthly revenue and the projection. The values are written
 * beside the bars, so the chart needs no separate text alternative.
 */
export function RoiRevenueChart({
  title,
  bars,
}: {
  title: string;
  bars: { label: string; value: number; text: string }[];
}) {
  const max = Math.max(...bars.map((bar) => bar.value), 1);
  return (
    <figure className="mt-8">
      <figcaption className="font-semibold text-navy-900">{title}</figcaption>
      <ul className="mt-3 grid gap-3">
        {bars.map((bar, index) => (
          <li key={bar.label} className="text-sm">
            <span className="flex justify-between gap-3">
              <span className="text-slate-700">{bar.label}</span>
              <span className="tabular font-semibold text-navy-900">{bar.text}</span>
            </span>
            <span aria-hidden="true" className="mt-1 block h-5 rounded-md bg-slate-200">
              <span
                className={`block h-5 rounded-md transition-[width] duration-300 ${index === 0 ? 'bg-slate-500' : 'bg-emerald-600'}`}
                style={{ width: `${Math.max((bar.value / max) * 100, 2)}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
