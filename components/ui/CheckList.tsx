import { Check } from '@/components/ui/icons';

/** A list of features, each ticked. */
export function CheckList({
  items,
  tone = 'light',
  columns = 1,
}: {
  items: readonly string[];
  tone?: 'light' | 'dark';
  /** Two columns from small screens on, for wide cards. */
  columns?: 1 | 2;
}) {
  return (
    <ul
      className={`mt-4 grid gap-2 text-[0.9375rem] ${columns === 2 ? 'sm:grid-cols-2 sm:gap-x-6' : ''}`}
    >
      {items.map((item) => (
        <li
          key={item}
          className={`flex gap-2.5 ${tone === 'dark' ? 'text-slate-200' : 'text-slate-700'}`}
        >
          <Check
            aria-hidden="true"
            className={`mt-1 size-4 shrink-0 ${tone === 'dark' ? 'text-emerald-400' : 'text-success'}`}
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
