'use client';

import { useToastedAction, type AdminAction } from './use-toasted-action';

const button =
  'rounded-md border border-slate-300 px-2 py-1.5 text-sm font-semibold hover:border-brand-600 disabled:opacity-60';

/** Marks a call that has started: Done or Missed (the server refuses a call still ahead). */
export function CallOutcomeButtons({
  id,
  leadName,
  action,
}: {
  id: string;
  leadName: string;
  action: AdminAction;
}) {
  const [formAction, pending] = useToastedAction(action);
  return (
    <form action={formAction} className="flex gap-1.5">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="outcome"
        value="done"
        disabled={pending}
        className={`${button} text-emerald-800`}
        aria-label={`Done: the call with ${leadName}`}
      >
        Done
      </button>
      <button
        type="submit"
        name="outcome"
        value="missed"
        disabled={pending}
        className={`${button} text-red-700`}
        aria-label={`Missed: the call with ${leadName}`}
      >
        Missed
      </button>
    </form>
  );
}
