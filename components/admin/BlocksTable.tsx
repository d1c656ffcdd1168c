import type { BookingBlock } from '@/lib/booking/blocked-times';
import { removeBlock } from '@/lib/booking/call-admin-actions';
import { formatCalendarTime } from '@/lib/hours/office-time';
import { AdminTable } from './AdminTable';
import { RemoveBlockButton } from './RemoveBlockButton';

/** A block can be months ahead: its times have their year ("Tue, 1 Dec 2026, 10:30"). */
const officeTime = (date: Date) => formatCalendarTime(date, { year: true });

const columns = ['From', 'To', 'Note', 'Blocked by', 'Actions'];

/** The blocks not over yet, soonest first, each with its Remove. */
export function BlocksTable({ blocks }: { blocks: BookingBlock[] }) {
  return (
    <AdminTable
      id="blocks"
      caption="Blocked times, soonest first"
      columns={columns}
      minWidth="min-w-[48rem]"
    >
      {blocks.map((block) => {
        const from = officeTime(block.startsAt);
        return (
          <tr key={block.id}>
            <th scope="row" className="px-3 py-2.5 font-semibold whitespace-nowrap tabular">
              <time dateTime={block.startsAt.toISOString()}>{from}</time>
            </th>
            <td className="px-3 py-2.5 whitespace-nowrap tabular">
              <time dateTime={block.endsAt.toISOString()}>{officeTime(block.endsAt)}</time>
            </td>
            <td className="max-w-md px-3 py-2.5 break-words">{block.note || '—'}</td>
            <td className="px-3 py-2.5">{block.createdBy}</td>
            <td className="px-3 py-2.5">
              <RemoveBlockButton id={block.id} label={`from ${from}`} action={removeBlock} />
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
