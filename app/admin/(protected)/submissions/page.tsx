import type { Metadata } from 'next';
import Link from 'next/link';
import { Download } from '@/components/ui/icons';
import { DeadFollowUpsBanner } from '@/components/admin/DeadFollowUpsBanner';
import { InboxPagination } from '@/components/admin/InboxPagination';
import { LoadErrorToast } from '@/components/admin/LoadErrorToast';
import { SubmissionsFilters } from '@/components/admin/SubmissionsFilters';
import { SubmissionsTable } from '@/components/admin/SubmissionsTable';
import {
  afterDeleteFocusId,
  inboxErrorText,
  inboxErrorTitle,
} from '@/components/admin/inbox-labels';
import { requireAdmin } from '@/lib/auth/guard';
import { bookingRepository, type Booking } from '@/lib/booking/booking-repository';
import { db } from '@/lib/db/client';
import { followUpRepository, type FollowUp } from '@/lib/follow-ups/follow-up-repository';
import { deadFollowUps } from '@/lib/follow-ups/trouble';
import { inboxPageSize, inboxSearch, inboxWhere, parseInboxQuery } from '@/lib/leads/inbox-query';
import { leads, type Lead } from '@/lib/leads/lead-repository';
import { logEvent } from '@/lib/log';

export const metadata: Metadata = { title: 'Contact submissions' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The leads inbox: newest first, 25 a page, searched and filtered on the server. */
export default async function SubmissionsPage({ searchParams }: Props) {
  const query = parseInboxQuery(await searchParams);
  const search = inboxSearch(query);
  await requireAdmin(`/admin/submissions${search}`);

  let page: { leads: Lead[]; total: number } | null = null;
  let dead: Awaited<ReturnType<typeof deadFollowUps>> = { total: 0, byKind: {} };
  const followUps = new Map<string, FollowUp[]>();
  const calls = new Map<string, Booking>();
  try {
    dead = await deadFollowUps(await db());
    const skip = (query.page - 1) * inboxPageSize;
    page = await (await leads()).findPage(inboxWhere(query), { skip, take: inboxPageSize });
    const ids = page.leads.map((lead) => lead.id);
    for (const followUp of await followUpRepository(await db()).forLeads(ids)) {
      followUps.set(followUp.leadId, [...(followUps.get(followUp.leadId) ?? []), followUp]);
    }
    // A booking lead's call, shown beside its source.
    for (const call of await bookingRepository(await db()).forLeads(ids))
      calls.set(call.leadId, call);
  } catch (error) {
    logEvent('error', 'admin.leads_load_failed', { message: String(error) });
  }
  const filtered = inboxSearch(query, { page: 1 }) !== '';

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id={afterDeleteFocusId} tabIndex={-1} className="text-3xl font-bold outline-none">
            Contact submissions
          </h1>
          <p className="mt-1 text-slate-600">
            {page ? summary(page.total, filtered) : 'Not available'}
          </p>
        </div>
        <a
          href={`/admin/submissions/export${inboxSearch(query, { page: 1 })}`}
          className="btn btn-outline text-sm"
          download
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      </div>
      <DeadFollowUpsBanner dead={dead} />
      <SubmissionsFilters query={query} />
      {!page ? (
        <div role="alert" className="rounded-card border border-red-200 bg-red-50 p-6">
          <h2 className="text-lg font-bold text-red-800">{inboxErrorTitle}</h2>
          <p className="mt-1 text-red-800">{inboxErrorText}</p>
          <LoadErrorToast title={inboxErrorTitle} description={inboxErrorText} />
        </div>
      ) : page.leads.length === 0 ? (
        <Empty filtered={filtered} pastEnd={page.total > 0} />
      ) : (
        <>
          <SubmissionsTable
            leads={page.leads}
            followUps={followUps}
            calls={calls}
            now={new Date()}
          />
          <InboxPagination query={query} pages={Math.ceil(page.total / inboxPageSize)} />
        </>
      )}
    </>
  );
}

function summary(total: number, filtered: boolean) {
  const count = `${total.toLocaleString('en-GB')} ${total === 1 ? 'lead' : 'leads'}`;
  return `${count}${filtered ? ' match these filters' : ''}, newest first`;
}

function Empty({ filtered, pastEnd }: { filtered: boolean; pastEnd: boolean }) {
  return (
    <div className="rounded-card border border-dashed border-slate-300 bg-white p-10 text-center">
      <h2 className="text-lg font-bold">
        {pastEnd
          ? 'This page is past the last lead'
          : filtered
            ? 'No submissions match these filters'
            : 'No submissions yet'}
      </h2>
      <p className="mt-1 text-slate-600">
        {filtered || pastEnd
          ? 'Change the filters, or show every lead.'
          : 'Leads from the home page and contact forms will appear here.'}
      </p>
      {filtered || pastEnd ? (
        <Link href="/admin/submissions" className="btn btn-outline mt-4 text-sm">
          Show all submissions
        </Link>
      ) : null}
    </div>
  );
}
