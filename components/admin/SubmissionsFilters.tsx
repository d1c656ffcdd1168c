import Link from 'next/link';
import { Search } from '@/components/ui/icons';
import { leadSources, leadStatuses, type InboxQuery } from '@/lib/leads/inbox-query';
import { sourceLabel, statusLabels } from './inbox-labels';
import { controlEdge } from '@/components/forms/field-styles';

const control = `mt-1 block w-full rounded-lg ${controlEdge} bg-white px-3 py-2 text-sm`;

/** Search and filters as a plain GET form: the URL holds the view, so it can be shared,
 * reloaded and exported as it is. */
export function SubmissionsFilters({ query }: { query: InboxQuery }) {
  return (
    <form
      role="search"
      aria-label="Filter submissions"
      action="/admin/submissions"
      className="grid gap-3 rounded-card border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      <div>
        <label htmlFor="filter-q" className="text-sm font-semibold">
          Search name, email or company
        </label>
        <input
          id="filter-q"
          name="q"
          type="search"
          maxLength={100}
          defaultValue={query.q ?? ''}
          className={control}
        />
      </div>
      <Select id="filter-status" name="status" label="Status" value={query.status ?? ''}>
        <option value="">All statuses</option>
        {leadStatuses.map((status) => (
          <option key={status} value={status}>
            {statusLabels[status]}
          </option>
        ))}
      </Select>
      <Select id="filter-source" name="source" label="Source" value={query.source ?? ''}>
        <option value="">All sources</option>
        {leadSources.map((source) => (
          <option key={source} value={source}>
            {sourceLabel(source)}
          </option>
        ))}
      </Select>
      <Select id="filter-spam" name="spam" label="Suspected spam" value={query.spam}>
        <option value="all">Show all</option>
        <option value="only">Only suspected spam</option>
        <option value="hide">Hide suspected spam</option>
      </Select>
      <div className="flex items-end gap-2">
        <button type="submit" className="btn btn-primary min-h-10 py-2 text-sm">
          <Search aria-hidden="true" className="size-4" />
          Apply
        </button>
        <Link href="/admin/submissions" className="btn btn-outline min-h-10 py-2 text-sm">
          Clear
        </Link>
      </div>
    </form>
  );
}

function Select({
  id,
  name,
  label,
  value,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={control}>
        {children}
      </select>
    </div>
  );
}
