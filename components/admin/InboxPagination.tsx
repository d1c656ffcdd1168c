import Link from 'next/link';
import { inboxSearch, type InboxQuery } from '@/lib/leads/inbox-query';

/** Previous / next pages of the inbox, keeping the filters. */
export function InboxPagination({ query, pages }: { query: InboxQuery; pages: number }) {
  if (pages <= 1) return null;
  const link = (page: number, label: string, rel: 'prev' | 'next') => (
    <Link
      href={`/admin/submissions${inboxSearch(query, { page })}`}
      rel={rel}
      className="btn btn-outline min-h-10 py-2 text-sm"
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-4">
      <div>{query.page > 1 ? link(query.page - 1, 'Previous page', 'prev') : null}</div>
      <p className="text-sm text-slate-700 tabular">
        Page {query.page} of {pages}
      </p>
      <div>{query.page < pages ? link(query.page + 1, 'Next page', 'next') : null}</div>
    </nav>
  );
}
