'use client';

import { leadStatuses } from '@/lib/leads/lead-values';
import type { LeadStatus } from '@/lib/leads/lead-repository';
import { statusLabels } from './inbox-labels';
import { useToastedAction, type AdminAction } from './use-toasted-action';
import { controlEdge } from '@/components/forms/field-styles';

/** A lead's status: pick one and save (no auto-submit, so moving through the options with
 * the keyboard changes nothing until Save). */
export function LeadStatusForm({
  id,
  status,
  leadName,
  action,
}: {
  id: string;
  status: LeadStatus;
  leadName: string;
  action: AdminAction;
}) {
  const [formAction, pending] = useToastedAction(action);

  return (
    <form action={formAction} className="flex items-center gap-1.5">
      <input type="hidden" name="id" value={id} />
      <select
        name="status"
        defaultValue={status}
        aria-label={`Status of the lead from ${leadName}`}
        className={`rounded-md ${controlEdge} bg-white px-2 py-1.5 text-sm`}
      >
        {leadStatuses.map((value) => (
          <option key={value} value={value}>
            {statusLabels[value]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={pending}
        className="rounded-md border border-slate-300 px-2 py-1.5 text-sm font-semibold text-brand-700 hover:border-brand-600 disabled:opacity-60"
      >
        Save<span className="sr-only"> status of the lead from {leadName}</span>
      </button>
    </form>
  );
}
