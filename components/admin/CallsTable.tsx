import Link from 'next/link';
import type { AdminCall } from '@/lib/booking/admin-calls';
import { markCallOutcome } from '@/lib/booking/call-admin-actions';
import { formatCalendarTime } from '@/lib/hours/office-time';
import { siteConfig } from '@/lib/site-config';
import { AdminTable } from './AdminTable';
import { CallOutcomeButtons } from './CallOutcomeButtons';

/** The call's time on the visitor's clock, when their zone is not the office's. */
function visitorTime(startsAt: Date, zone: string): string | null {
  if (zone === siteConfig.openingHours.timeZone) return null;
  try {
    return formatCalendarTime(startsAt, { timeZone: zone });
  } catch {
    return null; // a zone this server's Intl does not know: its name alone is shown
  }
}

const channelLabels: Record<AdminCall['channel'], string> = { video: 'Video', phone: 'Phone' };

const columns = [
  'Time',
  'Channel',
  'Name',
  'Company',
  'Email',
  'Phone',
  'Their time zone',
  'Reference',
  'Lead',
];

/**
 * Booked calls with their leads' details, times on the office's clock. With `outcome`, each row
 * offers Done and Missed (the calls that have started).
 */
export function CallsTable({
  id,
  caption,
  calls,
  outcome = false,
}: {
  id: string;
  caption: string;
  calls: AdminCall[];
  outcome?: boolean;
}) {
  return (
    <AdminTable
      id={id}
      caption={caption}
      columns={outcome ? [...columns, 'Outcome'] : columns}
      minWidth="min-w-[80rem]"
    >
      {calls.map((call) => (
        <tr key={call.id}>
          <td className="px-3 py-2.5 whitespace-nowrap tabular">
            <time dateTime={call.startsAt.toISOString()}>{formatCalendarTime(call.startsAt)}</time>
          </td>
          <td className="px-3 py-2.5">{channelLabels[call.channel]}</td>
          <th scope="row" className="px-3 py-2.5 font-semibold">
            {call.lead.name}
          </th>
          <td className="px-3 py-2.5">{call.lead.company}</td>
          <td className="px-3 py-2.5">
            <a
              href={`mailto:${call.lead.email}`}
              className="text-brand-700 underline-offset-2 hover:underline"
            >
              {call.lead.email}
            </a>
          </td>
          <td className="px-3 py-2.5 whitespace-nowrap">
            {call.lead.phone ? (
              <a
                href={`tel:${call.lead.phone.replace(/[^\d+]/g, '')}`}
                className="text-brand-700 underline-offset-2 hover:underline"
              >
                {call.lead.phone}
              </a>
            ) : (
              '—'
            )}
          </td>
          <td className="px-3 py-2.5">
            {call.timeZone}
            <TheirTime startsAt={call.startsAt} zone={call.timeZone} />
          </td>
          <td className="px-3 py-2.5 font-mono text-xs whitespace-nowrap">{call.lead.reference}</td>
          <td className="px-3 py-2.5 whitespace-nowrap">
            <Link
              href={`/admin/submissions?lead=${call.lead.id}`}
              className="text-brand-700 underline underline-offset-2"
            >
              View lead<span className="sr-only"> from {call.lead.name}</span>
            </Link>
          </td>
          {outcome ? (
            <td className="px-3 py-2.5">
              <CallOutcomeButtons id={call.id} leadName={call.lead.name} action={markCallOutcome} />
            </td>
          ) : null}
        </tr>
      ))}
    </AdminTable>
  );
}

function TheirTime({ startsAt, zone }: { startsAt: Date; zone: string }) {
  const text = visitorTime(startsAt, zone);
  return text ? <span className="block text-xs text-slate-600">{text} there</span> : null;
}
