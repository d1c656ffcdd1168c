import type { Booking } from '@/lib/booking/booking-repository';
import type { FollowUp } from '@/lib/follow-ups/follow-up-repository';
import { deleteLead, updateLeadStatus } from '@/lib/leads/admin-actions';
import type { Lead } from '@/lib/leads/lead-repository';
import { AdminTable } from './AdminTable';
import { DeleteLeadDialog } from './DeleteLeadDialog';
import { FollowUpList } from './FollowUpList';
import { LeadStatusForm } from './LeadStatusForm';
import { sourceLabel } from './inbox-labels';
import { formatOfficeDateTime } from '@/lib/hours/office-time';

const columns = [
  'Received',
  'Name',
  'Email',
  'Phone',
  'Company',
  'Package',
  'Cars',
  'Budget',
  'Message',
  'Source',
  'Follow-ups',
  'Status',
  'Actions',
];

/** One page of leads, newest first. Wide, so it scrolls sideways inside its own region. */
export function SubmissionsTable({
  leads,
  followUps,
  calls,
  now,
}: {
  leads: Lead[];
  /** Each lead's follow-ups (e-mails, webhook), by lead id. */
  followUps: ReadonlyMap<string, FollowUp[]>;
  /** Booking leads' calls, by lead. */
  calls?: ReadonlyMap<string, Pick<Booking, 'startsAt' | 'status'>>;
  now: Date;
}) {
  return (
    <AdminTable
      id="submissions"
      caption="Contact submissions, newest first"
      columns={columns}
      minWidth="min-w-[92rem]"
    >
      {leads.map((lead) => (
        <LeadRow
          key={lead.id}
          lead={lead}
          followUps={followUps.get(lead.id) ?? []}
          call={calls?.get(lead.id)}
          now={now}
        />
      ))}
    </AdminTable>
  );
}

function LeadRow({
  lead,
  followUps,
  call,
  now,
}: {
  lead: Lead;
  followUps: FollowUp[];
  call?: Pick<Booking, 'startsAt' | 'status'>;
  now: Date;
}) {
  return (
    <tr className={lead.suspectedSpam ? 'bg-amber-50' : undefined}>
      <td className="px-3 py-3 whitespace-nowrap tabular">
        <time dateTime={lead.createdAt.toISOString()}>{formatOfficeDateTime(lead.createdAt)}</time>
      </td>
      <th scope="row" className="px-3 py-3 font-semibold">
        {lead.name}
        {lead.suspectedSpam ? (
          <span className="mt-1 block w-fit rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
            Suspected spam
          </span>
        ) : null}
      </th>
      <td className="px-3 py-3">
        <a
          href={`mailto:${lead.email}`}
          className="text-brand-700 underline-offset-2 hover:underline"
        >
          {lead.email}
        </a>
      </td>
      <td className="px-3 py-3 whitespace-nowrap">{lead.phone ?? '—'}</td>
      <td className="px-3 py-3">{lead.company}</td>
      <td className="px-3 py-3">{lead.package ?? '—'}</td>
      <td className="px-3 py-3">{lead.cars ?? '—'}</td>
      <td className="px-3 py-3">{lead.budget ?? '—'}</td>
      <td className="max-w-xs px-3 py-3">
        <Message text={lead.message} />
      </td>
      <td className="px-3 py-3 whitespace-nowrap">
        {sourceLabel(lead.source)}
        {call ? (
          <span className="mt-1 block text-sm text-slate-700">
            Call{' '}
            <time dateTime={call.startsAt.toISOString()}>
              {formatOfficeDateTime(call.startsAt)}
            </time>
            {call.status === 'booked' ? '' : ` (${call.status})`}
          </span>
        ) : null}
      </td>
      <td className="min-w-56 px-3 py-3">
        <FollowUpList followUps={followUps} leadName={lead.name} now={now} />
      </td>
      <td className="px-3 py-3">
        <LeadStatusForm
          id={lead.id}
          status={lead.status}
          leadName={lead.name}
          action={updateLeadStatus}
        />
      </td>
      <td className="px-3 py-3">
        <DeleteLeadDialog
          id={lead.id}
          leadName={lead.name}
          company={lead.company}
          action={deleteLead}
        />
      </td>
    </tr>
  );
}

/** Long messages fold away so one lead does not fill the screen. */
function Message({ text }: { text: string }) {
  if (text.length <= 120) return <p className="whitespace-pre-line">{text}</p>;
  return (
    <details>
      <summary className="cursor-pointer">{text.slice(0, 100).trimEnd()}… (read all)</summary>
      <p className="mt-1 whitespace-pre-line">{text}</p>
    </details>
  );
}
