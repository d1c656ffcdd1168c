import type { ReactNode } from 'react';

/**
 * The admin area's wide tables: a captioned table that scrolls sideways inside its own
 * keyboard-focusable region, with a header row of column names.
 */
export function AdminTable({
  id,
  caption,
  columns,
  minWidth,
  children,
}: {
  id: string;
  caption: string;
  columns: readonly string[];
  /** A Tailwind min-width class, e.g. `min-w-[80rem]`. */
  minWidth: string;
  /** The table rows. */
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-labelledby={`${id}-caption`}
      tabIndex={0}
      className="overflow-x-auto rounded-card border border-slate-200 bg-white"
    >
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption id={`${id}-caption`} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-slate-100 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2.5 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 align-top">{children}</tbody>
      </table>
    </div>
  );
}
