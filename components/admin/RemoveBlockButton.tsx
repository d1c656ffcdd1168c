'use client';

import { useToastedAction, type AdminAction } from './use-toasted-action';

/** Gives a blocked time back to /book; the answer comes as a toast. */
export function RemoveBlockButton({
  id,
  label,
  action,
}: {
  id: string;
  /** Which block, for screen readers: "from Tue 1 Dec 2026, 09:00". */
  label: string;
  action: AdminAction;
}) {
  const [formAction, pending] = useToastedAction(action);
  return (
    <form action={formAction}>
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={pending}
        className="rounded-md border border-red-200 px-2 py-1.5 text-sm font-semibold text-red-700 hover:border-red-600 hover:bg-red-50 disabled:opacity-60"
        aria-label={`${pending ? 'Removing' : 'Remove'} the block ${label}`}
      >
        {pending ? 'Removing…' : 'Remove'}
      </button>
    </form>
  );
}
