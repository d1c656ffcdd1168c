import Link from 'next/link';

export type DayLink = {
  date: string;
  href: string;
  /** "Tuesday 1 December" in the visitor's language. */
  name: string;
  /** "3 free times" / "no free times". */
  free: string;
  /** Has a free time. */
  open: boolean;
  current: boolean;
};

/**
 * The days of the next three weeks as links (plain GETs: no JavaScript needed; each href is a
 * full path, locale included, hence Next's Link and not next-intl's), the chosen one
 * marked for screen readers; a day with no free time says so and stays reachable.
 */
export function DayPicker({ label, days }: { label: string; days: DayLink[] }) {
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {days.map((day) => (
          <li key={day.date}>
            <Link
              href={day.href}
              scroll={false}
              // Each day is the page rendered anew with its free times: prefetching the ones in
              // view cost a phone 9 server renders and their processing on every visit.
              prefetch={false}
              aria-current={day.current ? 'date' : undefined}
              className={`flex min-h-16 flex-col justify-center rounded-xl border px-3 py-2 text-sm ${
                day.current
                  ? 'border-brand-600 bg-brand-50 text-navy-900'
                  : day.open
                    ? 'border-slate-500 bg-white text-navy-900 hover:border-brand-600'
                    : 'border-slate-200 bg-slate-50 text-slate-700'
              }`}
            >
              <span className="font-semibold">{day.name}</span>
              <span>{day.free}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
