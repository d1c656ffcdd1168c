'use client';

import { useToastedAction, type AdminAction } from './use-toasted-action';

/** Sends one follow-up again; the answer comes as a toast. */
export function ResendFollowUpButton({
  id,
  label,
  action,
}: {
  id: string;
  /** What is resent, for screen readers ("E-mail to the agency for Andreas"). */
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
        className="rounded-md border border-slate-300 px-2 py-0.5 text-xs font-semibold text-brand-700 hover:border-brand-600 disabled:opacity-60"
      >
        {pending ? 'Queuing…' : 'Resend'}
        <span className="sr-only"> {label}</span>
      </button>
    </form>
  );
}
